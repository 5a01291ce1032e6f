import type { SnippetInfo, SnippetMapItem, VariantTreeNode } from '@afd/contracts';
import { addSnippet, entityLabel, placeSnippets, removeSnippet, type SnippetAdd } from '@afd/afd/authoring';

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

/** The rows of the table: the function's tree with the snippets where the domain places them (after their anchors; orphans last). */
export function treeRows(tree: readonly VariantTreeNode[], items: readonly SnippetMapItem[], snippets: readonly SnippetInfo[]): TreeRow[] {
  const byId = new Map(snippets.map((snippet) => [snippet.snippetId, snippet]));
  return placeSnippets(tree, items).map((placed): TreeRow => {
    if (placed.kind === 'entity') {
      const { node } = placed;
      return { key: node.anchorPath, depth: placed.depth, entity: entityLabel(node.entityName, node.entityTypeName), name: '', version: '', combinationProduct: '', description: node.shortDescription, isSnippet: false, anchorPath: node.anchorPath, snippetId: null };
    }
    const { item } = placed;
    const snippet = byId.get(item.snippetId);
    return {
      // The domain refuses a second snippet of one entity on a level, so anchor and id name the row.
      key: `${item.anchorPath}#${item.snippetId}`,
      depth: placed.depth,
      entity: snippet ? entityLabel(snippet.snippetEntity, snippet.snippetEntityType) : item.snippetId,
      name: snippet?.snippetName ?? 'onbekende snippet',
      version: snippet?.snippetVersion ?? '',
      combinationProduct: snippet?.combinationProductAfdDefinition ?? '',
      description: placed.orphan ? `Geplaatst na ${item.anchorPath}, dat de functie niet meer heeft` : '',
      isSnippet: true,
      anchorPath: item.anchorPath,
      snippetId: item.snippetId,
    };
  });
}

/** Places a snippet after the chosen entity, or the domain's refusal (001 §4: same entity and type on that level). */
export const placeSnippet = (tree: readonly VariantTreeNode[], items: readonly SnippetMapItem[], anchor: TreeRow, snippet: SnippetInfo, snippets: readonly SnippetInfo[]): SnippetAdd =>
  addSnippet(tree, items, anchor.anchorPath, snippet, snippets);

/** The map without the chosen snippet row. */
export const withoutSnippet = (items: readonly SnippetMapItem[], row: TreeRow): SnippetMapItem[] => removeSnippet(items, row.anchorPath, row.snippetId ?? '');
