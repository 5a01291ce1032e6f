import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { choiceTexts } from './choice-texts.ts';

// AFD 2.0 oneOf compositions (001 §2 'oneOf composities', §4 compose mode): where the baseline
// offers one entity under several entity types (sibling nodes of one name, 'Object-Auto' and
// 'Object-Aanhanger'), a definition names the types it offers there. A position is keyed by the
// parent's path and the entity's name, without the entity's own '-<entityTypeName>'
// ('Polis-PolisType/Object'; a root by its name alone), so the key stays the same whichever types
// the definition keeps. AFD 1.0 has no entity types, so no compositions.

export interface CompositionPosition {
  /** The parent's path, '/', the entity's name. */
  key: string;
  name: string;
  /** The entity types the baseline offers there, in the baseline's order. */
  entityTypes: string[];
}

/** What positions are read from: a library's nodes, or the merged tree's (the definition page). */
export interface PositionNode {
  path: string;
  name: string;
  entityTypeName: string | null;
  children: readonly PositionNode[];
}

/** Every position of the tree with entity types, in tree order (also those with one type). */
export function entityTypePositions(library: { roots: readonly PositionNode[] }): CompositionPosition[] {
  const positions = new Map<string, CompositionPosition>();
  const visit = (siblings: readonly PositionNode[], parentPath: string | null) => {
    for (const node of siblings) {
      if (node.entityTypeName !== null) {
        const key = parentPath === null ? node.name : `${parentPath}/${node.name}`;
        const position = positions.get(key) ?? { key, name: node.name, entityTypes: [] };
        if (!position.entityTypes.includes(node.entityTypeName)) position.entityTypes.push(node.entityTypeName);
        positions.set(key, position);
      }
      visit(node.children, node.path);
    }
  };
  visit(library.roots, null);
  return [...positions.values()];
}

/** The positions where a composition chooses: the baseline offers at least two entity types there. */
export function compositionPositions(library: { roots: readonly PositionNode[] }): CompositionPosition[] {
  return entityTypePositions(library).filter((position) => position.entityTypes.length >= 2);
}

/** Why one composition cannot be: no types, a type twice, a type the baseline lacks at that position. */
function compositionTypeProblems(available: readonly string[], entityTypes: readonly string[]): string[] {
  if (entityTypes.length === 0) return [choiceTexts.compositionEmpty];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entityType of entityTypes) {
    if (seen.has(entityType)) problems.push(choiceTexts.compositionTypeTwice(entityType));
    else if (!available.includes(entityType)) problems.push(choiceTexts.compositionTypeUnknown(entityType, available));
    seen.add(entityType);
  }
  return problems;
}

/**
 * The compositions of a definition against its library, as field errors keyed 'compositions.<key>';
 * empty when each names a position of the library and only its entity types, each once.
 * A position with one entity type is accepted (synchronisation may leave one there).
 */
export function compositionProblems(library: BaselineLibrary, compositions: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const positions = new Map(entityTypePositions(library).map((position) => [position.key, position.entityTypes]));
  for (const [key, entityTypes] of Object.entries(compositions)) {
    const available = positions.get(key);
    const found =
      library.afdVersion === 1 ? [choiceTexts.compositionsAfd1] : available === undefined ? [choiceTexts.compositionNoPosition(key)] : compositionTypeProblems(available, entityTypes);
    if (found.length > 0) problems[`compositions.${key}`] = found;
  }
  return problems;
}
