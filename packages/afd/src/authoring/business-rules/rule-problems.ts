import { compilePredicateXPath } from '../../xpath/compile-predicate-xpath.ts';
import { compileJmesPathRule } from './jmespath-rule.ts';
import { pseudoToXPath, xpathToPseudo } from './rule-translation.ts';
import { businessRuleTexts } from './rule-texts.ts';

// A definition's verbandscontroles checked before they are stored (001 §5 'Business rules'):
// names unique, source and condition present, AFD 2.0's message present, and the expression a
// real rule — XPath 2.0 that fontoxpath compiles (and, in the rule form, names only attributes of
// the definition) or JMESPath that the engine compiles. Field errors keyed 'rules.<index>.<field>'.

export interface BusinessRuleInput {
  name: string;
  /** AFD 1.0: XPath 2.0 (the pseudo code translated); AFD 2.0: JMESPath. */
  expression: string;
  message: string;
  source: string;
  type: 'pseudo' | 'xpath' | 'jmespath';
}

export function businessRuleProblems(rules: readonly BusinessRuleInput[], context: { afdVersion: 1 | 2; attributeNames: ReadonlySet<string> }): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (index: number, field: string, message: string) => (problems[`rules.${index}.${field}`] ??= []).push(message);
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const name = rule.name.trim().toLowerCase();
    if (seen.has(name)) add(index, 'name', businessRuleTexts.nameTaken(rule.name.trim()));
    seen.add(name);
    if (context.afdVersion === 1 && rule.source.trim() === '') add(index, 'source', businessRuleTexts.sourceRequired);
    if (context.afdVersion === 2 && rule.message.trim() === '') add(index, 'message', businessRuleTexts.messageRequired);
    if (rule.expression.trim() === '') return add(index, 'expression', businessRuleTexts.conditionRequired);
    if (context.afdVersion === 2) {
      const compiled = compileJmesPathRule(rule.expression);
      if (!compiled.valid) add(index, 'expression', `${businessRuleTexts.invalidInput}: ${compiled.error}`);
      return;
    }
    const compiled = compilePredicateXPath(rule.expression);
    if (!compiled.valid) return add(index, 'expression', `${businessRuleTexts.invalidInput}: ${compiled.error}`);
    const pseudo = xpathToPseudo(rule.expression);
    const named = pseudo === null ? null : pseudoToXPath(pseudo, context.attributeNames);
    if (named && !named.ok) add(index, 'expression', `${businessRuleTexts.invalidInput}: ${named.message}`);
  });
  return problems;
}
