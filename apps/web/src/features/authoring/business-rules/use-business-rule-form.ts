import { pseudoToXPath, xpathToPseudoParts } from '@afd/afd/authoring';
import type { BusinessRule } from '@afd/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { z } from 'zod';
import { NOT_SAVED, SAVED, useApiForm, type ApiForm, type SendOutcome } from '@/components/form/use-api-form';
import { showFailure } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { itemFieldErrors } from '../list-item-refusal';
import { ruleFieldTexts, businessRuleScreenTexts as texts } from './business-rule-texts';
import { composePseudo, emptyPseudoParts, insertPiece, type PseudoParts } from './pseudo-parts';

/** The pseudo fields the toolbox writes into. */
export type PseudoField = 'condition' | 'then';
/** What stopped the last OK outside a field: the lines under a title ('Ongeldige invoer', or the call that failed). */
export type RuleFailure = { title: string; lines: string[] } | null;

const ruleFormSchema = z.object({
  name: z.string(),
  source: z.string(),
  message: z.string(),
  mode: z.enum(['pseudo', 'xpath']),
  condition: z.string(),
  then: z.string(),
  otherwise: z.enum(['true', 'false']),
  expression: z.string(),
});
export type RuleFormValues = z.infer<typeof ruleFormSchema>;
type Outcome = SendOutcome<RuleFormValues>;

interface RuleContext {
  afdVersion: 1 | 2;
  otherNames: readonly string[];
}

const inPseudo = (afdVersion: 1 | 2, values: Pick<RuleFormValues, 'mode'>) => afdVersion === 1 && values.mode === 'pseudo';

/**
 * 001 §5: name (unique), 'Bron verplicht' (AFD 1.0), 'Conditie verplicht' on the field the
 * condition is typed in (Indien, or the expression), 'Dan verplicht' (pseudo mode),
 * 'Foutmelding verplicht' (AFD 2.0).
 */
const ruleSchemaFor = ({ afdVersion, otherNames }: RuleContext) =>
  ruleFormSchema.superRefine((values, context) => {
    const add = (field: keyof RuleFormValues, message: string) => context.addIssue({ code: 'custom', message, path: [field] });
    const name = values.name.trim();
    if (name === '') add('name', 'Naam verplicht');
    else if (otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase())) add('name', ruleFieldTexts.nameTaken(name));
    if (afdVersion === 1 && values.source.trim() === '') add('source', ruleFieldTexts.sourceRequired);
    const pseudo = inPseudo(afdVersion, values);
    if ((pseudo ? values.condition : values.expression).trim() === '') add(pseudo ? 'condition' : 'expression', ruleFieldTexts.conditionRequired);
    if (pseudo && values.then.trim() === '') add('then', ruleFieldTexts.thenRequired);
    if (afdVersion === 2 && values.message.trim() === '') add('message', ruleFieldTexts.messageRequired);
  });

/** Pseudo mode for an empty rule or one of the rule form, XPath mode otherwise (001 §4). */
function valuesOf(rule: BusinessRule): RuleFormValues {
  const parts: PseudoParts | null = rule.expression.trim() === '' ? emptyPseudoParts : xpathToPseudoParts(rule.expression);
  return { name: rule.name, source: rule.source, message: rule.message, expression: rule.expression, mode: parts ? 'pseudo' : 'xpath', ...(parts ?? emptyPseudoParts) };
}

const detailOf = (error: unknown) => (error instanceof ApiError ? (error.detail ?? error.title) : null);
const failureOf = (title: string, error: unknown): RuleFailure => ({ title, lines: [detailOf(error) ?? ''].filter(Boolean) });

export interface BusinessRuleFormOptions extends RuleContext {
  rule: BusinessRule;
  /** Where the rule stands in the saved list: the server's field errors for it are 'rules.<index>.<field>'. */
  index: number;
  attributeNames: readonly string[];
  validatePseudo: (expression: string) => Promise<string[]>;
  onSubmit: (rule: BusinessRule) => Promise<void>;
}

export interface BusinessRuleForm {
  api: ApiForm<RuleFormValues, RuleFormValues>;
  failure: RuleFailure;
  /** The field the toolbox writes into: the pseudo field last in focus. */
  setTarget: (field: PseudoField) => void;
  /** Puts a piece of the toolbox in the target field at its cursor. */
  insert: (piece: string) => void;
  inputs: Record<PseudoField, RefObject<HTMLInputElement | null>>;
}

