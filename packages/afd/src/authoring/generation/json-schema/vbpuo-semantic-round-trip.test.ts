import { describe, expect, it } from 'vitest';
import { fixturesPresent, realDefinitions } from '../../../../test/support/fixtures.ts';
import { generateAfd2Function } from './generate-afd2-function.ts';
import { input, library } from './demo-afd2-definition.testing.ts';
import { afd2SemanticDifferences } from './schema-semantics.testing.ts';
import { roundTrip } from './vbpuo-import.testing.ts';
import { CodeListLookup } from '../../../afd2/schema/code-list-ref.ts';
import { demoAfd2CodeLists } from '../../../afd2/corpus/demo-catalogue-content.ts';

// Issue 27: the standard's own files round-trip exactly — imported into a definition on their
// widened baseline and generated again, each VB-PUO schema admits per entity and attribute path
// what the original admits (schema-semantics.testing.ts).

describe.skipIf(!fixturesPresent).each(realDefinitions)('the VB-PUO definition $label, imported and generated again', (real) => {
  it('admits the same per path as the original, and the import warns about nothing', () => {
    const trip = roundTrip(real);
    expect(trip.imported.report.filter((line) => line.startsWith('Waarschuwing'))).toEqual([]);
    expect(afd2SemanticDifferences(trip.original, trip.generated, trip.lookup)).toEqual([]);
  });
});

it('the helper names what differs: a facet, a code subset, a required attribute', () => {
  const lookup = new CodeListLookup(demoAfd2CodeLists);
  const [original] = generateAfd2Function(input());
  const document = JSON.parse(original?.content ?? '') as { definitions: Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }> };
  const holder = document.definitions.partyPolicyHolder;
  if (!holder) throw new Error('no partyPolicyHolder');
  (holder.properties.surname as Record<string, unknown>).maxLength = 30;
  holder.required.push('surname');
  expect(library.afdVersion).toBe(2);
  expect(afd2SemanticDifferences(original?.content ?? '', JSON.stringify(document), lookup)).toEqual([
    { path: 'party-policyHolder@surname', aspect: 'required', left: false, right: true },
    { path: 'party-policyHolder@surname', aspect: 'facets', left: { maxLength: 40 }, right: { maxLength: 30 } },
  ]);
});
