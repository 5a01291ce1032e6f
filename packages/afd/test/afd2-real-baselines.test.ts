import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../src/model/baseline-library.ts';
import { nodeId } from '../src/model/node-id.ts';
import { parseAfd2BaselineSchema } from '../src/afd2/baseline/parse-baseline-schema.ts';
import { definitionCodeLists, definitionText, fixturesPresent, realDefinition, realDefinitions } from './support/fixtures.ts';

// Each real VB-PUO definition schema parsed as a baseline: the entity tree the authoring tool
// will edit. (Bron: SIVI – VB-PUO Standaard.)

function parse(code: string): BaselineLibrary {
  const definition = realDefinition(code);
  const result = parseAfd2BaselineSchema({ schemaText: definitionText(definition), codeLists: definitionCodeLists(definition) });
  if (!result.ok) throw new Error(JSON.stringify(result.messages));
  expect(result.messages).toEqual([]);
  return result.library;
}

function allNodes(nodes: readonly BaselineEntityNode[]): BaselineEntityNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}

function node(library: BaselineLibrary, path: string): BaselineEntityNode {
  const found = allNodes(library.roots).find((candidate) => candidate.path === path);
  if (found === undefined) throw new Error(`No node ${path}`);
  return found;
}

function attribute(library: BaselineLibrary, path: string): BaselineAttribute {
  const [entityPath = '', name] = path.split('@');
  const found = node(library, entityPath).attributes.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`No attribute ${path}`);
  return found;
}

const occurrences = (nodes: readonly BaselineEntityNode[]) => allNodes(nodes).map((entity) => `${entity.path} ${entity.minOccurs}..${entity.maxOccurs}`);

