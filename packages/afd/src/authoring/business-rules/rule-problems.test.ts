import { describe, expect, it } from 'vitest';
import { fixturesPresent, readFixture, realDefinitions } from '../../../test/support/fixtures.ts';
import { compileJmesPathRule, evaluateJmesPathRule } from './jmespath-rule.ts';
import { businessRuleProblems, type BusinessRuleInput } from './rule-problems.ts';

// What a save of verbandscontroles may hold (001 §5), and AFD 2.0 rules on real messages.

const rule = (fields: Partial<BusinessRuleInput>): BusinessRuleInput => ({ name: 'BR1', expression: '', message: '', source: 'PP', type: 'pseudo', ...fields });
const afd1 = { afdVersion: 1 as const, attributeNames: new Set(['PP_BRANCHE', 'PP_PREMIE', 'VP']) };
const afd2 = { afdVersion: 2 as const, attributeNames: new Set<string>() };

describe('verbandscontroles on save', () => {
  it('accepts AFD 1.0 rules in the rule form and any XPath 2.0 that compiles', () => {
    const rules = [rule({ expression: "if (//PP_BRANCHE = '021') then //PP_PREMIE > 0 else true()" }), rule({ name: 'BR2', expression: 'count(//VP) le 5', type: 'xpath' })];
    expect(businessRuleProblems(rules, afd1)).toEqual({});
  });

  it("says 'Bron verplicht', 'Conditie verplicht' and that a name is taken", () => {
    expect(businessRuleProblems([rule({ source: ' ', expression: '' }), rule({ name: 'br1', expression: 'true()' })], afd1)).toEqual({
      'rules.0.source': ['Bron verplicht'],
      'rules.0.expression': ['Conditie verplicht'],
      'rules.1.name': ["Er is al een verbandscontrole met de naam 'br1'."],
    });
  });

  it("refuses XPath that does not compile and a rule naming an attribute the definition lacks, as 'Ongeldige invoer'", () => {
    const problems = businessRuleProblems([rule({ expression: 'if (//PP_BRANCHE = ) then 1 else true()' }), rule({ name: 'BR2', expression: "if (//PP_ONBEKEND = 'x') then //VP else true()" })], afd1);
    expect(problems['rules.0.expression']?.[0]).toMatch(/^Ongeldige invoer: /);
    expect(problems['rules.1.expression']).toEqual(["Ongeldige invoer: Attribuut 'PP_ONBEKEND' bestaat niet in deze definitie"]);
  });

  it('checks the names of XPath-mode rules too, read from the syntax tree: steps in any spelling, not texts or XML attributes', () => {
    expect(businessRuleProblems([rule({ type: 'xpath', expression: "every $p in //PP_PREMIE satisfies $p > 0 and PP_BRANCHE != 'PP_X' and @versie" })], afd1)).toEqual({});
    expect(businessRuleProblems([rule({ type: 'xpath', expression: 'count(VP/child::VP_NAAM) le 1' })], afd1)).toEqual({
      'rules.0.expression': ["Ongeldige invoer: Attribuut 'VP_NAAM' bestaat niet in deze definitie"],
    });
  });

  it("asks AFD 2.0 rules for a message ('Foutmelding verplicht') and JMESPath that compiles", () => {
    expect(businessRuleProblems([rule({ type: 'jmespath', source: '', expression: 'commonFunctional[0].function' })], afd2)).toEqual({ 'rules.0.message': ['Foutmelding verplicht'] });
    const problems = businessRuleProblems([rule({ type: 'jmespath', message: 'Fout', expression: 'policy[?' })], afd2);
    expect(problems['rules.0.expression']?.[0]).toMatch(/^Ongeldige invoer: /);
  });
});

describe("the engines' English reasons get a Dutch sentence first (issue 30)", () => {
  it('XPath that does not parse, or calls an unknown function', () => {
    const problems = businessRuleProblems([rule({ type: 'xpath', expression: 'count(//VP) le' }), rule({ name: 'BR2', type: 'xpath', expression: 'exist(//VP)' })], afd1);
    expect(problems['rules.0.expression']).toEqual([expect.stringMatching(/^Ongeldige invoer: De XPath-expressie is niet te lezen: .*\. Melding van de XPath-engine: XPST0003: Failed to parse script/)]);
    expect(problems['rules.1.expression']).toEqual([expect.stringMatching(/^Ongeldige invoer: De XPath-expressie roept een functie aan die niet bestaat.* Melding van de XPath-engine: XPST0017: /)]);
  });

  it('JMESPath that does not parse', () => {
    const problems = businessRuleProblems([rule({ type: 'jmespath', message: 'Fout', expression: 'policy[?' })], afd2);
    expect(problems['rules.0.expression']).toEqual([expect.stringMatching(/^Ongeldige invoer: De JMESPath-expressie is niet te lezen: .* Melding van de JMESPath-engine: \S/)]);
  });
});

describe.skipIf(!fixturesPresent)('AFD 2.0 rules on the VB-PUO sample messages', () => {
  // Only names while collecting (a skipped describe is still collected): the files are read in the test.
  const samples = realDefinitions.flatMap((definition) => definition.samples.map((sample) => ({ label: `${definition.label}/${sample}`, folder: definition.folder, sample })));

  it.each(samples)('judges $label: one commonFunctional, the prerelease version, a function code', ({ folder, sample }) => {
    const message = JSON.parse(readFixture(folder, sample)) as unknown;
    expect(compileJmesPathRule('length(commonFunctional) == `1`')).toEqual({ valid: true });
    expect(evaluateJmesPathRule('length(commonFunctional) == `1`', message)).toBe(true);
    // The known error of the shared samples, as a rule sees it.
    expect(evaluateJmesPathRule("commonFunctional[0].afdDefinitionVersion == '001.04'", message)).toBe(false);
    expect(evaluateJmesPathRule("starts_with(commonFunctional[0].afdDefinitionVersion, '001.04')", message)).toBe(true);
    expect(evaluateJmesPathRule('commonFunctional[0].function', message)).toBeNull();
  });
});