/**
 * The business rule modal's form (useApiForm). Messages show from the first OK on, and every
 * change checks the whole rule again, which also takes away what the last OK was told (a change
 * makes that verdict stale; it is asked again on the next OK). In pseudo mode OK first checks the
 * grammar and the names here, then asks the server, and stores the XPath it stands for.
 */
export function useBusinessRuleForm({ afdVersion, otherNames, rule, index, attributeNames, validatePseudo, onSubmit }: BusinessRuleFormOptions): BusinessRuleForm {
  const [failure, setFailure] = useState<RuleFailure>(null);
  const [target, setTarget] = useState<PseudoField>('condition');
  const condition = useRef<HTMLInputElement>(null);
  const then = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);

  /** The pseudo code as XPath, or what stopped it: on its field (Indien or Dan), in the modal, or in a toast. */
  const translatePseudo = async (values: RuleFormValues): Promise<{ xpath: string } | Outcome> => {
    const pseudo = composePseudo(values);
    // The grammar and the names first, here: a refusal then stands on the field it is in, counted
    // from that field's start, not in the composed rule.
    const translated = pseudoToXPath(pseudo, new Set(attributeNames));
    if (!translated.ok) {
      const message = `${ruleFieldTexts.invalidInput}: ${translated.message}`;
      if (translated.field !== undefined) return { ...NOT_SAVED, fieldErrors: { [translated.field === 'Indien' ? 'condition' : 'then']: message } };
      setFailure({ title: ruleFieldTexts.invalidInput, lines: [message] });
      return NOT_SAVED;
    }
    try {
      const found = await validatePseudo(pseudo);
      if (found.length === 0) return { xpath: translated.xpath };
      setFailure({ title: ruleFieldTexts.invalidInput, lines: found });
    } catch (error) {
      showFailure(texts.validateFailed, error);
      setFailure(failureOf(texts.validateFailed, error));
    }
    return NOT_SAVED;
  };

  /** The save's refusal (the screen has shown its toast): this rule's field errors on their fields, anything else in the modal. */
  const refused = (error: unknown, pseudo: boolean): Outcome => {
    const { expression, ...own } = itemFieldErrors(error, `rules.${index}`, ['name', 'source', 'message', 'expression'] as const);
    const fieldErrors = pseudo || expression === undefined ? own : { ...own, expression };
    // In pseudo mode the stored XPath is not on screen: its refusal is the modal's.
    if (pseudo && expression !== undefined) setFailure({ title: ruleFieldTexts.invalidInput, lines: [expression] });
    else if (Object.keys(fieldErrors).length === 0) setFailure(failureOf(texts.saveFailed, error));
    return { ...NOT_SAVED, fieldErrors };
  };

  const api = useApiForm({
    schema: ruleSchemaFor({ afdVersion, otherNames }),
    defaultValues: valuesOf(rule),
    mode: 'onSubmit',
    send: async (values) => {
      const pseudo = inPseudo(afdVersion, values);
      let expression = values.expression.trim();
      if (pseudo) {
        const translated = await translatePseudo(values);
        if (!('xpath' in translated)) return translated;
        expression = translated.xpath;
      }
      const type: BusinessRule['type'] = pseudo ? 'pseudo' : afdVersion === 2 ? 'jmespath' : 'xpath';
      try {
        await onSubmit({ name: values.name.trim(), source: values.source.trim(), message: values.message.trim(), expression, type });
        return SAVED;
      } catch (error) {
        return refused(error, pseudo);
      }
    },
    failureText: texts.saveFailed,
  });

  const { watch, trigger, getValues, setValue } = api.form;
  useEffect(() => {
    const subscription = watch(() => {
      setFailure(null);
      if (submitted.current) void trigger();
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);

  const insert = (piece: string) => {
    const input = (target === 'condition' ? condition : then).current;
    const current = getValues(target);
    const next = insertPiece(current, Math.min(input?.selectionStart ?? current.length, current.length), piece);
    setValue(target, next.value, { shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const submit: typeof api.submit = (event) => {
    submitted.current = true;
    return api.submit(event);
  };
  return { api: { ...api, submit }, failure, setTarget, insert, inputs: { condition, then } };
}
