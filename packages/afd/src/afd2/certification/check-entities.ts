import type { BaselineAttribute, BaselineEntityNode } from '../../model/baseline-library.ts';
import { toBaselineNode } from '../baseline/to-baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaEntity } from '../schema/schema-tree.ts';
import { checkAttributes } from './check-attributes.ts';
import { checkOccurrences } from './check-occurrences.ts';
import { checkRequiredAttributes } from './check-required-attributes.ts';
import { error, manual, type Finding } from './finding.ts';
import { manualTexts, parentLabel, restrictionTexts } from './texts.ts';

// Walks the schema's entity tree beside the baseline's, level by level: every entity and entity
// type must exist in the baseline at the same place, and every entity the baseline requires
// must be allowed. Only this walk knows which entities match, so it hands each matched pair to
// the occurrence and attribute checks where it finds it: the messages follow the tree.

interface Level {
  /** The schema's entities at this level and the baseline's. */
  entities: readonly SchemaEntity[];
  baselineEntities: readonly BaselineEntityNode[];
  /** The baseline's attributes at this level (none at the message root). */
  baselineAttributes: readonly BaselineAttribute[];
  /** The parent entity's path, null at the message root. */
  parentPath: string | null;
  /** Where the schema's entity arrays of this level sit: `/properties` or `/definitions/x/properties`. */
  propertiesPointer: string;
  /** The schema's entities from the root down to this level's parent (where an example message goes). */
  chain: readonly SchemaEntity[];
}

/** Compares the schema's entity tree with the baseline library's, from the message root down. */
export function checkEntityTree(codeLists: CodeListLookup, roots: readonly SchemaEntity[], baselineRoots: readonly BaselineEntityNode[]): Finding[] {
  return checkLevel(codeLists, { entities: roots, baselineEntities: baselineRoots, baselineAttributes: [], parentPath: null, propertiesPointer: '/properties', chain: [] });
}

function checkLevel(codeLists: CodeListLookup, level: Level): Finding[] {
  const findings: Finding[] = [];
  const reportedArrays = new Set<string>();
  /** Findings about `entity` (or the level's parent), with the chain an example message follows. */
  const about = (entity: SchemaEntity | null, found: readonly Finding[]) =>
    found.map((finding) => ({ ...finding, exampleTarget: { ...finding.exampleTarget, chain: entity ? [...level.chain, entity] : level.chain } }));
  for (const entity of level.entities) {
    const sameName = level.baselineEntities.filter((candidate) => candidate.name === entity.name);
    if (sameName.length === 0) {
      if (reportedArrays.has(entity.name)) continue;
      reportedArrays.add(entity.name);
      const isAttribute = level.baselineAttributes.some((attribute) => attribute.name === entity.name);
      findings.push(...about(entity, [error(
        'entities',
        isAttribute && level.parentPath !== null
          ? restrictionTexts.entityWhereBaselineHasAttribute(entity.name, level.parentPath, entity.arrayPointer)
          : restrictionTexts.entityNotInBaseline(entity.name, parentLabel(level.parentPath), entity.arrayPointer),
      )]));
      continue;
    }
    const counterpart = sameName.find((candidate) => candidate.entityTypeName === entity.entityTypeName);
    if (counterpart === undefined) {
      findings.push(...about(entity, [error('entities', restrictionTexts.entityTypeNotInBaseline(entity.name, entity.entityTypeName ?? '', parentLabel(level.parentPath), entity.itemPointer))]));
      continue;
    }
    findings.push(...about(entity, [...checkOccurrences(entity, counterpart), ...checkAttributes(codeLists, entity, counterpart), ...checkRequiredAttributes(entity, counterpart)]));
    const childLevel: Level = {
      entities: entity.children,
      baselineEntities: counterpart.children,
      baselineAttributes: counterpart.attributes,
      parentPath: entity.path,
      propertiesPointer: childPointer(entity.definitionPointer, 'properties'),
      chain: [...level.chain, entity],
    };
    findings.push(...checkLevel(codeLists, childLevel));
  }
  findings.push(...about(null, openArrayFindings(level)));
  for (const required of level.baselineEntities.filter((candidate) => candidate.minOccurs > 0)) {
    const allowed = level.entities.some((entity) => entity.name === required.name && entity.entityTypeName === required.entityTypeName);
    if (allowed) continue;
    const array = level.entities.find((entity) => entity.name === required.name);
    findings.push(...about(null, [error('entities', restrictionTexts.entityMissing(required.path, required.minOccurs, array?.arrayPointer ?? level.propertiesPointer))]));
  }
  return findings;
}

/**
 * An open entity array (no `items` closure, entity-array.ts) lets through items that match none
 * of its listed types, uncounted. The baseline may count such an item: one of an entity type it
 * bounds with maxContains, where the schema leaves that type out or reads it otherwise (narrowed
 * anywhere inside); or refuse it: a closed baseline array. Then reading the schema's array as
 * closed, as the checker does, would promise too much, and it asks for manual validation of the
 * array instead, once. A bounded type the schema reads exactly as the baseline does (its counts
 * aside) matches the same items in both, so the baseline certifies against itself.
 */
function openArrayFindings(level: Level): Finding[] {
  const findings: Finding[] = [];
  const reported = new Set<string>();
  for (const entity of level.entities) {
    if (entity.arrayClosed || reported.has(entity.name)) continue;
    const listed = level.entities.filter((other) => other.name === entity.name);
    const countsWhatTheSchemaDoesNot = (baselineType: BaselineEntityNode) => {
      if (baselineType.maxOccurs === 'unbounded') return false;
      const kept = listed.find((other) => other.entityTypeName === baselineType.entityTypeName);
      return kept === undefined || definitionReading(toBaselineNode(kept)) !== definitionReading(baselineType);
    };
    const baselineTypes = level.baselineEntities.filter((candidate) => candidate.name === entity.name);
    if (!baselineTypes.some((baselineType) => baselineType.arrayClosed === true || countsWhatTheSchemaDoesNot(baselineType))) continue;
    reported.add(entity.name);
    findings.push(manual(manualTexts.openEntityArray(entity.name, parentLabel(level.parentPath), childPointer(entity.arrayPointer, 'items'))));
  }
  return findings;
}

/**
 * What decides which items an entity type's definition matches, as text: the library node without
 * its own counts and array (those say how many such items, not which), without descriptions
 * (they constrain nothing) and with keys sorted (a stored library may come back from the database
 * in another key order). Nested entities keep their counts: they are part of the definition.
 */
function definitionReading(node: BaselineEntityNode): string {
  const { minOccurs: _min, maxOccurs: _max, minContains: _contains, arrayClosed: _closed, ...definition } = node;
  return JSON.stringify(definition, (key, value: unknown) => {
    if (key === 'description') return undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
