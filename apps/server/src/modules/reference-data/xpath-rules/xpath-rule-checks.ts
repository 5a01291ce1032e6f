import { validateXPathRule } from '@afd/afd';
import type { XPathRule } from '@afd/contracts';
import { HttpProblem } from '../../../http/http-problem.ts';
import { xpathRuleTexts as texts } from './xpath-rule-texts.ts';

// The checks of a save that need no database: both expressions compile with their engines, and
// no rule id or name occurs twice in the list sent.

type FieldErrors = Record<string, string[]>;

/** Field errors keyed as the request body: 'rules.0.selectionXPath'. */
export function expressionErrorsOf(rules: readonly XPathRule[]): FieldErrors {
  const errors: FieldErrors = {};
  rules.forEach((rule, index) => {
    const { selectionXPathError, predicateXPathError } = validateXPathRule(rule);
    if (selectionXPathError) errors[`rules.${index}.selectionXPath`] = [texts.invalidSelection(selectionXPathError)];
    if (predicateXPathError) errors[`rules.${index}.predicateXPath`] = [texts.invalidPredicate(predicateXPathError)];
  });
  return errors;
}

/** 400 when an expression does not compile. */
export function refuseInvalidExpressions(rules: readonly XPathRule[]): void {
  const errors = expressionErrorsOf(rules);
  if (Object.keys(errors).length > 0) throw new HttpProblem(400, texts.invalidTitle, texts.invalidXPath, errors);
}

/** 400 when the list names a rule twice; the second occurrence carries the error. */
export function refuseRepeatedRules(rules: readonly XPathRule[]): void {
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (seen.has(rule.id)) throw new HttpProblem(400, texts.invalidTitle, texts.duplicateId, { [`rules.${index}.id`]: [texts.duplicateId] });
    seen.add(rule.id);
  });
}
