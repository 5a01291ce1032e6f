import type { OutlineEntity } from '@afd/contracts';

// The rows the entity tree draws: the entities that are shown (001 §4: selected, or required by
// the baseline; in edit mode every entity, to choose from), depth first, children only under an
// expanded parent. Computed per render; a library of 20,000 nodes has about a thousand entities.

export interface TreeRow {
  entity: OutlineEntity;
  /** 1 for a root, as aria-level counts. */
  level: number;
  parentPath: string | null;
  /** Has children that are shown (the row can expand). */
  expandable: boolean;
  expanded: boolean;
  /** Position among its shown siblings, from 1, and their number (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
}

export function treeRows(roots: readonly OutlineEntity[], expanded: ReadonlySet<string>, isShown: (entity: OutlineEntity) => boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (entities: readonly OutlineEntity[], level: number, parentPath: string | null) => {
    const shown = entities.filter(isShown);
    shown.forEach((entity, index) => {
      const expandable = entity.children.some(isShown);
      const isExpanded = expandable && expanded.has(entity.path);
      rows.push({ entity, level, parentPath, expandable, expanded: isExpanded, position: index + 1, siblings: shown.length });
      if (isExpanded) visit(entity.children, level + 1, entity.path);
    });
  };
  visit(roots, 1, null);
  return rows;
}

/** Every entity of the tree by path, for the panels and the keyboard. */
export function entitiesByPath(roots: readonly OutlineEntity[]): Map<string, OutlineEntity> {
  const byPath = new Map<string, OutlineEntity>();
  const visit = (entity: OutlineEntity) => {
    byPath.set(entity.path, entity);
    entity.children.forEach(visit);
  };
  roots.forEach(visit);
  return byPath;
}

/** The label of an entity in the tree: its name, with its entity type (AFD 2.0). */
export const entityLabel = (entity: Pick<OutlineEntity, 'name' | 'entityTypeName'>) => (entity.entityTypeName ? `${entity.name} (${entity.entityTypeName})` : entity.name);
