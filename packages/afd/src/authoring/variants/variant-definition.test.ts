import { describe, expect, it } from 'vitest';
import { certifyXsd } from '../../afd1/certification/certify-xsd.ts';
import { BASELINES, baselineXsd, catalogueResolver, generationInput, libraryOf, motorDefinition, xpathRulesOf } from '../generation/afd1/afd1-generation.fixture.ts';
import { generateAfd1Function } from '../generation/afd1/generate-afd1-function.ts';
import { definitionViewOf } from '../generation/afd1/definition-view.ts';
import { definitionWithSnippets, type InsertableSnippet } from './variant-definition.ts';
import { anchorPathsOf, variantTree } from './variant-tree.ts';

// The motor definition's offer leaves out the premium (PB): a variant inserts it as a snippet
// after the policy holder (VN), with a fixed payment term.
const PP = 'Contractbericht/PP';
const premium: InsertableSnippet = {
  snippetId: 'PREMIE-MAAND',
  snippetEntity: 'PB',
  snippetEntityType: '',
  content: { entityName: 'PB', attributes: [{ name: 'PB_BETTERM', value: '12' }, { name: 'PB_PREMIE' }], entities: [] },
};
const library = libraryOf(BASELINES.motor);
const definition = motorDefinition();
const offerTree = () => variantTree(definitionViewOf(definition, library).tree, 'offerte');

describe('variantTree: the entities a function keeps', () => {
  it('leaves out what the function excludes and anchors each node on its library path', () => {
    const paths = anchorPathsOf(offerTree());
    expect(paths.has(`${PP}/VN`)).toBe(true);
    expect(paths.has(`${PP}/PB`)).toBe(false);
    expect(paths.has(`${PP}/VN/AN`)).toBe(false);
    expect(offerTree()[0]).toMatchObject({ entityName: 'Contractbericht', entityTypeName: '', anchorPath: 'Contractbericht' });
  });
});

describe('definitionWithSnippets: a variant schema is the function schema with its snippets', () => {
  it('keeps the snippet entity on the anchor’s level with its values, and the schema still certifies', () => {
    const inserted = definitionWithSnippets(definition, library, 'offerte', [{ anchorPath: `${PP}/VN`, snippetId: premium.snippetId }], new Map([[premium.snippetId, premium]]), anchorPathsOf(offerTree()));
    if (!inserted.ok) throw new Error(inserted.problems.join(' '));
    expect(anchorPathsOf(variantTree(definitionViewOf(inserted.definition, library).tree, 'offerte')).has(`${PP}/PB`)).toBe(true);
    expect(inserted.definition.attributes[`${PP}/PB@PB_BETTERM`]).toMatchObject({ selected: true, customOptionList: ['12'], presenceByFunction: { offerte: 'V' } });
    const [schema] = generateAfd1Function(generationInput(inserted.definition, BASELINES.motor, 'offerte'));
    expect(schema?.content).toMatch(/name="PB"/);
    const certification = certifyXsd({ xsd: schema?.content ?? '', baseline: library, baselineXsd: baselineXsd(BASELINES.motor), catalogueResolver, xpathRules: xpathRulesOf(BASELINES.motor) });
    expect(certification).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
  });

  it('inserts at the end of the function (below the root) when the anchor is gone', () => {
    const inserted = definitionWithSnippets(definition, library, 'offerte', [{ anchorPath: `${PP}/VERDWENEN`, snippetId: premium.snippetId }], new Map([[premium.snippetId, { ...premium, content: { entityName: 'PP', attributes: [] } }]]), anchorPathsOf(offerTree()));
    expect(inserted.ok).toBe(true);
  });

  it('refuses a snippet whose entity the baseline does not have on that level, or an attribute it does not know', () => {
    const misplaced = definitionWithSnippets(definition, library, 'offerte', [{ anchorPath: PP, snippetId: premium.snippetId }], new Map([[premium.snippetId, premium]]), anchorPathsOf(offerTree()));
    expect(misplaced).toEqual({ ok: false, problems: ["Snippet 'PREMIE-MAAND' past niet in het schema: entiteit 'Contractbericht/PB' bestaat niet in de baseline library."] });
    const unknown = { ...premium, content: { entityName: 'PB', attributes: [{ name: 'PB_GEENVELD', value: '1' }] } };
    const wrongAttribute = definitionWithSnippets(definition, library, 'offerte', [{ anchorPath: `${PP}/VN`, snippetId: premium.snippetId }], new Map([[premium.snippetId, unknown]]), anchorPathsOf(offerTree()));
    expect(wrongAttribute).toEqual({ ok: false, problems: [`Snippet 'PREMIE-MAAND' noemt attribuut '${PP}/PB@PB_GEENVELD', dat niet in de baseline library bestaat.`] });
  });

  it('refuses a snippet that is not in the set', () => {
    expect(definitionWithSnippets(definition, library, 'offerte', [{ anchorPath: PP, snippetId: 'WEG' }], new Map(), new Set())).toEqual({ ok: false, problems: ["Snippet 'WEG' bestaat niet (meer) in de voorgedefinieerde entiteiten."] });
  });
});

describe('definitionWithSnippets and entity presence (ADR 0056)', () => {
  it('keeps an entity the definition makes mandatory V, and an excluded one becomes O where the snippet goes', () => {
    const own = { ...definition, entities: { ...definition.entities, [`${PP}/PB`]: { selected: true, maxOccursByFunction: { offerte: 0 }, minOccursByFunction: { aanvraag: 1 } } } };
    const inserted = definitionWithSnippets(own, library, 'offerte', [{ anchorPath: `${PP}/VN`, snippetId: premium.snippetId }], new Map([[premium.snippetId, premium]]), anchorPathsOf(offerTree()));
    if (!inserted.ok) throw new Error(inserted.problems.join(' '));
    expect(inserted.definition.entities[`${PP}/PB`]).toEqual({ selected: true, maxOccursByFunction: {}, minOccursByFunction: { aanvraag: 1 } });
    const aanvraag = definitionWithSnippets(own, library, 'aanvraag', [{ anchorPath: `${PP}/VN`, snippetId: premium.snippetId }], new Map([[premium.snippetId, premium]]), anchorPathsOf(offerTree()));
    if (!aanvraag.ok) throw new Error(aanvraag.problems.join(' '));
    const [schema] = generateAfd1Function(generationInput(aanvraag.definition, BASELINES.motor, 'aanvraag'));
    expect(/<xs:element name="PB"[^>]*>/.exec(schema?.content ?? '')?.[0]).not.toContain('minOccurs="0"');
  });
});
