import type { SnippetInfo, SnippetMapItem, VariantTreeNode } from '@afd/contracts';

/** One row of the tree table: an entity of the function, or a snippet placed after one. */
export interface TreeRow {
  key: string;
  depth: number;
  /** Entity name, with '-{type}' when it has an entity type. */
  entity: string;
  /** For a snippet: its name, version and combination product. */
  name: string;
  version: string;
  combinationProduct: string;
  description: string;
  isSnippet: boolean;
  /** An entity: the path a snippet placed after it is anchored on; a snippet: the anchor it is placed after. */
  anchorPath: string;
  snippetId: string | null;
}

const entityLabel = (name: string, type: string) => (type ? `${name}-${type}` : name);

function snippetRow(item: SnippetMapItem, snippets: ReadonlyMap<string, SnippetInfo>, depth: number): TreeRow {
  const snippet = snippets.get(item.snippetId);
  return {
    key: `${item.anchorPath}#${item.snippetId}`,
    depth,
    entity: snippet ? entityLabel(snippet.snippetEntity, snippet.snippetEntityType) : item.snippetId,
    name: snippet?.snippetName ?? 'onbekende snippet',
    version: snippet?.snippetVersion ?? '',
    combinationProduct: snippet?.combinationProductAfdDefinition ?? '',
    description: '',
    isSnippet: true,
    anchorPath: item.anchorPath,
    snippetId: item.snippetId,
  };
}

/** The tree as rows, depth first, each entity followed by the snippets anchored on it; snippets whose anchor is gone come last. */
export function treeRows(tree: readonly VariantTreeNode[], items: readonly SnippetMapItem[], snippets: readonly SnippetInfo[]): TreeRow[] {
  const byId = new Map(snippets.map((snippet) => [snippet.snippetId, snippet]));
  const placed = new Set<SnippetMapItem>();
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly VariantTreeNode[], depth: number) => {
    for (const node of nodes) {
      rows.push({ key: node.anchorPath, depth, entity: entityLabel(node.entityName, node.entityTypeName), name: '', version: '', combinationProduct: '', description: node.shortDescription, isSnippet: false, anchorPath: node.anchorPath, snippetId: null });
      walk(node.children, depth + 1);
      for (const item of items.filter((candidate) => candidate.anchorPath === node.anchorPath)) {
        placed.add(item);
        rows.push(snippetRow(item, byId, depth));
      }
    }
  };
  walk(tree, 0);
  for (const item of items.filter((candidate) => !placed.has(candidate))) rows.push(snippetRow(item, byId, 0));
  return rows;
}

/** The siblings' anchor paths of the node at `anchorPath` (its parent's children), or the roots. */
function levelOf(tree: readonly VariantTreeNode[], anchorPath: string): readonly VariantTreeNode[] | null {
  if (tree.some((node) => node.anchorPath === anchorPath)) return tree;
  for (const node of tree) {
    const found = levelOf(node.children, anchorPath);
    if (found) return found;
  }
  return null;
}

export type Placement = { ok: true; items: SnippetMapItem[] } | { ok: false; message: string };

/** Places a snippet after the chosen entity; refused when a snippet of the same entity and type is already at that level (001 §4). */
export function placeSnippet(tree: readonly VariantTreeNode[], items: readonly SnippetMapItem[], anchor: TreeRow, snippet: SnippetInfo, snippets: readonly SnippetInfo[]): Placement {
  const level = new Set((levelOf(tree, anchor.anchorPath) ?? []).map((node) => node.anchorPath));
  const byId = new Map(snippets.map((candidate) => [candidate.snippetId, candidate]));
  const clash = items.some((item) => {
    const other = byId.get(item.snippetId);
    return level.has(item.anchorPath) && other?.snippetEntity === snippet.snippetEntity && other.snippetEntityType === snippet.snippetEntityType;
  });
  if (clash) return { ok: false, message: 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.' };
  return { ok: true, items: [...items, { anchorPath: anchor.anchorPath, snippetId: snippet.snippetId }] };
}
