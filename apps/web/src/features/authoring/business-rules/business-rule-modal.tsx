import type { BusinessRule } from '@afd/contracts';
import { pseudoToXPath, xpathToPseudoParts } from '@afd/afd/authoring';
import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useRef, useState } from 'react';
import { showFailure } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { ruleFieldTexts, businessRuleScreenTexts as texts } from './business-rule-texts';
import { composePseudo, emptyPseudoParts, insertPiece, type PseudoParts } from './pseudo-parts';
import { PseudoToolbox } from './pseudo-toolbox';

export interface BusinessRuleModalProps {
  afdVersion: 1 | 2;
  /** The rule to edit (a copy is edited, 001 §4), or the new rule with its first unused name. */
  rule: BusinessRule;
  isNew: boolean;
  /** Where the rule stands in the saved list: the server's field errors for it are 'rules.<index>.<field>'. */
  index: number;
  otherNames: readonly string[];
  attributeNames: readonly string[];
  /** The server's check of pseudo code: its problems, empty when it is a rule. */
  validatePseudo: (expression: string) => Promise<string[]>;
  /** Saves the list with this rule; rejects with the server's refusal (the caller has shown its toast). */
  onSubmit: (rule: BusinessRule) => Promise<void>;
  onClose: () => void;
}

type Mode = 'pseudo' | 'xpath';
type Field = 'name' | 'source' | 'condition' | 'then' | 'message';
/** What stopped the last OK: the lines under a title ('Ongeldige invoer', or the call that failed). */
type Failure = { title: string; lines: string[] } | null;

const detailOf = (error: unknown) => (error instanceof ApiError ? (error.detail ?? error.title) : null);

/** Pseudo mode for an empty rule or one of the rule form, XPath mode otherwise (001 §4). */
function initialMode(rule: BusinessRule): { mode: Mode; parts: PseudoParts } {
  if (rule.expression.trim() === '') return { mode: 'pseudo', parts: emptyPseudoParts };
  const parts = xpathToPseudoParts(rule.expression);
  return parts ? { mode: 'pseudo', parts } : { mode: 'xpath', parts: emptyPseudoParts };
}

/**
 * 'Nieuwe/Bewerk verbandscontrole' (001 §2, §4, §5). AFD 1.0: name, source ('Bron verplicht') and
 * either pseudo code — Indien {conditie} DAN {dan} ANDERS {true|false}, checked by the server
 * before it is taken ('Ongeldige invoer' blocks) and stored as its XPath — or XPath itself.
 * AFD 2.0: a JMESPath expression with its message ('Foutmelding verplicht').
 */
