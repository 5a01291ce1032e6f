import { afterEach, describe, expect, it, vi } from 'vitest';
import { editJson } from '../../../test/support/json-edit.ts';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from './certify-json-schema.ts';

// What the server will be fed: each input is refused with its Dutch message, nothing is fetched,
// and nothing runs away (nesting, reference cycles, references that fan out).

const baseline = demoAfd2BaselineLibrary();
const baselineText = demoAfd2BaselineSchemaText();
const draft2019 = 'https://json-schema.org/draft/2019-09/schema';

function refusal(schemaText: string): [string, string][] {
  const result = certifyJsonSchema({ schemaText, baseline, codeLists: demoAfd2CodeLists });
  expect(result.manualValidation).toBe(false);
  expect(result.messages.every((message) => message.severity === 1)).toBe(true);
  return result.messages.map((message) => [message.message, message.description]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('certifyJsonSchema: hostile input', () => {
  it('refuses text that is not JSON, naming line and column', () => {
    expect(refusal('{\n  "$schema": ')).toEqual([['Het bestand is geen geldige JSON', 'Het bestand houdt onverwacht op (regel 2, kolom 14).']]);
  });

  it('refuses an empty file', () => {
    expect(refusal('')).toEqual([['Het bestand is leeg', 'Er is geen JSON Schema ontvangen.']]);
  });

  it('refuses JSON that is not an object', () => {
    expect(refusal('[{"$schema": "x"}]')).toEqual([['Het bestand is geen JSON Schema', 'Een JSON Schema is een JSON-object; dit bestand bevat een array. Plaats: /']]);
    expect(refusal('"schema"')).toEqual([['Het bestand is geen JSON Schema', 'Een JSON Schema is een JSON-object; dit bestand bevat een tekst. Plaats: /']]);
  });

  it('refuses a JSON object without $schema and a schema of another draft', () => {
    expect(refusal('{"naam": "geen schema"}')).toEqual([
      ['Het schema noemt geen JSON Schema-versie', '$schema ontbreekt; AFD 2.0 gebruikt draft 2019-09 of 2020-12. Plaats: /$schema'],
    ]);
    expect(refusal('{"$schema": "http://json-schema.org/draft-07/schema#"}')).toEqual([
      [
        'JSON Schema-versie wordt niet ondersteund',
        "$schema is 'http://json-schema.org/draft-07/schema#'; AFD 2.0 gebruikt draft 2019-09 of 2020-12. Plaats: /$schema",
      ],
    ]);
  });

  it('refuses a $ref to anything that is not a local definition or a known code list, and never fetches', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const remote = editJson(baselineText, '/definitions/claimDefault/properties/claimNumber', (attribute) => (attribute.$ref = 'https://evil.example/x.json#/definitions/x'));
    expect(refusal(remote)).toEqual([
      [
        'Verwijzing naar een onbekende bron',
        "De verwijzing 'https://evil.example/x.json#/definitions/x' wijst niet naar een definitie in dit schema en niet naar een codelijst van de standaard; externe bronnen worden nooit opgehaald. Plaats: /definitions/claimDefault/properties/claimNumber/$ref",
      ],
    ]);
    const relative = editJson(baselineText, '/properties/policy/allOf/0/contains', (contains) => (contains.$ref = 'policy.json#/definitions/policyDefault'));
    expect(refusal(relative)[0]?.[0]).toBe('Verwijzing naar een onbekende bron');
    const unknownList = editJson(baselineText, '/definitions/claimDefault/properties/injuries', (attribute) => {
      attribute.$ref = 'https://www.sivi.org/afd-online-tool/json/ADNXXX.json#/definitions/ADNXXX';
    });
    expect(refusal(unknownList)).toEqual([
      [
        'Codelijst ADNXXX is onbekend',
        'Deze codelijst staat niet in de datacatalogus of de baseline en wordt niet van internet opgehaald. Plaats: /definitions/claimDefault/properties/injuries/$ref',
      ],
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a $ref to a definition that does not exist', () => {
    const text = editJson(baselineText, '/properties/policy/allOf/0/contains', (contains) => (contains.$ref = '#/definitions/nowhere'));
    expect(refusal(text)).toEqual([
      ['Verwijzing naar een ontbrekende definitie', "De verwijzing '#/definitions/nowhere' wijst naar een plek die niet in dit schema bestaat. Plaats: /properties/policy/allOf/0/contains/$ref"],
    ]);
  });

  it('refuses absurdly deep nesting without exhausting the stack', () => {
    expect(refusal('['.repeat(200_000))).toEqual([['Het bestand is te diep genest', 'Te diep genest (meer dan 64 niveaus) (regel 1, kolom 65).']]);
    const nestedNot = `{"$schema": "${draft2019}", "not": ${'{"not": '.repeat(100)}{}${'}'.repeat(100)}}`;
    expect(refusal(nestedNot)[0]?.[0]).toBe('Het bestand is te diep genest');
  });

  it('refuses entities that contain themselves', () => {
    const text = editJson(baselineText, '/definitions/claimDefault/properties', (properties) => {
      properties.claim = { type: 'array', allOf: [{ minContains: 0, maxContains: 1, contains: { $ref: '#/definitions/claimDefault' } }] };
    });
    expect(refusal(text)).toContainEqual([
      'Kringverwijzing tussen entiteiten',
      "De verwijzing '#/definitions/claimDefault' leidt terug naar een entiteit waarin zij zelf staat; een berichtstructuur is eindig. Plaats: /definitions/claimDefault/properties/claim/allOf/0/contains/$ref",
    ]);
  });

  it('refuses references that fan out into an astronomically large tree, quickly', () => {
    // Level i has ten entity arrays that all refer to level i+1: 10^12 entities from a 6 kB schema.
    const definitions: Record<string, unknown> = {};
    for (let level = 0; level < 12; level++) {
      const properties: Record<string, unknown> = { entityType: { type: 'string', const: 'default' } };
      for (let branch = 0; branch < 10; branch++) {
        properties[`e${branch}`] = { type: 'array', allOf: [{ minContains: 0, maxContains: 1, contains: { $ref: `#/definitions/level${level + 1}` } }] };
      }
      definitions[`level${level}`] = { type: 'object', additionalProperties: false, required: ['entityType'], properties };
    }
    definitions.level12 = { type: 'object', additionalProperties: false, required: ['entityType'], properties: { entityType: { type: 'string', const: 'default' } } };
    const schema = {
      $schema: draft2019,
      definitions,
      type: 'object',
      additionalProperties: false,
      properties: { root: { type: 'array', allOf: [{ minContains: 0, maxContains: 1, contains: { $ref: '#/definitions/level0' } }] } },
    };
    const started = Date.now();
    expect(refusal(JSON.stringify(schema))).toEqual([['Het schema is te groot', 'Het schema beschrijft meer dan 100000 entiteiten en attributen.']]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a schema that is not valid against its draft, naming the place', () => {
    const text = editJson(baselineText, '/definitions/claimDefault/properties/claimNumber', (attribute) => (attribute.maxLength = -1));
    expect(refusal(text)).toEqual([
      ['Het schema is niet geldig volgens JSON Schema 2019-09', 'De waarde moet >= 0 zijn. Plaats: /definitions/claimDefault/properties/claimNumber/maxLength'],
    ]);
  });

  it('refuses a schema that does not compile', () => {
    const text = editJson(baselineText, '/definitions/claimDefault/properties/claimNumber', (attribute) => (attribute.pattern = '(['));
    expect(refusal(text)[0]?.[0]).toBe('Het schema kan niet worden gecompileerd');
  });

  it('refuses a JSON Schema that is not in the AFD 2.0 shape', () => {
    const text = editJson(baselineText, '/properties', (properties) => (properties.remark = { type: 'string' }));
    expect(refusal(text)).toEqual([
      [
        'Element remark is geen AFD 2.0-entiteit',
        'Een entiteit is een array (type array) met per entiteittype een allOf-item {minContains, maxContains, contains: {$ref}}. Plaats: /properties/remark',
      ],
    ]);
  });

  it('refuses to certify against an AFD 1.0 baseline', () => {
    const result = certifyJsonSchema({ schemaText: baselineText, baseline: { ...baseline, afdVersion: 1 }, codeLists: demoAfd2CodeLists });
    expect(result.messages.map((message) => message.message)).toEqual(['De baseline is geen AFD 2.0-baseline']);
  });
});
