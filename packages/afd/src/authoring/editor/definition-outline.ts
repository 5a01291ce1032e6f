import type { BaselineEntityNode, BaselineLibrary, MaxOccurs } from '../../model/baseline-library.ts';
import type { DefinitionChoices } from '../choices/choice-problems.ts';
import type { Definition } from '../definition.ts';
import { attributeView, entityOwnView, type TreeAttributeView, type TreeEntityView } from '../merged-tree.ts';
import { attributeChoiceOf, entityChoiceOf } from './choices-from-tree.ts';
import { isEntityInDefinition, isUntouchedAttributeChoice, isUntouchedEntityChoice } from './compact-choices.ts';

// The definition page's outline (ADR 0065): the merged tree's entities without their attributes,
// and the choices the merged tree shows, keyed by path, without the untouched ones. The page draws
// the tree from the outline and reads an entity's attributes when that entity is opened, so what
// it loads grows with what it shows rather than with the library (a library of 20,000 nodes has
// about a thousand entities; its merged tree with every attribute's view is megabytes).

/** An entity of the outline: what the tree row, the keyboard and the entity's settings need. */
export interface OutlineEntity {
  path: string;
  name: string;
  entityTypeName: string | null;
  shortDescription: string;
  minOccurs: number;
  maxOccurs: MaxOccurs;
  children: OutlineEntity[];
}

export interface DefinitionOutline {
  entities: OutlineEntity[];
  /** The choices the merged tree shows (choicesFromTree), only those that say something beyond the baseline. */
  choices: DefinitionChoices;
}

const outlineEntity = (entity: Omit<OutlineEntity, 'children'>, children: OutlineEntity[]): OutlineEntity => ({
  path: entity.path,
  name: entity.name,
  entityTypeName: entity.entityTypeName,
  shortDescription: entity.shortDescription,
  minOccurs: entity.minOccurs,
  maxOccurs: entity.maxOccurs,
  children,
});

/**
 * The outline of a definition over its library, built from the library directly: only nodes with a
 * stored choice are laid over (a node without one shows an untouched choice in the merged tree).
 * The same as outlineOfTree(mergedTree(library, definition)), without building every attribute's view.
 */
export function definitionOutline(library: BaselineLibrary, definition: Definition): DefinitionOutline {
  const functionNames = definition.functions.map((fn) => fn.name);
  const choices: DefinitionChoices = { entities: {}, attributes: {} };
  const visit = (node: BaselineEntityNode): OutlineEntity => {
    const own = entityOwnView(node, definition, functionNames);
    if (definition.entities[node.path] !== undefined) {
      const choice = entityChoiceOf(own);
      if (!isUntouchedEntityChoice(choice)) choices.entities[node.path] = choice;
    }
    for (const attribute of node.attributes) {
      const stored = definition.attributes[attribute.path];
      if (stored === undefined) continue;
      const choice = attributeChoiceOf(attributeView(attribute, stored, functionNames));
      if (!isUntouchedAttributeChoice(choice)) choices.attributes[attribute.path] = choice;
    }
    return outlineEntity(own, node.children.map(visit));
  };
  return { entities: library.roots.map(visit), choices };
}

/** The outline of a merged tree: its entities without attributes, and its choices without the untouched ones. */
export function outlineOfTree(tree: readonly TreeEntityView[]): DefinitionOutline {
  const choices: DefinitionChoices = { entities: {}, attributes: {} };
  const visit = (entity: TreeEntityView): OutlineEntity => {
    const choice = entityChoiceOf(entity);
    if (!isUntouchedEntityChoice(choice)) choices.entities[entity.path] = choice;
    for (const attribute of entity.attributes) {
      const attributeChoice = attributeChoiceOf(attribute);
      if (!isUntouchedAttributeChoice(attributeChoice)) choices.attributes[attribute.path] = attributeChoice;
    }
    return outlineEntity(entity, entity.children.map(visit));
  };
  return { entities: tree.map(visit), choices };
}

/** The merged tree's attributes of one entity, or null when the library has no entity at that path. */
export function entityAttributeViews(library: BaselineLibrary, definition: Definition, entityPath: string): TreeAttributeView[] | null {
  const functionNames = definition.functions.map((fn) => fn.name);
  const find = (nodes: readonly BaselineEntityNode[]): BaselineEntityNode | undefined => {
    for (const node of nodes) {
      if (node.path === entityPath) return node;
      // An entity's path begins with its ancestors' paths and a '/': only that branch can hold it.
      if (entityPath.startsWith(`${node.path}/`)) return find(node.children);
    }
    return undefined;
  };
  const node = find(library.roots);
  return node ? node.attributes.map((attribute) => attributeView(attribute, definition.attributes[attribute.path], functionNames)) : null;
}

/** The entity an attribute belongs to: an attribute's path is its entity's path, '@' and its name. */
export const attributeOwnerPath = (attributePath: string): string => attributePath.slice(0, attributePath.indexOf('@'));

interface EntityInOutline {
  path: string;
  minOccurs: number;
  children: readonly EntityInOutline[];
}

/**
 * compactChoices over the outline: the choices of the entities in the definition and of their
 * attributes (found by path), without untouched ones; an entity outside the definition takes its
 * subtree's choices with it.
 */
export function compactOutlineChoices(entities: readonly EntityInOutline[], choices: DefinitionChoices): DefinitionChoices {
  const compacted: DefinitionChoices = { entities: {}, attributes: {} };
  const inDefinition = new Set<string>();
  const visit = (entity: EntityInOutline) => {
    const choice = choices.entities[entity.path];
    if (!isEntityInDefinition(entity, choice)) return;
    inDefinition.add(entity.path);
    if (choice && !isUntouchedEntityChoice(choice)) compacted.entities[entity.path] = choice;
    entity.children.forEach(visit);
  };
  entities.forEach(visit);
  for (const [path, choice] of Object.entries(choices.attributes)) {
    if (inDefinition.has(attributeOwnerPath(path)) && !isUntouchedAttributeChoice(choice)) compacted.attributes[path] = choice;
  }
  return compacted;
}
