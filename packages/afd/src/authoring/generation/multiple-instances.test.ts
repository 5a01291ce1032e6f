import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { nodeId } from '../../model/node-id.ts';
import { untouchedAttribute, untouchedEntity, type Definition } from '../definition.ts';
import { multipleInstancesProblems, multipleInstancesTexts } from './multiple-instances.ts';

const attribute = (path: string, required = false): BaselineAttribute => ({
  id: nodeId(path),
  path,
  name: path.slice(path.indexOf('@') + 1),
  description: path,
  format: 'AN..35',
  dataType: null,
  codeList: null,
  facets: {},
  arrayFacets: null,
  required,
});

const entity = (path: string, extra: Partial<BaselineEntityNode> = {}): BaselineEntityNode => ({
  id: nodeId(path),
  path,
  name: path.split('/').pop() as string,
  entityTypeName: null,
  description: path,
  minOccurs: 0,
  maxOccurs: 1,
  attributes: [],
  children: [],
  ...extra,
});

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: 'urn:test',
  codeLists: [],
  roots: [
    entity('PP', {
      minOccurs: 1,
      attributes: [attribute('PP@PP_NUMMER', true)],
      children: [
        entity('PP/AL', { maxOccurs: 'unbounded', attributes: [attribute('PP/AL@AL_REG')], children: [entity('PP/AL/DA', { maxOccurs: 3, attributes: [attribute('PP/AL/DA@DA_NR')] })] }),
        entity('PP/VP', { maxOccurs: 5, attributes: [attribute('PP/VP@VP_NAAM')] }),
      ],
    }),
  ],
};

function definitionWith(overrides: Partial<Definition>): Definition {
  return {
    organisation: 'Polderzeker',
    basedOn: 'SIVI-Reis-Particulier',
    baselineLibraryId: 'lib-1',
    revision: 1,
    properties: { name: 'Reis', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
    functions: [
      { name: 'offerte', active: true, custom: false },
      { name: 'mutatie', active: true, custom: false },
    ],
    entities: {},
    attributes: {},
    compositions: {},
    ...overrides,
  };
}

describe('the multiple-instances check of a function', () => {
  it('names an entity that may repeat in the function while none of its attributes or children is there', () => {
    const definition = definitionWith({ entities: { 'PP/VP': { ...untouchedEntity(), selected: true } }, attributes: {} });
    const withFive = definitionWith({ entities: { 'PP/VP': { selected: true, maxOccursByFunction: { offerte: 5 } } } });
    expect(multipleInstancesProblems(library, definition, 'offerte')).toEqual([multipleInstancesTexts.indistinguishable('PP/VP', 'offerte', 5)]);
    expect(multipleInstancesProblems(library, withFive, 'offerte')[0]).toContain("mag in functie 'offerte' 5 keer voorkomen");
  });

  it('is content once an attribute of the entity is present in that function, and judges each function on its own', () => {
    const definition = definitionWith({
      entities: { 'PP/VP': { ...untouchedEntity(), selected: true } },
      attributes: { 'PP/VP@VP_NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O' } } },
    });
    expect(multipleInstancesProblems(library, definition, 'offerte')).toEqual([]);
    expect(multipleInstancesProblems(library, definition, 'mutatie')).toEqual([multipleInstancesTexts.indistinguishable('PP/VP', 'mutatie', 5)]);
  });

  it('counts a child entity present in the function as what tells the instances apart, and follows it down', () => {
    const definition = definitionWith({
      entities: { 'PP/AL': { ...untouchedEntity(), selected: true }, 'PP/AL/DA': { ...untouchedEntity(), selected: true } },
    });
    // AL has DA below it; DA itself repeats (3) with nothing in it.
    expect(multipleInstancesProblems(library, definition, 'offerte')).toEqual([multipleInstancesTexts.indistinguishable('PP/AL/DA', 'offerte', 3)]);
  });

  it('leaves out entities excluded from the function, limited to one there, or not selected', () => {
    const definition = definitionWith({
      entities: {
        'PP/AL': { selected: true, maxOccursByFunction: { offerte: 0, mutatie: 1 } },
        'PP/VP': { selected: false, maxOccursByFunction: {} },
      },
    });
    expect(multipleInstancesProblems(library, definition, 'offerte')).toEqual([]);
    expect(multipleInstancesProblems(library, definition, 'mutatie')).toEqual([]);
  });
});
