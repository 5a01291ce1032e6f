import type { TreeEntity } from '@afd/contracts';

// Where a oneOf composition can be made (AFD 2.0): a position in the tree where the baseline
// offers one entity under several entity types (sibling nodes with one name, e.g. 'Object-Auto'
// and 'Object-Woonhuis'). A composition keys the position as the parent's path and the name.

export interface CompositionPosition {
  key: string;
  name: string;
  entityTypes: string[];
}

export function compositionPositions(roots: readonly TreeEntity[]): CompositionPosition[] {
  const positions: CompositionPosition[] = [];
  const visit = (siblings: readonly TreeEntity[], parentPath: string | null) => {
    const byName = new Map<string, string[]>();
    for (const entity of siblings) if (entity.entityTypeName) byName.set(entity.name, [...(byName.get(entity.name) ?? []), entity.entityTypeName]);
    for (const [name, entityTypes] of byName) if (entityTypes.length > 1) positions.push({ key: parentPath === null ? name : `${parentPath}/${name}`, name, entityTypes });
    for (const entity of siblings) visit(entity.children, entity.path);
  };
  visit(roots, null);
  return positions;
}
