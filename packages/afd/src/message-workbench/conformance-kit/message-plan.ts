import { escapeXml } from '../../afd1/xml/xml-escape.ts';
import { withDefinitionVersion } from '../../authoring/generation/json-schema/definition-version.ts';
import { functionSelection, type FunctionSelection } from '../../authoring/generation/function-selection.ts';
import type { Definition } from '../../authoring/definition.ts';
import { mergedTree } from '../../authoring/merged-tree.ts';
import type { BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { identityValue, type MessageIdentity } from '../message-identity.ts';
import { afd1SampleValue, afd2SampleValue, narrowedValues } from './sample-values.ts';

// A message of the conformance kit as a tree of entities with their attribute values, written as
// JSON (AFD 2.0) or XML (AFD 1.0) only at the end: the invalid examples are the valid one with one
// change (an attribute taken away or added, a value replaced, an entity repeated), made on this
// tree, and the place where a finding must appear is read from the same tree.

export type PlanValue = unknown;

export interface PlannedEntity {
  node: BaselineEntityNode;
  /** Attribute name -> value; written in the baseline's attribute order. */
  values: Map<string, PlanValue>;
  /** In the baseline's child order (copies of one entity next to each other). */
  children: PlannedEntity[];
}

export interface MessagePlan {
  roots: PlannedEntity[];
}

/** What the function keeps, as generation sees it (AFD 2.0: afdDefinitionVersion fixed to the definition's version). */
export function kitSelection(library: BaselineLibrary, definition: Definition, functionName: string): FunctionSelection {
  const selection = functionSelection(mergedTree(library, definition), functionName);
  return library.afdVersion === 2 ? withDefinitionVersion(selection, definition.properties.definitionVersion) : selection;
}

/** One entity of the kind as the valid example writes it (item `index` of its list), with its kept children. */
export function plannedEntity(library: BaselineLibrary, selection: FunctionSelection, node: BaselineEntityNode, index: number): PlannedEntity {
  const values = new Map<string, PlanValue>();
  for (const attribute of node.attributes) {
    const kept = selection.attributes.get(attribute.path);
    if (kept) values.set(attribute.name, library.afdVersion === 2 ? afd2SampleValue(kept.view, attribute, library, index) : afd1SampleValue(kept.view, attribute, library));
  }
  return { node, values, children: plannedEntities(library, selection, node.children) };
}

function plannedEntities(library: BaselineLibrary, selection: FunctionSelection, nodes: readonly BaselineEntityNode[]): PlannedEntity[] {
  return nodes.flatMap((node) => {
    const kept = selection.entities.get(node.path);
    return kept ? Array.from({ length: Math.max(1, kept.minOccurs) }, (_, index) => plannedEntity(library, selection, node, index)) : [];
  });
}

/** The valid example: every kept entity as often as the function needs (at least once), with every kept attribute. */
export function validPlan(library: BaselineLibrary, selection: FunctionSelection): MessagePlan {
  return { roots: plannedEntities(library, selection, library.roots) };
}

/**
 * The plan with the fields that say what the message is filled from the definition and the
 * function (its function code, AFD 2.0's afdDefinitionName), where the function keeps them and
 * its own narrowing allows the value; in place.
 */
export function fillIdentity(plan: MessagePlan, library: BaselineLibrary, selection: FunctionSelection, identity: MessageIdentity): MessagePlan {
  for (const { entity } of planEntities(plan)) {
    for (const attribute of entity.node.attributes) {
      const kept = selection.attributes.get(attribute.path);
      const value = kept && entity.values.has(attribute.name) ? identityValue(attribute, library.afdVersion, identity) : undefined;
      if (value === undefined || !kept) continue;
      const narrowed = narrowedValues(kept.view);
      if (narrowed !== null && !narrowed.includes(value)) continue;
      if (kept.view.facets.actual.maxLength !== undefined && value.length > kept.view.facets.actual.maxLength) continue;
      entity.values.set(attribute.name, attribute.dataType?.isArray ? [value] : value);
    }
  }
  return plan;
}

/** A deep copy, so each example changes its own. */
export function copyPlan(plan: MessagePlan): MessagePlan {
  const copy = (entity: PlannedEntity): PlannedEntity => ({ node: entity.node, values: new Map([...entity.values].map(([name, value]) => [name, structuredClone(value)])), children: entity.children.map(copy) });
  return { roots: plan.roots.map(copy) };
}

/** Every entity of the plan with its parent (null for a root), depth first in message order. */
export function planEntities(plan: MessagePlan): { entity: PlannedEntity; parent: PlannedEntity | null; siblings: PlannedEntity[] }[] {
  const found: { entity: PlannedEntity; parent: PlannedEntity | null; siblings: PlannedEntity[] }[] = [];
  const visit = (entities: PlannedEntity[], parent: PlannedEntity | null) => {
    for (const entity of entities) {
      found.push({ entity, parent, siblings: entities });
      visit(entity.children, entity);
    }
  };
  visit(plan.roots, null);
  return found;
}

/** The entity at the same position in another plan (a copy), found by its position among the plan's entities. */
export function sameEntity(original: MessagePlan, target: PlannedEntity, copy: MessagePlan): PlannedEntity {
  const position = planEntities(original).findIndex(({ entity }) => entity === target);
  const found = planEntities(copy)[position]?.entity;
  if (!found) throw new Error('entity not in plan');
  return found;
}

// --- Places, as the workbench's findings name them -------------------------------------------

/** AFD 2.0: `policy[0].claim[1]`; AFD 1.0: `Contractbericht/PP/VN[2]` (a position only where a name repeats). */
export function entityPlace(plan: MessagePlan, target: PlannedEntity, afdVersion: 1 | 2): string {
  const walk = (entities: PlannedEntity[], prefix: string): string | null => {
    for (const entity of entities) {
      const namesakes = entities.filter((other) => other.node.name === entity.node.name);
      const index = namesakes.indexOf(entity);
      const step = afdVersion === 2 ? `${entity.node.name}[${index}]` : namesakes.length > 1 ? `${entity.node.name}[${index + 1}]` : entity.node.name;
      const place = prefix === '' ? step : `${prefix}${afdVersion === 2 ? '.' : '/'}${step}`;
      if (entity === target) return place;
      const below = walk(entity.children, place);
      if (below !== null) return below;
    }
    return null;
  };
  return walk(plan.roots, '') ?? '';
}

/** The place of an attribute (or, AFD 2.0, of an entity list) inside an entity. */
export function childPlace(entityPlaceText: string, name: string, afdVersion: 1 | 2): string {
  return `${entityPlaceText}${afdVersion === 2 ? '.' : '/'}${name}`;
}

// --- Writing ---------------------------------------------------------------------------------

function jsonEntities(entities: readonly PlannedEntity[]): Record<string, unknown[]> {
  const json: Record<string, unknown[]> = {};
  for (const entity of entities) {
    const item: Record<string, unknown> = { entityType: entity.node.entityTypeName };
    for (const attribute of entity.node.attributes) if (entity.values.has(attribute.name)) item[attribute.name] = entity.values.get(attribute.name);
    Object.assign(item, jsonEntities(entity.children));
    (json[entity.node.name] ??= []).push(item);
  }
  return json;
}

/** The AFD 2.0 message, two-space indented. */
export function planJson(plan: MessagePlan): string {
  return `${JSON.stringify(jsonEntities(plan.roots), null, 2)}\n`;
}

/** The AFD 1.0 message: an element per line (the workbench places libxml2's findings by line), in `namespace`. */
export function planXml(plan: MessagePlan, namespace: string): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const write = (entity: PlannedEntity, indent: string, isRoot: boolean) => {
    lines.push(`${indent}<${entity.node.name}${isRoot && namespace !== '' ? ` xmlns="${escapeXml(namespace)}"` : ''}>`);
    for (const attribute of entity.node.attributes) {
      if (entity.values.has(attribute.name)) lines.push(`${indent}  <${attribute.name}>${escapeXml(String(entity.values.get(attribute.name)))}</${attribute.name}>`);
    }
    for (const child of entity.children) write(child, `${indent}  `, false);
    lines.push(`${indent}</${entity.node.name}>`);
  };
  for (const root of plan.roots) write(root, '', true);
  return `${lines.join('\n')}\n`;
}
