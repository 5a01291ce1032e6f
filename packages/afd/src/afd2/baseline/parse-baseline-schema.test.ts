import { describe, expect, it } from 'vitest';
import { nodeId } from '../../model/node-id.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { parseAfd2BaselineSchema } from './parse-baseline-schema.ts';

function parseDemo() {
  const result = parseAfd2BaselineSchema({ schemaText: demoAfd2BaselineSchemaText(), codeLists: demoAfd2CodeLists });
  if (!result.ok) throw new Error(JSON.stringify(result.messages));
  return result;
}

describe('parseAfd2BaselineSchema', () => {
  it('builds the entity tree with entity type names and occurrences', () => {
    const { library } = parseDemo();
    expect(library.afdVersion).toBe(2);
    expect(library.jsonSchemaDraft).toBe('2019-09');
    expect(library.targetNamespace).toBeNull();
    const shape = (nodes: typeof library.roots): unknown[] =>
      nodes.map((node) => [node.path, node.entityTypeName, node.minOccurs, node.maxOccurs, shape(node.children)]);
    expect(shape(library.roots)).toEqual([
      ['commonFunctional-default', 'default', 1, 1, []],
      ['commonTechnical-default', 'default', 1, 1, [['commonTechnical-default/party-sender', 'sender', 1, 1, []]]],
      ['party-policyHolder', 'policyHolder', 0, 1, []],
      [
        'policy-default',
        'default',
        1,
        1,
        [
          ['policy-default/object-car', 'car', 0, 9, []],
          ['policy-default/object-trailer', 'trailer', 0, 9, []],
          ['policy-default/claim-default', 'default', 0, 99, []],
        ],
      ],
    ]);
  });

  it('gives each node and attribute the deterministic id of its path', () => {
    const first = parseDemo().library;
    const second = parseDemo().library;
    expect(second).toEqual(first);
    const claim = first.roots[3]?.children[2];
    expect(claim?.id).toBe(nodeId('policy-default/claim-default'));
    expect(claim?.attributes[0]?.id).toBe(nodeId('policy-default/claim-default@claimNumber'));
  });

  it('reads data types, facets, required flags, descriptions and full code lists', () => {
    const { library } = parseDemo();
    const claim = library.roots[3]?.children[2];
    const byName = (name: string) => claim?.attributes.find((attribute) => attribute.name === name);
    expect(byName('claimNumber')).toMatchObject({ dataType: { type: 'string', isArray: false }, facets: { maxLength: 35 }, required: true, description: 'Schadenummer.' });
    expect(byName('claimDate')).toMatchObject({ dataType: { type: 'date', isArray: false }, facets: { format: 'date' }, required: true });
    expect(byName('claimTime')).toMatchObject({ dataType: { type: 'time', isArray: false }, required: false });
    expect(byName('damageAmount')).toMatchObject({ dataType: { type: 'decimal', isArray: false }, facets: { multipleOf: 0.01 } });
    expect(byName('claimType')).toMatchObject({ codeList: { name: 'ADNSCH', values: null }, dataType: { type: 'string', isArray: false } });
    const emails = library.roots[2]?.attributes.find((attribute) => attribute.name === 'emailAddresses');
    expect(emails).toMatchObject({ dataType: { type: 'string', isArray: true }, facets: { maxLength: 80 }, arrayFacets: {} });
    expect(library.codeLists.map((list) => [list.name, list.values.length])).toEqual([['ADNBRA', 4], ['ADNFUN', 6], ['ADNLOG', 2], ['ADNSCH', 5]]);
  });

  it('keeps no JSON pointers or other reader fields in the library', () => {
    const node = parseDemo().library.roots[0];
    expect(Object.keys(node ?? {}).sort()).toEqual(['attributes', 'children', 'description', 'entityTypeName', 'id', 'maxOccurs', 'minContains', 'minOccurs', 'name', 'path']);
    expect(Object.keys(node?.attributes[0] ?? {}).sort()).toEqual(['arrayFacets', 'codeList', 'dataType', 'description', 'facets', 'format', 'id', 'name', 'path', 'required']);
  });

  it('rejects a baseline whose full code list is not supplied locally', () => {
    const result = parseAfd2BaselineSchema({ schemaText: demoAfd2BaselineSchemaText(), codeLists: demoAfd2CodeLists.filter((list) => list.name !== 'ADNSCH') });
    expect(result).toEqual({
      ok: false,
      messages: [
        {
          severity: 1,
          message: 'Codelijst ADNSCH is onbekend',
          description:
            'Deze codelijst staat niet in de datacatalogus of de baseline en wordt niet van internet opgehaald. Plaats: /definitions/claimDefault/properties/claimType/$ref',
        },
      ],
    });
  });

  it('warns about constructs the library does not model', () => {
    const schema = JSON.parse(demoAfd2BaselineSchemaText());
    schema.definitions.claimDefault.patternProperties = { '^x-': {} };
    const result = parseAfd2BaselineSchema({ schemaText: JSON.stringify(schema), codeLists: demoAfd2CodeLists });
    expect(result).toMatchObject({
      ok: true,
      messages: [
        {
          severity: 0,
          message: 'Sleutelwoord patternProperties wordt niet opgenomen',
          description: 'De baseline library modelleert patternProperties op deze plek niet; certificering toetst er niet op. Plaats: /definitions/claimDefault/patternProperties',
        },
      ],
    });
  });

  it('rejects a schema without entity arrays', () => {
    const schema = JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', additionalProperties: false, properties: {} });
    expect(parseAfd2BaselineSchema({ schemaText: schema, codeLists: [] })).toEqual({
      ok: false,
      messages: [{ severity: 1, message: 'De baseline bevat geen entiteiten', description: 'Onder properties staat geen entiteit-array. Plaats: /properties' }],
    });
  });
});
