import { describe, expect, it } from 'vitest';
import type { BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { testAttribute, testEntity } from '../../model/baseline-library.testing.ts';
import { untouchedAttribute, untouchedEntity, type Definition } from '../definition.ts';
import { mergedTree } from '../merged-tree.ts';
import { choicesFromTree } from './choices-from-tree.ts';
import { compactChoices } from './compact-choices.ts';
import { attributeOwnerPath, compactOutlineChoices, definitionOutline, entityAttributeViews, outlineOfTree } from './definition-outline.ts';

// The outline the definition page loads (ADR 0065) must say exactly what the merged tree says:
// the same entities in the same order, the same choices (untouched ones left out), and per entity
// the same attribute views; saving from it must compact as saving from the whole tree did.

const attribute = testAttribute;
const entity = (path: string, extra: Partial<BaselineEntityNode> = {}) => testEntity(path, { description: `Entiteit ${path}`, ...extra });

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: 'http://www.sivi.org/berichtschema',
  codeLists: [],
  roots: [
    entity('PP', {
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [attribute('PP@PP_NUMMER', { required: true }), attribute('PP@PP_NAAM'), attribute('PP@PP_BEDRAG')],
      children: [
        entity('PP/AL', { attributes: [attribute('PP/AL@AL_OMSCHR')], children: [entity('PP/AL/XD', { attributes: [attribute('PP/AL/XD@XD_CODE')] })] }),
        entity('PP/ALX', { attributes: [attribute('PP/ALX@ALX_A')] }),
        entity('PP/VP', { attributes: [attribute('PP/VP@VP_NAAM')] }),
      ],
    }),
  ],
};

const definition: Definition = {
  organisation: 'Polderzeker',
  basedOn: 'Schade-Contractbericht-Particulier',
  baselineLibraryId: 'lib-1',
  revision: 4,
  properties: { name: 'Woonhuis', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
  functions: [
    { name: 'offerte', active: true, custom: false },
    { name: 'polis', active: true, custom: false },
  ],
  entities: {
    'PP/AL': { ...untouchedEntity(), selected: true, maxOccursByFunction: { offerte: 3 }, minOccursByFunction: { polis: 1 } },
    // Stored but saying nothing beyond the baseline: the merged tree shows it untouched.
    'PP/ALX': { ...untouchedEntity(), maxOccursByFunction: { offerte: 5 } },
    // Not selected, yet its attribute has a stored choice (as an import may leave it).
    'PP/VP': untouchedEntity(),
    // A path the library does not have.
    'PP/WEG': { ...untouchedEntity(), selected: true },
  },
  attributes: {
    'PP@PP_NUMMER': { ...untouchedAttribute(), presenceByFunction: { offerte: 'V' }, helpText: 'Het nummer' },
    'PP@PP_NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O', polis: 'N' }, customOptionList: ['A'], facets: { maxLength: 20 } },
    // Facets equal to the baseline's: not a choice.
    'PP@PP_BEDRAG': { ...untouchedAttribute(), facets: { maxLength: 35 } },
    'PP/AL@AL_OMSCHR': { ...untouchedAttribute(), selected: true, codeListSubset: ['1'] },
    'PP/VP@VP_NAAM': { ...untouchedAttribute(), selected: true },
    'PP/WEG@X': { ...untouchedAttribute(), selected: true },
  },
  compositions: {},
};

describe('the definition outline', () => {
  const tree = mergedTree(library, definition);

  it('is the outline of the merged tree: the same entities, and its choices without the untouched ones', () => {
    const outline = definitionOutline(library, definition);
    expect(outline).toEqual(outlineOfTree(tree));
    expect(outline.entities.map((root) => [root.path, root.children.map((child) => child.path)])).toEqual([['PP', ['PP/AL', 'PP/ALX', 'PP/VP']]]);
    expect(Object.keys(outline.choices.entities)).toEqual(['PP/AL']);
    expect(Object.keys(outline.choices.attributes).sort()).toEqual(['PP/AL@AL_OMSCHR', 'PP/VP@VP_NAAM', 'PP@PP_NAAM', 'PP@PP_NUMMER']);
    // A required attribute keeps what it says beyond being required (its help text), not a presence.
    expect(outline.choices.attributes['PP@PP_NUMMER']).toEqual({ ...untouchedAttribute(), helpText: 'Het nummer' });
    expect(outline.choices.attributes['PP@PP_NAAM']?.presenceByFunction).toEqual({ offerte: 'O' });
  });

  it('carries no attributes: an entity has its place, name, description and counts', () => {
    const [root] = definitionOutline(library, definition).entities;
    expect(Object.keys(root ?? {}).sort()).toEqual(['children', 'entityTypeName', 'maxOccurs', 'minOccurs', 'name', 'path', 'shortDescription']);
  });

  it('holds, for every choice the page starts from, what choicesFromTree of the whole tree held', () => {
    const all = choicesFromTree(tree);
    const { choices } = definitionOutline(library, definition);
    for (const [path, choice] of Object.entries(choices.entities)) expect(all.entities[path]).toEqual(choice);
    for (const [path, choice] of Object.entries(choices.attributes)) expect(all.attributes[path]).toEqual(choice);
  });

  it("gives an entity's attributes as the merged tree has them, and null for a path the library lacks", () => {
    const al = tree[0]?.children[0];
    const xd = al?.children[0];
    expect(entityAttributeViews(library, definition, 'PP')).toEqual(tree[0]?.attributes);
    expect(entityAttributeViews(library, definition, 'PP/AL/XD')).toEqual(xd?.attributes);
    expect(entityAttributeViews(library, definition, 'PP/WEG')).toBeNull();
    expect(entityAttributeViews(library, definition, 'PP/A')).toBeNull();
  });

  it('compacts as compactChoices over the whole tree does, also after a change that drops an entity', () => {
    const { entities, choices } = definitionOutline(library, definition);
    expect(compactOutlineChoices(entities, choices)).toEqual(compactChoices(tree, choices));
    const dropped = { ...choices, entities: { ...choices.entities, 'PP/AL': { ...untouchedEntity() } } };
    const compacted = compactOutlineChoices(entities, dropped);
    expect(compacted).toEqual(compactChoices(tree, dropped));
    expect(Object.keys(compacted.attributes).sort()).toEqual(['PP@PP_NAAM', 'PP@PP_NUMMER']);
  });

  it("finds an attribute's entity by its path", () => {
    expect(attributeOwnerPath('PP/AL@AL_OMSCHR')).toBe('PP/AL');
    expect(attributeOwnerPath('Pakket-PakketType/Object-Auto@merk')).toBe('Pakket-PakketType/Object-Auto');
  });
});
