import { compilePredicateXPath } from '../../xpath/compile-predicate-xpath.ts';
import type { DefinitionBusinessRule } from '../generation/generated-file.ts';
import { compileJmesPathRule } from './jmespath-rule.ts';
import { engineReasonInDutch } from './rule-engine-reasons.ts';
import { elementNamesOfXPath } from './rule-element-names.ts';
import { businessRuleTexts } from './rule-texts.ts';

// A definition's verbandscontroles checked before they are stored (001 §5 'Business rules'):
// names unique, source and condition present, AFD 2.0's message present, and the expression a
// real rule — XPath 2.0 that fontoxpath compiles and that steps only to names of the definition
// (its attributes and entities), or JMESPath that the engine compiles. Field errors keyed 'rules.<index>.<field>'.

/** A stored verbandscontrole: what generation writes (name, expression, message) and what the editor keeps. */
export interface BusinessRuleInput extends DefinitionBusinessRule {
  /** What the rule is about ('Bron'), required for AFD 1.0. */
  source: string;
  /** How the editor opens it; AFD 1.0 stores XPath 2.0 either way (pseudo code translated). */
  type: 'pseudo' | 'xpath' | 'jmespath';
}

/** The problems of a list of verbandscontroles as field errors ('rules.<index>.<field>'); empty when all hold. `attributeNames`: the names a rule may use. */
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
      if (!compiled.valid) add(index, 'expression', `${businessRuleTexts.invalidInput}: ${engineReasonInDutch('JMESPath', compiled.error)}`);
      return;
    }
    const compiled = compilePredicateXPath(rule.expression);
    if (!compiled.valid) return add(index, 'expression', `${businessRuleTexts.invalidInput}: ${engineReasonInDutch('XPath', compiled.error)}`);
    const unknown = elementNamesOfXPath(rule.expression).find((name) => !context.attributeNames.has(name));
    if (unknown !== undefined) add(index, 'expression', `${businessRuleTexts.invalidInput}: ${businessRuleTexts.unknownAttribute(unknown)}`);
  });
  return problems;
}
