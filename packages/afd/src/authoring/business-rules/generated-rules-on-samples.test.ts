import { describe, expect, it } from 'vitest';
import { fixturesPresent, readFixture, realDefinitions } from '../../../test/support/fixtures.ts';
import type { Definition } from '../definition.ts';
import { validationRulesFile } from '../generation/json-schema/companion-files.ts';
import { evaluateJmesPathRule } from './jmespath-rule.ts';
import { businessRuleProblems, type BusinessRuleInput } from './rule-problems.ts';

// Issue 14: AFD 2.0 verbandscontroles go from the editor through a save's checks into the
// generated -validationRules.json, and each rule as written there judges the standards body's
// sample messages as expected: the ones that hold true, the prerelease version (the samples' known
// error) and a wrong party false.

const definitionFor = (name: string): Definition => ({
  organisation: 'SIVI',
  basedOn: 'VBPUO',
  baselineLibraryId: 'vbpuo',
  revision: 1,
  properties: { name, definitionVersion: '001.04', brancheCode: '', porCode: '', ingangsdatum: '01-01-2026', einddatum: '', riskCarrier: '', productSegment: 0, tag: 'VBPUO', changelog: '' },
  functions: [{ name: 'Bericht', active: true, custom: false }],
  entities: {},
  attributes: {},
  compositions: {},
});

const rulesFor = (baseName: string): (BusinessRuleInput & { expected: boolean })[] =>
  [
    { name: 'BR1', expression: "length(commonTechnical[0].party[?entityType == 'sender']) == `1`", message: 'Precies één verzender.', expected: true },
    { name: 'BR2', expression: `commonFunctional[0].afdDefinitionName == '${baseName}'`, message: 'Het bericht noemt zijn definitie.', expected: true },
    { name: 'BR3', expression: 'commonTechnical[0].testMessage == `false`', message: 'Geen testbericht.', expected: true },
    { name: 'BR4', expression: "commonFunctional[0].afdDefinitionVersion == '001.04'", message: 'Versie 001.04.', expected: false },
    { name: 'BR5', expression: "party[0].entityType == 'employer'", message: 'De eerste partij is de werkgever.', expected: false },
  ].map((rule) => ({ ...rule, source: '', type: 'jmespath' as const }));

describe.skipIf(!fixturesPresent)('AFD 2.0 verbandscontroles, generated, on the VB-PUO sample messages', () => {
  // Only names while collecting (a skipped describe is still collected): the files are read in the test.
  const samples = realDefinitions.flatMap((definition) => definition.samples.map((sample) => ({ label: `${definition.label}/${sample}`, definition, sample })));

  it.each(samples)('$label: each rule from -validationRules.json gives the expected verdict', ({ definition, sample }) => {
    const rules = rulesFor(definition.baseName);
    expect(businessRuleProblems(rules, { afdVersion: 2, attributeNames: new Set() })).toEqual({});
    const written = JSON.parse(validationRulesFile(definitionFor('VBPUO'), 'Bericht', rules)) as { rule: { id: string; test: string; message: string }[] };
    const message = JSON.parse(readFixture(definition.folder, sample)) as unknown;
    const verdicts = Object.fromEntries(written.rule.map((rule) => [rule.id, evaluateJmesPathRule(rule.test, message)]));
    expect(verdicts).toEqual(Object.fromEntries(rules.map((rule) => [rule.name, rule.expected])));
    expect(written.rule.map((rule) => rule.message)).toEqual(rules.map((rule) => rule.message));
  });
});
