import { functionSelection } from '../generation/function-selection.ts';
import type { TreeEntityView } from '../merged-tree.ts';
import type { VariantTreeNode } from './variant-model.ts';

// A function's entities as the predefined-entities screen shows them (001 §2, §3 'Tree node'):
// exactly the entities the function's schema keeps (the generation's own selection), so a snippet
// is anchored on a node the variant schema really has. The anchor path is the library path.

export function variantTree(tree: readonly TreeEntityView[], functionName: string): VariantTreeNode[] {
  const kept = functionSelection(tree, functionName).entities;
  const nodesOf = (entities: readonly TreeEntityView[]): VariantTreeNode[] =>
    entities
      .filter((entity) => kept.has(entity.path))
      .map((entity) => ({
        entityName: entity.name,
        entityTypeName: entity.entityTypeName ?? '',
        shortDescription: entity.shortDescription,
        anchorPath: entity.path,
        children: nodesOf(entity.children),
      }));
  return nodesOf(tree);
}

/** Every anchor path of a tree. */
export function anchorPathsOf(tree: readonly VariantTreeNode[]): Set<string> {
  const paths = new Set<string>();
  const visit = (node: VariantTreeNode) => {
    paths.add(node.anchorPath);
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return paths;
}

/** The entity names (with '-{type}' where there is one) that occur anywhere in a tree. */
export function entityLabelsOf(tree: readonly VariantTreeNode[]): Set<string> {
  const labels = new Set<string>();
  const visit = (node: VariantTreeNode) => {
    labels.add(entityLabel(node.entityName, node.entityTypeName));
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return labels;
}

/** 'Dekking-Glas', or 'AN' without entity type. */
export const entityLabel = (entityName: string, entityTypeName: string) => (entityTypeName ? `${entityName}-${entityTypeName}` : entityName);
