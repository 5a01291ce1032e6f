import { parseJsonText } from '../../afd2/json/parse-json.ts';
import { isJsonArray, isJsonObject } from '../../afd2/json/json-value.ts';
import { businessRuleProblems, type BusinessRuleInput } from '../business-rules/rule-problems.ts';

// 'Importeer AFD-definitie (ZIP)', AFD 2.0 (issue 27): the rules of the set's
// -validationRules.json come along into the definition's verbandscontroles, in the same revision
// as the choices. Each is checked as a saved rule is (businessRuleProblems: a name once, the
// message present, JMESPath the engine compiles); a rule saving would refuse makes the import fail
// and nothing is written. A rule the definition already has (the same test) is not added twice; a
// rule whose name the definition already uses for another test is not taken, with a warning
// naming it. A rule with an empty test is the standard's placeholder (the workbench evaluates
// nothing for it either): there is nothing to carry, so it is left out without a word.

export const validationRulesImportTexts = {
  unusable: (detail: string) => `-validationRules.json is onbruikbaar: ${detail}`,
  noList: "'rule' is geen lijst.",
  noIdOrTest: (position: number) => `regel ${position} heeft geen 'id' en 'test'.`,
  refused: (id: string, message: string) => `Verbandscontrole '${id}' uit -validationRules.json: ${message}`,
  nameTaken: (id: string) =>
    `Waarschuwing: verbandscontrole '${id}' uit -validationRules.json is niet overgenomen; de definitie heeft al een verbandscontrole met die naam en een andere conditie.`,
  taken: (count: number) => `${count} ${count === 1 ? 'verbandscontrole' : 'verbandscontroles'} uit -validationRules.json overgenomen.`,
} as const;

export type ValidationRulesImport =
  | { ok: true; /** The definition's rules followed by the ones taken over. */ businessRules: BusinessRuleInput[]; added: number; report: string[] }
  | { ok: false; report: string[] };

interface FileRule {
  id: string;
  test: string;
  message: string;
}

function fileRules(text: string): { ok: true; rules: FileRule[] } | { ok: false; problem: string } {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return { ok: false, problem: validationRulesImportTexts.unusable('geen JSON-object.') };
  const list = parsed.value.rule;
  if (list === undefined) return { ok: true, rules: [] };
  if (!isJsonArray(list)) return { ok: false, problem: validationRulesImportTexts.unusable(validationRulesImportTexts.noList) };
  const rules: FileRule[] = [];
  for (const [index, entry] of list.entries()) {
    if (!isJsonObject(entry) || typeof entry.id !== 'string' || typeof entry.test !== 'string') return { ok: false, problem: validationRulesImportTexts.unusable(validationRulesImportTexts.noIdOrTest(index + 1)) };
    rules.push({ id: entry.id.trim(), test: entry.test.trim(), message: typeof entry.message === 'string' ? entry.message.trim() : '' });
  }
  return { ok: true, rules };
}

/** The definition's rules with those of the set's -validationRules.json it lacks, each checked as a save checks it (AFD 2.0: JMESPath). */
export function importValidationRules(text: string, existing: readonly BusinessRuleInput[]): ValidationRulesImport {
  const read = fileRules(text);
  if (!read.ok) return { ok: false, report: [read.problem] };
  const expressions = new Set(existing.map((rule) => rule.expression.trim()));
  const names = new Set(existing.map((rule) => rule.name.trim().toLowerCase()));
  const warnings: string[] = [];
  const taken: BusinessRuleInput[] = [];
  for (const rule of read.rules) {
    if (rule.test === '' || expressions.has(rule.test)) continue;
    if (names.has(rule.id.toLowerCase())) {
      warnings.push(validationRulesImportTexts.nameTaken(rule.id));
      continue;
    }
    expressions.add(rule.test);
    names.add(rule.id.toLowerCase());
    taken.push({ name: rule.id, expression: rule.test, message: rule.message, source: '', type: 'jmespath' });
  }
  const businessRules = [...existing, ...taken];
  // The definition's own rules were checked when they were saved: only the new ones can refuse the import.
  const problems = businessRuleProblems(businessRules, { afdVersion: 2, attributeNames: new Set() });
  const errors = Object.entries(problems).flatMap(([field, messages]) => {
    const index = Number(field.split('.')[1]);
    const rule = index >= existing.length ? businessRules[index] : undefined;
    return rule ? messages.map((message) => validationRulesImportTexts.refused(rule.name || `regel ${index - existing.length + 1}`, message)) : [];
  });
  if (errors.length > 0) return { ok: false, report: errors };
  return { ok: true, businessRules, added: taken.length, report: [...warnings, ...(taken.length > 0 ? [validationRulesImportTexts.taken(taken.length)] : [])] };
}
