import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import { nodeId } from '../model/node-id.ts';
import { testAttribute } from '../model/baseline-library.testing.ts';
import { untouchedAttribute, untouchedEntity, type Definition } from './definition.ts';
import { isExcludedFromFunction, isShownInTree, mergedTree } from './merged-tree.ts';

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}) => testAttribute(path, { description: `Omschrijving ${path}`, ...extra });

function entity(path: string, extra: Partial<BaselineEntityNode> = {}): BaselineEntityNode {
  return { id: nodeId(path), path, name: path.split('/').pop() as string, entityTypeName: null, description: path, minOccurs: 0, maxOccurs: 1, attributes: [], children: [], ...extra };
}

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: 'http://www.sivi.org/berichtschema',
  codeLists: [],
  roots: [
    entity('PP', {
      minOccurs: 1,
      attributes: [attribute('PP@PP_NUMMER', { required: true }), attribute('PP@PP_NAAM')],
      children: [entity('PP/AL', { maxOccurs: 'unbounded', attributes: [attribute('PP/AL@AL_REG', { codeList: { name: 'ADNLOG', values: null } })] }), entity('PP/VP', { maxOccurs: 5 })],
    }),
  ],
};

const definition: Definition = {
  organisation: 'Polderzeker',
  basedOn: 'SIVI-Reis-Particulier',
  baselineLibraryId: 'lib-1',
  revision: 3,
  properties: { name: 'Reis', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
  functions: [
    { name: 'offerte', active: true, custom: false },
    { name: 'mutatie', active: false, custom: true },
  ],
  entities: { 'PP/AL': { ...untouchedEntity(), selected: true, maxOccursByFunction: { offerte: 3, mutatie: 0 } } },
  attributes: {
    'PP@PP_NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O' }, customOptionList: ['A', 'B'], facets: { maxLength: 20 } },
    'PP@PP_NUMMER': { ...untouchedAttribute(), presenceByFunction: { offerte: 'N' } },
  },
  compositions: {},
};

describe('the merged tree', () => {
  const [root] = mergedTree(library, definition);
  if (!root) throw new Error('no root');
  const [al, vp] = root.children;

  it('shows a required entity as selected and an untouched optional one as not selected', () => {
    expect(root.isSelected).toBe(true);
    expect(vp?.isSelected).toBe(false);
    expect(isShownInTree(vp!)).toBe(false);
    expect(al?.isSelected).toBe(true);
  });

  it("gives each function the entity's chosen maximum, or the baseline's when none was chosen", () => {
    expect(al?.occursByFunction).toEqual([
      { functionName: 'offerte', maxOccurs: 3, minOccurs: 0 },
      { functionName: 'mutatie', maxOccurs: 0, minOccurs: 0 },
    ]);
    expect(vp?.occursByFunction[0]?.maxOccurs).toBe(5);
    expect(isExcludedFromFunction(0)).toBe(true);
    expect(isExcludedFromFunction(-1)).toBe(true);
    expect(isExcludedFromFunction('unbounded')).toBe(false);
  });

  it('makes a baseline-required attribute V in every function, whatever was stored', () => {
    const nummer = root.attributes.find((a) => a.name === 'PP_NUMMER');
    expect(nummer?.isRequired).toBe(true);
    expect(nummer?.isSelected).toBe(true);
    expect(nummer?.presenceByFunction.map((p) => p.presence)).toEqual(['V', 'V']);
  });

  it('defaults presence to N and lays chosen facets over the baseline ones', () => {
    const naam = root.attributes.find((a) => a.name === 'PP_NAAM');
    expect(naam?.presenceByFunction).toEqual([
      { functionName: 'offerte', presence: 'O' },
      { functionName: 'mutatie', presence: 'N' },
    ]);
    expect(naam?.facets).toEqual({ baseline: { maxLength: 35 }, actual: { maxLength: 20 } });
    expect(naam?.optionListOn).toBe(true);
    expect(naam?.customOptionList).toEqual(['A', 'B']);
  });

  it('keeps ids and paths of the library, so the same choices fit a newer library', () => {
    expect(al?.id).toBe(nodeId('PP/AL'));
    expect(al?.attributes[0]?.codeList).toBe('ADNLOG');
  });
});
