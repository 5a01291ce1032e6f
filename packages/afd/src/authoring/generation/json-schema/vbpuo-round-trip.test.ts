import { beforeAll, describe, expect, it } from 'vitest';
import { fixturesPresent, readFixture, realDefinitions } from '../../../../test/support/fixtures.ts';
import { certifyJsonSchema } from '../../../afd2/certification/certify-json-schema.ts';
import type { JsonObject } from '../../../afd2/json/json-value.ts';
import type { CodeListLookup } from '../../../afd2/schema/code-list-ref.ts';
import { closeEntityArrays } from '../../../afd2/schema/entity-array.ts';
import { loadSchemaDocument } from '../../../afd2/schema/load-schema-document.ts';
import { object, roundTrip, type ValidationRules } from './vbpuo-import.testing.ts';

// Issue 13 point 2, on the four real VB-PUO definitions ("Bron: SIVI – VB-PUO Standaard"): import
// each into a definition on a baseline that covers it (the definition widened), generate again,
// and the new schema judges every shared sample message exactly as the original does with its
// entity arrays closed — the known afdDefinitionVersion error '001.04 (prerelease)' included — and
// certifies against the baseline. The original as published leaves its arrays open; the generated
// schema closes them (ADR 0057), and one shared sample shows the difference (see the end).

