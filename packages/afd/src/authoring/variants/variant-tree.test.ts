import { describe, expect, it } from 'vitest';
import { demoAfd2BaselineLibrary } from '../../afd2/corpus/demo-baseline-library.ts';
import type { Definition } from '../definition.ts';
import { mergedTree } from '../merged-tree.ts';
import type { VariantTreeNode } from './variant-model.ts';
import { entityLabelsOf, variantTree } from './variant-tree.ts';

// AFD 2.0 entities have entity types: a node carries its type, and its anchor path (the library
// path) spells every step as '{entity}-{entityType}' (001 §3 'Variant').

const definition: Definition = {
  organisation: 'Polderzeker',
  basedOn: 'Mobiliteit-Schademelding-Zakelijk en particulier',
  baselineLibraryId: 'library',
  revision: 1,
  properties: { name: 'Auto', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '01-01-2026', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
  functions: [{ name: 'offerte', active: true, custom: false }],
  entities: {},
  attributes: {},
  compositions: {},
};

const flatten = (nodes: readonly VariantTreeNode[]): VariantTreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('variantTree on an AFD 2.0 library', () => {
  it('gives typed entities their type and anchors them on paths of {entity}-{entityType} steps', () => {
    const nodes = flatten(variantTree(mergedTree(demoAfd2BaselineLibrary(), definition), 'offerte'));
    const typed = nodes.filter((node) => node.entityTypeName !== '');
    expect(typed.length).toBeGreaterThan(0);
    for (const node of typed) expect(node.anchorPath.split('/').at(-1)).toBe(`${node.entityName}-${node.entityTypeName}`);
    expect(entityLabelsOf(variantTree(mergedTree(demoAfd2BaselineLibrary(), definition), 'offerte')).has(`${typed[0]?.entityName}-${typed[0]?.entityTypeName}`)).toBe(true);
  });
});
