import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineLibrary } from '../../model/baseline-library.ts';
import { testAttribute } from '../../model/baseline-library.testing.ts';
import { untouchedAttribute, type Definition } from '../definition.ts';
import { mergedTree } from '../merged-tree.ts';
import { definitionTable } from './definition-rows.ts';

// The definition as a table: one row per attribute of the entities it has, its own narrowing in
// readable key=value parts, presence per function (N where not chosen, V where required).

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}) => testAttribute(path, { description: '', ...extra });

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: null,
  codeLists: [],
  roots: [
    {
      id: 'pp',
      path: 'PP',
      name: 'PP',
      entityTypeName: null,
      description: '',
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [attribute('PP@NR', { required: true }), attribute('PP@BRANCHE', { codeList: { name: 'ADNBRA', values: null } }), attribute('PP@BEDRAG', { format: 'N..9', facets: {} }), attribute('PP@NIET')],
      children: [{ id: 'al', path: 'PP/AL', name: 'AL', entityTypeName: null, description: '', minOccurs: 0, maxOccurs: 5, attributes: [attribute('PP/AL@X')], children: [] }],
    },
  ],
};

const definition = (choices: Pick<Definition, 'entities' | 'attributes'>): Definition => ({
  organisation: 'O',
  basedOn: 'a-b-c',
  baselineLibraryId: 'l',
  revision: 1,
  properties: {} as Definition['properties'],
  functions: [
    { name: 'offerte', active: true, custom: false },
    { name: 'polis', active: true, custom: false },
  ],
  compositions: {},
  ...choices,
});

describe('definitionTable', () => {
  it('writes a row per attribute in the definition with its restriction and presence per function', () => {
    const tree = mergedTree(
      library,
      definition({
        entities: {},
        attributes: {
          'PP@BRANCHE': { ...untouchedAttribute(), selected: true, codeListSubset: ['020', '021'], presenceByFunction: { offerte: 'O' } },
          'PP@BEDRAG': { ...untouchedAttribute(), selected: true, minimum: '10', maximum: '99', customOptionList: ['10', '20'], presenceByFunction: { polis: 'V' } },
          'PP/AL@X': { ...untouchedAttribute(), selected: true },
        },
      }),
    );
    expect(definitionTable(tree, ['offerte', 'polis'])).toEqual({
      header: ['Pad', 'Entiteit', 'Attribuut', 'Formaat/type', 'Codelijst', 'Beperking', 'offerte', 'polis'],
      rows: [
        ['PP@NR', 'PP', 'NR', 'AN..35', '', '', 'V', 'V'],
        ['PP@BRANCHE', 'PP', 'BRANCHE', 'AN..35', 'ADNBRA', 'subset=020|021', 'O', 'N'],
        ['PP@BEDRAG', 'PP', 'BEDRAG', 'N..9', '', 'opties=10|20, minimum=10, maximum=99', 'N', 'V'],
      ],
    });
  });

  it('writes the facets the definition narrows, not the baseline ones', () => {
    const tree = mergedTree(library, definition({ entities: {}, attributes: { 'PP@NIET': { ...untouchedAttribute(), selected: true, facets: { maxLength: 20 } } } }));
    expect(definitionTable(tree, ['offerte']).rows[1]).toEqual(['PP@NIET', 'PP', 'NIET', 'AN..35', '', 'maxLength=20', 'N']);
  });
});