export function BusinessRuleModal({ afdVersion, rule, isNew, index, otherNames, attributeNames, validatePseudo, onSubmit, onClose }: BusinessRuleModalProps) {
  const start = initialMode(rule);
  const [name, setName] = useState(rule.name);
  const [source, setSource] = useState(rule.source);
  const [message, setMessage] = useState(rule.message);
  const [mode, setMode] = useState<Mode>(start.mode);
  const [parts, setParts] = useState<PseudoParts>(start.parts);
  const [expression, setExpression] = useState(rule.expression);
  const [failure, setFailure] = useState<Failure>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The pseudo field the toolbox writes into: the one last in focus, at its cursor (an input keeps it
  // when it loses focus; a value set from outside puts it at the end).
  const [target, setTarget] = useState<'condition' | 'then'>('condition');
  const conditionInput = useRef<HTMLInputElement>(null);
  const thenInput = useRef<HTMLInputElement>(null);

  const nameTaken = otherNames.some((other) => other.trim().toLowerCase() === name.trim().toLowerCase());
  const fieldErrors: Record<Field, string | null> = {
    name: name.trim() === '' ? 'Naam verplicht' : nameTaken ? ruleFieldTexts.nameTaken(name.trim()) : null,
    source: afdVersion === 1 && source.trim() === '' ? ruleFieldTexts.sourceRequired : null,
    condition: (mode === 'pseudo' && afdVersion === 1 ? parts.condition : expression).trim() === '' ? ruleFieldTexts.conditionRequired : null,
    then: afdVersion === 1 && mode === 'pseudo' && parts.then.trim() === '' ? ruleFieldTexts.thenRequired : null,
    message: afdVersion === 2 && message.trim() === '' ? ruleFieldTexts.messageRequired : null,
  };
  const shown = (field: Field) => (submitted ? fieldErrors[field] : null) ?? serverErrors[field] ?? null;
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    // A change makes the last check's verdict stale: it is asked again on the next OK.
    setFailure(null);
    setServerErrors({});
  };

  const insert = (piece: string) => {
    const input = (target === 'condition' ? conditionInput : thenInput).current;
    const current = parts[target];
    const next = insertPiece(current, Math.min(input?.selectionStart ?? current.length, current.length), piece);
    change(setParts)({ ...parts, [target]: next.value });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  /** The save's refusal: this rule's field errors on their fields, anything else under the save's failure text. */
  const showSaveRefusal = (error: unknown) => {
    const own = (field: string) => (error instanceof ApiError ? error.fieldErrors[`rules.${index}.${field}`]?.[0] : undefined);
    const expression = own('expression');
    const onFields: Partial<Record<Field, string>> = { name: own('name'), source: own('source'), message: own('message'), condition: mode === 'pseudo' && afdVersion === 1 ? undefined : expression };
    const placed = Object.fromEntries(Object.entries(onFields).filter(([, message]) => message !== undefined)) as Partial<Record<Field, string>>;
    setServerErrors(placed);
    if (expression !== undefined && placed.condition === undefined) return setFailure({ title: ruleFieldTexts.invalidInput, lines: [expression] });
    if (Object.keys(placed).length === 0) setFailure({ title: texts.saveFailed, lines: [detailOf(error) ?? ''].filter(Boolean) });
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.values(fieldErrors).some((error) => error !== null)) return;
    setBusy(true);
    try {
      let stored = expression.trim();
      let type: BusinessRule['type'] = afdVersion === 2 ? 'jmespath' : 'xpath';
      if (afdVersion === 1 && mode === 'pseudo') {
        const pseudo = composePseudo(parts);
        // The grammar and the names first, here: a refusal then stands on the field it is in
        // (Indien or Dan), counted from that field's start, not in the composed rule.
        const translated = pseudoToXPath(pseudo, new Set(attributeNames));
        if (!translated.ok) {
          const message = `${ruleFieldTexts.invalidInput}: ${translated.message}`;
          if (translated.field === undefined) return setFailure({ title: ruleFieldTexts.invalidInput, lines: [message] });
          return setServerErrors({ [translated.field === 'Indien' ? 'condition' : 'then']: message });
        }
        let found: string[];
        try {
          found = await validatePseudo(pseudo);
        } catch (error) {
          showFailure(texts.validateFailed, error);
          return setFailure({ title: texts.validateFailed, lines: [detailOf(error) ?? ''].filter(Boolean) });
        }
        if (found.length > 0) return setFailure({ title: ruleFieldTexts.invalidInput, lines: found });
        stored = translated.xpath;
        type = 'pseudo';
      }
      await onSubmit({ name: name.trim(), source: source.trim(), message: message.trim(), expression: stored, type }).catch(showSaveRefusal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FocusReturningModal opened onClose={onClose} title={isNew ? texts.add : `${texts.edit}: ${rule.name}`} size="lg" closeOnClickOutside={false}>
      <Stack>
        <TextInput label="Naam" value={name} onChange={(event) => change(setName)(event.currentTarget.value)} error={shown('name')} />
        {afdVersion === 1 ? (
          <>
            <TextInput label="Bron" value={source} onChange={(event) => change(setSource)(event.currentTarget.value)} error={shown('source')} />
            <SegmentedControl
              aria-label="Soort"
              value={mode}
              onChange={(value) => change(setMode)(value === 'xpath' ? 'xpath' : 'pseudo')}
              data={[
                { value: 'pseudo', label: 'Pseudo-code' },
                { value: 'xpath', label: 'XPath' },
              ]}
            />
          </>
        ) : null}
        {afdVersion === 1 && mode === 'pseudo' ? (
          <>
            <Text size="sm" c="dimmed">
              Indien {'{conditie}'} DAN {'{dan}'} ANDERS {'{true|false}'} — met =, &lt;&gt;, &lt;, &lt;=, &gt;, &gt;=, EN, OF, NIET, ( ), count( ) en exists( ) over attribuutnamen.
            </Text>
            <PseudoToolbox attributeNames={attributeNames} onInsert={insert} />
            <TextInput ref={conditionInput} onFocus={() => setTarget('condition')} label="Indien" value={parts.condition} onChange={(event) => change(setParts)({ ...parts, condition: event.currentTarget.value })} error={shown('condition')} />
            <TextInput ref={thenInput} onFocus={() => setTarget('then')} label="Dan" value={parts.then} onChange={(event) => change(setParts)({ ...parts, then: event.currentTarget.value })} error={shown('then')} />
            <NativeSelect label="Anders" data={['true', 'false']} value={parts.otherwise} onChange={(event) => change(setParts)({ ...parts, otherwise: event.currentTarget.value === 'false' ? 'false' : 'true' })} />
          </>
        ) : (
          <Textarea
            label={afdVersion === 1 ? 'XPath 2.0' : 'JMESPath'}
            rows={4}
            value={expression}
            onChange={(event) => change(setExpression)(event.currentTarget.value)}
            error={shown('condition')}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        )}
        {afdVersion === 2 ? <TextInput label="Foutmelding" value={message} onChange={(event) => change(setMessage)(event.currentTarget.value)} error={shown('message')} /> : null}
        {failure ? (
          <Alert color="red" title={failure.title}>
            {failure.lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            OK
          </Button>
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
