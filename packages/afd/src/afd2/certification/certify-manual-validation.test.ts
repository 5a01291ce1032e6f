import { describe, expect, it } from 'vitest';
import { editJson } from '../../../test/support/json-edit.ts';
import { isCertifiable } from '../../model/certification.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from './certify-json-schema.ts';
import type { JsonObject } from '../json/json-value.ts';
import { closeEntityArrays } from '../schema/entity-array.ts';

// Constructs the checker cannot decide set manual validation and say why, as a warning. Each
// definition's entity arrays are closed after its edit, as the portal generates them, so that only
// the construct under test asks for manual validation (open arrays: keyword-table.test.ts).

const baseline = demoAfd2BaselineLibrary();
const baselineText = demoAfd2BaselineSchemaText();
const claim = '/definitions/claimDefault';

/** The definition with its entity arrays closed. */
const closed = (schemaText: string) => editJson(schemaText, '', (root) => closeEntityArrays(root as JsonObject));

function manualOnly(schemaText: string, against = baseline) {
  const result = certifyJsonSchema({ schemaText: closed(schemaText), baseline: against, codeLists: demoAfd2CodeLists });
  expect(result.manualValidation).toBe(true);
  expect(isCertifiable(result)).toBe(false);
  expect(result.messages.every((message) => message.severity === 0)).toBe(true);
  return result.messages.map((message) => [message.message, message.description]);
}

describe('certifyJsonSchema: manual validation', () => {
  it('asks for manual validation of patternProperties, which can admit attributes the baseline lacks', () => {
    const text = editJson(baselineText, claim, (definition) => (definition.patternProperties = { '^x': { type: 'string' } }));
    expect(manualOnly(text)).toEqual([
      [
        'Handmatige validatie nodig: patternProperties',
        'patternProperties kan attributen toestaan die de baseline niet kent. Een certificeerder beoordeelt dit deel. Plaats: /definitions/claimDefault/patternProperties',
      ],
    ]);
  });

  it('asks for manual validation of if/then/else', () => {
    const text = editJson(baselineText, claim, (definition) => Object.assign(definition, { if: { required: ['injuries'] }, then: { required: ['damageAmount'] } }));
    expect(manualOnly(text).map(([message]) => message)).toEqual(['Handmatige validatie nodig: if', 'Handmatige validatie nodig: then']);
    expect(manualOnly(text)[0]?.[1]).toBe(
      'Een voorwaardelijke regel (if/then/else) hangt af van de inhoud van een bericht. Een certificeerder beoordeelt dit deel. Plaats: /definitions/claimDefault/if',
    );
  });

  it('asks for manual validation of $dynamicRef in a 2020-12 schema', () => {
    let text = editJson(baselineText, '', (root) => (root.$schema = 'https://json-schema.org/draft/2020-12/schema'));
    text = editJson(text, `${claim}/properties/claimNumber`, (attribute) => (attribute.$dynamicRef = '#/definitions/claimDefault'));
    expect(manualOnly(text)).toEqual([
      [
        'Handmatige validatie nodig: $dynamicRef',
        'Een dynamische verwijzing wordt pas bij het valideren van een bericht bepaald. Een certificeerder beoordeelt dit deel. Plaats: /definitions/claimDefault/properties/claimNumber/$dynamicRef',
      ],
    ]);
  });

  it('asks for manual validation of a pattern that differs from the baseline pattern', () => {
    const patterned = editJson(baselineText, '/definitions/objectCar/properties/licensePlate', (attribute) => (attribute.pattern = '^[A-Z0-9-]+$'));
    const parsed = parseAfd2BaselineSchema({ schemaText: patterned, codeLists: demoAfd2CodeLists });
    if (!parsed.ok) throw new Error('baseline');
    const text = editJson(patterned, '/definitions/objectCar/properties/licensePlate', (attribute) => (attribute.pattern = '^[A-Z]{2}-[0-9]{3}-[A-Z]$'));
    expect(manualOnly(text, parsed.library)).toEqual([
      [
        'Handmatige validatie nodig: pattern van attribuut licensePlate',
        "Het pattern '^[A-Z]{2}-[0-9]{3}-[A-Z]$' wijkt af van het pattern '^[A-Z0-9-]+$' van de baseline; of het smaller is, is niet automatisch te bepalen. Plaats: /definitions/objectCar/properties/licensePlate/pattern",
      ],
    ]);
    expect(certifyJsonSchema({ schemaText: patterned, baseline: parsed.library, codeLists: demoAfd2CodeLists })).toEqual({ messages: [], manualValidation: false });
  });

  it('asks for manual validation of a oneOf of schemas rather than of codes', () => {
    const text = editJson(baselineText, `${claim}/properties/claimNumber`, (attribute) => (attribute.oneOf = [{ maxLength: 10 }, { pattern: '^C' }]));
    expect(manualOnly(text)[0]?.[0]).toBe('Handmatige validatie nodig: oneOf');
  });

  it('reports errors and manual reasons together, errors first', () => {
    let text = editJson(baselineText, claim, (definition) => (definition.not = { required: ['claimTime'] }));
    text = editJson(text, `${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 36));
    const result = certifyJsonSchema({ schemaText: closed(text), baseline, codeLists: demoAfd2CodeLists });
    expect(result.manualValidation).toBe(true);
    expect(result.messages.map((message) => [message.severity, message.message])).toEqual([
      [1, 'maxLength van attribuut claimNumber is ruimer dan de baseline'],
      [0, 'Handmatige validatie nodig: not'],
    ]);
  });
});
