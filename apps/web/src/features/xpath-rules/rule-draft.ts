import { xpathRuleSchema, type XPathRule } from '@afd/contracts';
import type { z } from 'zod';
import { xpathRuleScreenTexts as texts } from './xpath-rule-texts';

/** What the form edits: a rule without its id. */
export type RuleDraft = Omit<XPathRule, 'id'>;
export type RuleField = keyof RuleDraft;

export const emptyDraft: RuleDraft = { name: '', selectionXPath: '', predicateXPath: '', errorMessage: '' };

const draftSchema = xpathRuleSchema.omit({ id: true });
const ruleFields = Object.keys(emptyDraft) as RuleField[];

/**
 * The name is unique ignoring case (spec 000 §5): 'Er is al een XPath met deze naam' when adding,
 * 'Er is al een dimensie met deze naam' when editing `original`.
 */
export function nameError(name: string, rules: readonly XPathRule[], original?: XPathRule): string | null {
  const taken = rules.some((rule) => rule.id !== original?.id && rule.name.toLowerCase() === name.toLowerCase());
  if (!taken) return null;
  return original ? texts.nameTakenOnEdit : texts.nameTakenOnAdd;
}

/** The form's schema: all four fields required and trimmed (the contract's texts), the name unique. */
export function ruleDraftSchema(rules: readonly XPathRule[], original?: XPathRule): z.ZodType<RuleDraft, RuleDraft> {
  return draftSchema.extend({
    name: draftSchema.shape.name.superRefine((name, context) => {
      const message = nameError(name, rules, original);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  });
}

/** The form field of a server field error of a one-rule save ('rules.0.name' → 'name'). */
export function ruleFieldOf(path: string): RuleField | null {
  return ruleFields.find((field) => path === `rules.0.${field}`) ?? null;
}
