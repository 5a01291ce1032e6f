import { describe, expect, it } from 'vitest';
import type { SnippetIdentity, SnippetMapItem, VariantTreeNode } from './variant-model.ts';
import { addSnippet, levelOfAnchor, placeSnippets, removeSnippet } from './snippet-placement.ts';

const node = (anchorPath: string, children: VariantTreeNode[] = []): VariantTreeNode => ({
  entityName: anchorPath.split('/').at(-1) ?? '',
  entityTypeName: '',
  shortDescription: '',
  anchorPath,
  children,
});
const tree = [node('C', [node('C/PP', [node('C/PP/VN', [node('C/PP/VN/AN')]), node('C/PP/BO')]), node('C/AL')])];
const snippets: SnippetIdentity[] = [
  { snippetId: 'PB-1', snippetEntity: 'PB', snippetEntityType: '' },
  { snippetId: 'PB-2', snippetEntity: 'PB', snippetEntityType: '' },
  { snippetId: 'CL-1', snippetEntity: 'CL', snippetEntityType: '' },
];
const labels = (items: SnippetMapItem[]) =>
  placeSnippets(tree, items).map((placed) => (placed.kind === 'entity' ? `${placed.depth}:${placed.node.anchorPath}` : `${placed.depth}:*${placed.item.snippetId}${placed.orphan ? '!' : ''}`));

describe('placeSnippets (001 §4 Snippet add)', () => {
  it('puts each snippet right after its anchor (after the anchor’s children), on the anchor’s level, in map order', () => {
    expect(labels([{ anchorPath: 'C/PP/VN', snippetId: 'PB-1' }, { anchorPath: 'C/PP/VN', snippetId: 'CL-1' }])).toEqual([
      '0:C', '1:C/PP', '2:C/PP/VN', '3:C/PP/VN/AN', '2:*PB-1', '2:*CL-1', '2:C/PP/BO', '1:C/AL',
    ]);
  });

  it('puts a snippet whose anchor is gone at the end of the function', () => {
    expect(labels([{ anchorPath: 'C/PP/XX', snippetId: 'PB-1' }, { anchorPath: 'C/AL', snippetId: 'CL-1' }]).slice(-3)).toEqual(['1:C/AL', '1:*CL-1', '0:*PB-1!']);
  });
});

describe('addSnippet', () => {
  it('adds after the anchor', () => {
    expect(addSnippet(tree, [], 'C/PP/VN', snippets[0]!, snippets)).toEqual({ ok: true, items: [{ anchorPath: 'C/PP/VN', snippetId: 'PB-1' }] });
  });

  it('refuses the same entity and entity type on the same level, after any anchor of that level', () => {
    const items = [{ anchorPath: 'C/PP/BO', snippetId: 'PB-1' }];
    expect(addSnippet(tree, items, 'C/PP/VN', snippets[1]!, snippets)).toEqual({ ok: false, message: 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.' });
  });

  it('allows the same entity on another level, and another entity on the same level', () => {
    const items = [{ anchorPath: 'C/PP/BO', snippetId: 'PB-1' }];
    expect(addSnippet(tree, items, 'C/PP/VN/AN', snippets[1]!, snippets).ok).toBe(true);
    expect(addSnippet(tree, items, 'C/PP/VN', snippets[2]!, snippets).ok).toBe(true);
  });

  it('treats an entity type as part of the identity', () => {
    const typed: SnippetIdentity[] = [
      { snippetId: 'D-GLAS', snippetEntity: 'Dekking', snippetEntityType: 'Glas' },
      { snippetId: 'D-BRAND', snippetEntity: 'Dekking', snippetEntityType: 'Brand' },
    ];
    expect(addSnippet(tree, [{ anchorPath: 'C/PP/BO', snippetId: 'D-GLAS' }], 'C/PP/VN', typed[1]!, typed).ok).toBe(true);
  });

  it('knows the level of an anchor: its siblings', () => {
    expect([...levelOfAnchor(tree, 'C/PP/VN')]).toEqual(['C/PP/VN', 'C/PP/BO']);
  });

  it('removes one placed snippet', () => {
    expect(removeSnippet([{ anchorPath: 'C/PP/VN', snippetId: 'PB-1' }, { anchorPath: 'C/AL', snippetId: 'PB-1' }], 'C/AL', 'PB-1')).toEqual([{ anchorPath: 'C/PP/VN', snippetId: 'PB-1' }]);
  });
});
