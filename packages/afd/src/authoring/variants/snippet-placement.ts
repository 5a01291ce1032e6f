import type { SnippetIdentity, SnippetMapItem, VariantTreeNode } from './variant-model.ts';
import { variantTexts } from './variant-texts.ts';

// Where the snippets of a function stand in its tree (001 §4 'Snippet add'): each right after its
// anchor node (after the anchor's own children), on the anchor's level, in the order of the map;
// a snippet whose anchor the function no longer has comes at the end of the function. Adding one
// is refused when a snippet of the same entity and entity type already stands on that level.

export type PlacedNode =
  | { kind: 'entity'; node: VariantTreeNode; depth: number }
  | { kind: 'snippet'; item: SnippetMapItem; depth: number; /** The anchor is gone: placed at the end. */ orphan: boolean };

/** The tree depth first, each anchor followed by its snippets; the snippets of vanished anchors last, at the top level. */
export function placeSnippets(tree: readonly VariantTreeNode[], items: readonly SnippetMapItem[]): PlacedNode[] {
  const placed: PlacedNode[] = [];
  const used = new Set<SnippetMapItem>();
  const walk = (nodes: readonly VariantTreeNode[], depth: number) => {
    for (const node of nodes) {
      placed.push({ kind: 'entity', node, depth });
      walk(node.children, depth + 1);
      for (const item of items) {
        if (item.anchorPath !== node.anchorPath || used.has(item)) continue;
        used.add(item);
        placed.push({ kind: 'snippet', item, depth, orphan: false });
      }
    }
  };
  walk(tree, 0);
  for (const item of items) if (!used.has(item)) placed.push({ kind: 'snippet', item, depth: 0, orphan: true });
  return placed;
}

/** The anchor paths on the level of `anchorPath` (its siblings and itself); the top level when it is not in the tree. */
export function levelOfAnchor(tree: readonly VariantTreeNode[], anchorPath: string): Set<string> {
  const find = (nodes: readonly VariantTreeNode[]): readonly VariantTreeNode[] | null => {
    if (nodes.some((node) => node.anchorPath === anchorPath)) return nodes;
    for (const node of nodes) {
      const found = find(node.children);
      if (found) return found;
    }
    return null;
  };
  const level = find(tree) ?? tree;
  const paths = new Set(level.map((node) => node.anchorPath));
  // A snippet whose anchor is gone stands on the top level too.
  if (!find(tree)) paths.add(anchorPath);
  return paths;
}

export type SnippetAdd = { ok: true; items: SnippetMapItem[] } | { ok: false; message: string };

/** Adds `snippet` after the node at `anchorPath`, or refuses it (same entity and entity type already on that level). */
export function addSnippet(
  tree: readonly VariantTreeNode[],
  items: readonly SnippetMapItem[],
  anchorPath: string,
  snippet: SnippetIdentity,
  snippets: readonly SnippetIdentity[],
): SnippetAdd {
  const level = levelOfAnchor(tree, anchorPath);
  const anchors = new Set([...tree.map((node) => node.anchorPath)]);
  const byId = new Map(snippets.map((candidate) => [candidate.snippetId, candidate]));
  const orphanOnTop = (item: SnippetMapItem) => anchors.has(anchorPath) && !containsAnchor(tree, item.anchorPath);
  const clash = items.some((item) => {
    const other = byId.get(item.snippetId);
    const sameLevel = level.has(item.anchorPath) || orphanOnTop(item);
    return sameLevel && other !== undefined && other.snippetEntity === snippet.snippetEntity && other.snippetEntityType === snippet.snippetEntityType;
  });
  if (clash) return { ok: false, message: variantTexts.snippetExistsAtLevel };
  return { ok: true, items: [...items, { anchorPath, snippetId: snippet.snippetId }] };
}

function containsAnchor(tree: readonly VariantTreeNode[], anchorPath: string): boolean {
  return tree.some((node) => node.anchorPath === anchorPath || containsAnchor(node.children, anchorPath));
}

/** Removes one placed snippet (the first with this anchor and id). */
export function removeSnippet(items: readonly SnippetMapItem[], anchorPath: string, snippetId: string): SnippetMapItem[] {
  const index = items.findIndex((item) => item.anchorPath === anchorPath && item.snippetId === snippetId);
  return index < 0 ? [...items] : items.filter((_, other) => other !== index);
}