function verdict(validate: ReturnType<typeof compile>, message: unknown) {
  const valid = validate(message) as boolean;
  return { valid, errors: (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`).sort() };
}

function compile(text: string, lookup: CodeListLookup, { allErrors = false } = {}) {
  const loaded = loadSchemaDocument(text, lookup, { forMessages: allErrors });
  if (!loaded.ok) throw new Error(loaded.messages.map((message) => message.description).join('\n'));
  return loaded.loaded.validate;
}

/** The schema with its entity arrays closed as the portal generates them (entity-array.ts). */
function closed(text: string): string {
  const document = object(text);
  expect(closeEntityArrays(document)).toBeGreaterThan(0);
  return JSON.stringify(document);
}

/**
 * The shared samples that hold an entity item matching none of its array's clauses (there: a
 * pension with a participationStatus outside the definition's subset), which the open original
 * lets through uncounted and a closed schema refuses.
 */
const uncountedItems: Record<string, { samples: string[]; item: string }> = {
  // Both samples of 0001a hold the same pension (participationStatus '12'); the second adds investments.
  'Bericht 1 Vermogen (0001a)': { samples: ['Voorbeeldbericht_1.json', 'Voorbeeldbericht_2.json'], item: '/party/0/pension/0/pension/1' },
};

/** A sample with the known afdDefinitionVersion mistake corrected. */
function corrected(message: unknown): { commonFunctional: { afdDefinitionVersion: string }[] } {
  const fixed = structuredClone(message) as { commonFunctional: { afdDefinitionVersion: string }[] };
  fixed.commonFunctional[0]!.afdDefinitionVersion = '001.04';
  return fixed;
}

describe.skipIf(!fixturesPresent).each(realDefinitions)('the VB-PUO definition $label imported and generated again', (real) => {
  // Read in beforeAll, not while collecting: a skipped describe is still collected, and without
  // ../shared there is nothing to read.
  let trip: ReturnType<typeof roundTrip>;
  beforeAll(() => {
    trip = roundTrip(real);
  });

  it('imports without findings', () => {
    expect(trip.imported.report).toHaveLength(1);
    expect(trip.imported.ok).toBe(true);
  });

  it('certifies against the baseline it was imported on', () => {
    const result = certifyJsonSchema({ schemaText: trip.generated, baseline: trip.library, codeLists: trip.codeLists });
    expect(result.messages.filter((message) => message.severity !== 0)).toEqual([]);
  });

  it(`is written in draft ${real.draft}, as the original`, () => {
    expect(object(trip.generated)).toHaveProperty(real.draft === '2019-09' ? 'definitions' : '$defs');
  });

  it("carries the original's //comment, common functional data and rules, and fixes afdDefinitionVersion from the definition's version, not as an own choice", () => {
    expect(object(trip.generated)['//comment']).toEqual(object(trip.original)['//comment']);
    const rules = JSON.parse(trip.rulesFile) as ValidationRules;
    expect(rules.commonFunctional).toEqual(trip.originalRules.commonFunctional);
    expect(rules.rule.map(({ id, test }) => ({ id, test }))).toEqual(trip.originalRules.rule.map(({ id, test }) => ({ id, test })));
    const versionChoice = Object.entries(trip.imported.attributes).find(([path]) => path.endsWith('@afdDefinitionVersion'))?.[1];
    expect(versionChoice?.facets.const).toBeUndefined();
    expect(trip.generated).toContain(`"const": "${trip.originalRules.commonFunctional.definitionVersion}"`);
  });

  it('refers to the same code lists as the original, spelt alike, and writes them beside it as the original set does', () => {
    const remoteRefs = (text: string) => [...new Set([...text.matchAll(/"\$ref": "(https:[^"]+)"/g)].map((match) => match[1]))].sort();
    expect(remoteRefs(trip.generated)).toEqual(remoteRefs(trip.original));
    const container = real.draft === '2019-09' ? 'definitions' : '$defs';
    const originalLists = object(readFixture(real.folder, `${real.baseName}-afdCodelists.json`));
    const generatedLists = object(trip.codeListsFile);
    expect(generatedLists.$schema).toBe(originalLists.$schema);
    expect(Object.keys(generatedLists[container] as JsonObject)).toEqual(Object.keys(originalLists[container] as JsonObject));
  });

  it.skipIf(real.samples.length === 0)('judges every shared sample message, and variants of it, exactly as the original does with its entity arrays closed', () => {
    const original = compile(closed(trip.original), trip.lookup);
    const generated = compile(trip.generated, trip.lookup);
    for (const sample of real.samples) {
      const message = JSON.parse(readFixture(real.folder, sample)) as Record<string, unknown>;
      const fixed = corrected(message);
      const withoutFunctional = { ...message, commonFunctional: [] };
      // The entity arrays the original requires and the baseline (widened) leaves optional: the import reads them as V (ADR 0056).
      const leftOut = ['commonFunctional', 'commonTechnical', 'party'].map((name) => Object.fromEntries(Object.entries(fixed).filter(([key]) => key !== name)));
      for (const variant of [message, fixed, withoutFunctional, ...leftOut]) expect(verdict(generated, variant), sample).toEqual(verdict(original, variant));
      for (const variant of leftOut) expect(verdict(generated, variant).valid).toBe(false);
      // The known error of the shared samples stays an error; corrected, the sample is valid, unless it holds an uncounted item.
      expect(verdict(generated, message).valid).toBe(false);
      expect(verdict(generated, fixed).valid, sample).toBe(!(uncountedItems[real.label]?.samples.includes(sample) ?? false));
    }
  });

  const uncounted = uncountedItems[real.label];
  it.runIf(uncounted !== undefined).each(uncounted?.samples ?? [])('refuses %s, whose pension outside the subset only the open original lets through uncounted', (sample) => {
    const item = uncounted?.item ?? '';
    const fixed = corrected(JSON.parse(readFixture(real.folder, sample)));
    const open = compile(trip.original, trip.lookup, { allErrors: true });
    const closedForms = [compile(closed(trip.original), trip.lookup, { allErrors: true }), compile(trip.generated, trip.lookup, { allErrors: true })];
    expect(open(fixed)).toBe(true);
    for (const validate of closedForms) {
      expect(validate(fixed)).toBe(false);
      // Every error is the item's own or an array above it that no longer counts what holds it.
      const places = new Set((validate.errors ?? []).map((error) => error.instancePath));
      expect([...places].filter((place) => !item.startsWith(place) && !place.startsWith(item))).toEqual([]);
    }
    // The item is a pension whose participationStatus lies outside the definition's subset.
    const pensions = (fixed as unknown as { party: { pension: { pension: { participationStatus: string }[] }[] }[] }).party[0]!.pension[0]!.pension;
    expect(pensions[1]?.participationStatus).toBe('12');
    const withoutItem = structuredClone(fixed) as typeof fixed & { party: { pension: { pension: unknown[] }[] }[] };
    withoutItem.party[0]!.pension[0]!.pension.splice(1, 1);
    for (const validate of [open, ...closedForms]) expect(validate(withoutItem)).toBe(true);
  });
});
