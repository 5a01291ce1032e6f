import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineLibrary } from '../../model/baseline-library.ts';
import { testAttribute, testEntity as entity } from '../../model/baseline-library.testing.ts';
import { untouchedAttribute, untouchedEntity, type Definition } from '../definition.ts';
import { testDefinition } from '../definition.testing.ts';
import { mergedTree } from '../merged-tree.ts';
import { choicesFromTree } from './choices-from-tree.ts';
import { compactChoices } from './compact-choices.ts';

// The definition page edits choices over the server's merged tree: reading the choices back out of
// a tree must give what was stored (nothing more), and compacting must drop what cannot occur.

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}) => testAttribute(path, { description: '', ...extra });

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: null,
  codeLists: [],
  roots: [
    entity('PP', {
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [attribute('PP@NR', { required: true }), attribute('PP@NAAM')],
      children: [entity('PP/AL', { attributes: [attribute('PP/AL@REG')], children: [entity('PP/AL/XX', { attributes: [attribute('PP/AL/XX@A')] })] }), entity('PP/VP')],
    }),
  ],
};

const definition = (choices: Partial<Pick<Definition, 'entities' | 'attributes'>>): Definition => testDefinition(['offerte', 'polis'], choices);

describe('choicesFromTree', () => {
  it('gives back exactly the stored choices of a merged tree, untouched nodes as untouched', () => {
    const stored = {
      entities: { 'PP/AL': { selected: true, maxOccursByFunction: { polis: 2 } } },
      attributes: {
        'PP@NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O' as const, polis: 'V' as const }, customOptionList: ['a', 'b'], helpText: 'Eigen' },
        'PP/AL@REG': { ...untouchedAttribute(), selected: true, minimum: '1', facets: { maxLength: 10 } },
      },
    };
    const choices = choicesFromTree(mergedTree(library, definition(stored)));
    expect(choices.entities['PP/AL']).toEqual(stored.entities['PP/AL']);
    expect(choices.attributes['PP@NAAM']).toEqual(stored.attributes['PP@NAAM']);
    // Only the facet that differs from the baseline's is a choice; the baseline's maxLength 35 is not copied.
    expect(choices.attributes['PP/AL@REG']).toEqual(stored.attributes['PP/AL@REG']);
    expect(choices.entities['PP/VP']).toEqual(untouchedEntity());
    // A required attribute is V everywhere by the baseline, not by a choice.
    expect(choices.attributes['PP@NR']).toEqual(untouchedAttribute());
    expect(choices.entities.PP).toEqual(untouchedEntity());
  });

  it('does not store a function maximum equal to the baseline one', () => {
    const choices = choicesFromTree(mergedTree(library, definition({ entities: { 'PP/AL': { selected: true, maxOccursByFunction: { polis: 5 } } } })));
    expect(choices.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: {} });
  });
});

describe('compactChoices', () => {
  const tree = mergedTree(library, definition({}));

  it('drops the subtree of an entity that is neither selected nor required, and untouched choices', () => {
    const choices = {
      entities: { 'PP/AL': { selected: false, maxOccursByFunction: { polis: 2 } }, 'PP/AL/XX': { selected: true, maxOccursByFunction: {} }, 'PP/VP': untouchedEntity() },
      attributes: { 'PP/AL@REG': { ...untouchedAttribute(), selected: true }, 'PP/AL/XX@A': { ...untouchedAttribute(), selected: true }, 'PP@NAAM': untouchedAttribute() },
    };
    expect(compactChoices(tree, choices)).toEqual({ entities: {}, attributes: {} });
  });

  it('keeps the choices of selected entities and of the required root', () => {
    const choices = {
      entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} }, 'PP/AL/XX': { selected: true, maxOccursByFunction: { offerte: 0 } } },
      attributes: { 'PP/AL/XX@A': { ...untouchedAttribute(), selected: true }, 'PP@NAAM': { ...untouchedAttribute(), helpText: 'x' } },
    };
    expect(compactChoices(tree, choices)).toEqual(choices);
  });
});
