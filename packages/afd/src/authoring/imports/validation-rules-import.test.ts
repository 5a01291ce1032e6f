import { describe, expect, it } from 'vitest';
import { generateAfd2Function } from '../generation/json-schema/generate-afd2-function.ts';
import { input } from '../generation/json-schema/demo-afd2-definition.testing.ts';
import type { BusinessRuleInput } from '../business-rules/rule-problems.ts';
import { importValidationRules, validationRulesImportTexts } from './validation-rules-import.ts';

// Issue 27: 'Importeer AFD-definitie' (AFD 2.0) takes the rules of the set's -validationRules.json
// into the definition's verbandscontroles, each checked as a saved rule is; a rule saving would
// refuse fails the import, a name the definition uses for another test is a warning naming it.

const own: BusinessRuleInput = { name: 'BR1', expression: "policy[0].claim[0].claimType != '2' || policy[0].object != null", message: 'Bij diefstal hoort een object.', source: '', type: 'jmespath' };
const file = (rule: unknown[]) => JSON.stringify({ commonFunctional: {}, rule });

describe('the rules of a generated set, imported into a definition without rules', () => {
  const rulesFile = generateAfd2Function(input())[2]?.content ?? '';

  it('are taken over as JMESPath verbandscontroles with their names and messages, and the report counts them', () => {
    const imported = importValidationRules(rulesFile, []);
    expect(imported).toEqual({ ok: true, businessRules: [own], added: 1, report: [validationRulesImportTexts.taken(1)] });
  });

  it('are not added twice to a definition that has them, and nothing is said', () => {
    expect(importValidationRules(rulesFile, [own])).toEqual({ ok: true, businessRules: [own], added: 0, report: [] });
  });
});

it("leaves the standard's placeholder with an empty test out without a word (it tests nothing)", () => {
  expect(importValidationRules(file([{ id: 'BR1', test: '' }]), [])).toEqual({ ok: true, businessRules: [], added: 0, report: [] });
});

it('warns, naming it, for a rule whose name the definition uses for another test, and takes the others', () => {
  const imported = importValidationRules(file([{ id: 'br1', test: 'party != null', message: 'Een partij.' }, { id: 'VB9', test: 'policy != null', message: 'Een polis.' }]), [own]);
  expect(imported).toEqual({
    ok: true,
    businessRules: [own, { name: 'VB9', expression: 'policy != null', message: 'Een polis.', source: '', type: 'jmespath' }],
    added: 1,
    report: [validationRulesImportTexts.nameTaken('br1'), validationRulesImportTexts.taken(1)],
  });
});

it('fails, naming each rule, where saving it would: JMESPath the engine does not compile, no message', () => {
  const imported = importValidationRules(file([{ id: 'VB1', test: 'party[?', message: 'Kapot.' }, { id: 'VB2', test: 'party != null' }]), [own]);
  expect(imported.ok).toBe(false);
  expect(imported.report).toEqual([expect.stringMatching(/^Verbandscontrole 'VB1' uit -validationRules\.json: Ongeldige invoer: /), "Verbandscontrole 'VB2' uit -validationRules.json: Foutmelding verplicht"]);
});

it('fails on a file that is no rules file', () => {
  expect(importValidationRules('[1]', [])).toEqual({ ok: false, report: [validationRulesImportTexts.unusable('geen JSON-object.')] });
  expect(importValidationRules(JSON.stringify({ rule: [{ id: 'VB1' }] }), [])).toEqual({ ok: false, report: [validationRulesImportTexts.unusable(validationRulesImportTexts.noIdOrTest(1))] });
});
