import { xpathRuleSchema, type XPathRule } from '@afd/contracts';
import { xpathRuleScreenTexts as texts } from './xpath-rule-texts';

/** What the form edits: a rule without its id. */
export type RuleDraft = Omit<XPathRule, 'id'>;
export type RuleField = keyof RuleDraft;
/** One message per field; an empty object means "nothing to show". */
export type DraftErrors = Partial<Record<RuleField, string>>;

export const emptyDraft: RuleDraft = { name: '', selectionXPath: '', predicateXPath: '', errorMessage: '' };

const draftSchema = xpathRuleSchema.omit({ id: true });
const ruleFields = Object.keys(emptyDraft) as RuleField[];
const isRuleField = (key: unknown): key is RuleField => ruleFields.some((field) => field === key);

/** The draft as it is saved (trimmed), or the messages of its fields: all four required (the contract's texts). */
export function parseDraft(draft: RuleDraft): { draft: RuleDraft } | { errors: DraftErrors } {
  const parsed = draftSchema.safeParse(draft);
  if (parsed.success) return { draft: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isRuleField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The name is unique ignoring case (spec 000 §5): 'Er is al een XPath met deze naam' when adding,
 * 'Er is al een dimensie met deze naam' when editing `original`.
 */
export function nameError(name: string, rules: readonly XPathRule[], original?: XPathRule): string | null {
  const taken = rules.some((rule) => rule.id !== original?.id && rule.name.toLowerCase() === name.toLowerCase());
  if (!taken) return null;
  return original ? texts.nameTakenOnEdit : texts.nameTakenOnAdd;
}

/** Server field errors of a one-rule save ('rules.0.name') as the form's field messages. */
export function draftErrorsOf(fieldErrors: Record<string, string[]>): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ruleFields) {
    const message = fieldErrors[`rules.0.${field}`]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