describe.skipIf(!fixturesPresent)('parseAfd2BaselineSchema on the real VB-PUO definitions', () => {
  it('builds the entity tree of Bericht 1 with entity type names and occurrences', () => {
    const library = parse('0001a');
    expect(library.jsonSchemaDraft).toBe('2019-09');
    expect(occurrences(library.roots)).toEqual([
      'chunking-default 0..1',
      'commonFunctional-default 1..1',
      'commonTechnical-default 1..1',
      'commonTechnical-default/party-receiver 1..1',
      'commonTechnical-default/party-sender 1..1',
      'commonTechnical-default/party-sender/party-contact 0..9',
      'document-default 0..99',
      'party-pensionProvider 1..1',
      'party-pensionProvider/pension-scheme 1..999',
      'party-pensionProvider/pension-scheme/financialInformation-reportingPeriod 1..1',
      'party-pensionProvider/pension-scheme/investment-portfolio 0..99',
      'party-pensionProvider/pension-scheme/pension-cohort 1..99999',
      'party-pensionProvider/pension-scheme/pension-cohort/investment-portfolio 0..99',
    ]);
    expect(node(library, 'party-pensionProvider/pension-scheme')).toMatchObject({ name: 'pension', entityTypeName: 'scheme' });
  });

  it.each([
    ['Bericht 2 Cashflow', '0001b', 'financialTransaction-cashflow 1..1', 'pension-cohort 0..99999'],
    ['Bericht 4 Rendementsinformatie', '00002', 'investment-portfolio 1..99', 'pension-cohort 0..99999'],
  ])('builds the entity tree of %s, whose scheme differs from Bericht 1', (_label, code, second, third) => {
    const library = parse(code);
    const scheme = 'party-pensionProvider/pension-scheme';
    expect(occurrences(library.roots).filter((line) => line.startsWith(scheme))).toEqual([
      `${scheme} 1..999`,
      `${scheme}/financialInformation-reportingPeriod 1..1`,
      `${scheme}/${second}`,
      `${scheme}/${third}`,
    ]);
    const required = (path: string) => node(library, path).attributes.filter((item) => item.required).map((item) => item.name);
    expect(required(`${scheme}/financialInformation-reportingPeriod`)).toEqual(['startDate', 'endDate']);
    expect(required('party-pensionProvider')).toEqual(['organizationName', 'puvCode']);
  });

  it('reads attribute data types, facets, required flags and descriptions', () => {
    const library = parse('0001a');
    expect(attribute(library, 'commonFunctional-default@afdDefinitionVersion')).toMatchObject({
      dataType: { type: 'string', isArray: false },
      facets: { maxLength: 80, const: '001.04' },
      required: true,
      description: expect.stringContaining('Version of the AFD-definition.'),
    });
    expect(attribute(library, 'commonFunctional-default@originalMessageId')).toMatchObject({ facets: { maxLength: 70 }, required: false });
    expect(attribute(library, 'commonTechnical-default@creationDateTime')).toMatchObject({ dataType: { type: 'timestamp', isArray: false }, facets: { format: 'date-time' } });
    expect(attribute(library, 'commonTechnical-default@testMessage')).toMatchObject({ dataType: { type: 'boolean', isArray: false }, required: false });
    expect(attribute(library, 'chunking-default@chunkFragmentPaths')).toMatchObject({ dataType: { type: 'string', isArray: true }, arrayFacets: {}, required: true });
    expect(attribute(library, 'chunking-default@chunkSequenceNumber').dataType).toEqual({ type: 'integer', isArray: false });
    expect(attribute(library, 'party-pensionProvider/pension-scheme@startAmount')).toMatchObject({ dataType: { type: 'decimal', isArray: false }, facets: { multipleOf: 0.01 } });
    expect(attribute(library, 'party-pensionProvider/pension-scheme/financialInformation-reportingPeriod@startDate')).toMatchObject({
      dataType: { type: 'date', isArray: false },
      facets: { format: 'date' },
    });
    expect(attribute(library, 'document-default@fileExtension')).toMatchObject({ codeList: null, facets: { enumeration: ['pdf', 'csv', 'txt'] } });
  });

  it('reads code-list subsets with their codes and resolves full lists from the local code list file', () => {
    const library = parse('0001a');
    expect(attribute(library, 'commonFunctional-default@function').codeList).toEqual({ name: 'ADNFUN', values: ['01', '02', '09', '54'] });
    expect(attribute(library, 'party-pensionProvider/pension-scheme/pension-cohort@participationStatus').codeList).toEqual({
      name: 'ADNDNS',
      values: ['16', '20', '35', '40', '80', '70'],
    });
    expect(attribute(library, 'party-pensionProvider@puvCode').codeList).toEqual({ name: 'AFDIDP', values: null });
    expect(attribute(library, 'party-pensionProvider/pension-scheme/pension-cohort@reserveType').codeList).toEqual({ name: 'AFDRES', values: null });
    expect(library.codeLists.map((list) => [list.name, list.values.length])).toEqual([['AFDIDP', 255], ['AFDRES', 9]]);
    expect(library.codeLists[0]?.values[0]).toEqual({ code: 'U0003', label: 'St. Pf. Openbare Bibliotheken' });
  });

  it('reads the 2020-12 feedback message ($defs, 2020-12 code list URL)', () => {
    const library = parse('Feedback');
    expect(library.jsonSchemaDraft).toBe('2020-12');
    expect(occurrences(library.roots)).toEqual([
      'commonFunctional-default 1..1',
      'commonTechnical-default 1..1',
      'commonTechnical-default/party-receiver 0..1',
      'commonTechnical-default/party-sender 0..1',
      'commonTechnical-default/party-sender/party-contact 0..9',
      'error-default 0..999',
      'party-pensionProvider 1..1',
    ]);
    expect(attribute(library, 'commonFunctional-default@statusType').codeList).toEqual({ name: 'ADNSTS', values: ['0', '8'] });
    expect(attribute(library, 'party-pensionProvider@puvCode')).toMatchObject({ codeList: { name: 'AFDIDP', values: null }, required: true });
    expect(library.codeLists.map((list) => list.name)).toEqual(['AFDIDP']);
  });

  it.each(realDefinitions.map((definition) => [definition.label, definition] as const))('gives every node of %s the deterministic id of its path', (_label, definition) => {
    const parseOnce = () => {
      const result = parseAfd2BaselineSchema({ schemaText: definitionText(definition), codeLists: definitionCodeLists(definition) });
      if (!result.ok) throw new Error(JSON.stringify(result.messages));
      return result.library;
    };
    const library = parseOnce();
    expect(parseOnce()).toEqual(library);
    const nodes = allNodes(library.roots);
    const attributes = nodes.flatMap((entity) => entity.attributes);
    for (const item of [...nodes, ...attributes]) expect(item.id).toBe(nodeId(item.path));
    const ids = [...nodes, ...attributes].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(nodes.every((entity) => entity.entityTypeName !== null && entity.path.endsWith(`${entity.name}-${entity.entityTypeName}`))).toBe(true);
  });
});
