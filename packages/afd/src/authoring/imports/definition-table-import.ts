import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { definitionChoiceProblems, libraryIndex } from '../choices/choice-problems.ts';
import { untouchedAttribute, untouchedEntity, type AttributeChoice, type Definition, type EntityChoice, type Presence } from '../definition.ts';
import { entityPresenceOf, withEntityOccurs, type EntityBounds } from '../entity-presence.ts';
import { definitionTableColumns } from '../export/definition-rows.ts';
import { importTexts } from './import-texts.ts';
import { parseRestriction } from './restriction-parse.ts';

// 'Importeer XLSX' (and the lapsed CSV import): the definition table of 'Exporteer CSV' read back
// into choices (docs/authoring.md 'Imports and exports'). The table is the whole definition: its rows
// are the attributes in it, everything else is left out. Entities follow their attributes (with
// their ancestors); an entity row (path without '@') gives an entity's presence and counts per
// function (ADR 0056); what the table cannot say — an older table's entity counts, oneOf
// compositions, help texts — is kept from the definition as it was. All or nothing: one bad row
// and the report says why, and nothing is taken over.

export interface DefinitionTable {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

export type TableImport =
  | { ok: true; entities: Record<string, EntityChoice>; attributes: Record<string, AttributeChoice>; report: string[] }
  | { ok: false; report: string[] };

const presences = new Set<Presence>(['V', 'O', 'N']);

/** The entity paths from the root down to this attribute's entity ('A/B@x' → A, A/B). */
function entityPathsOf(attributePath: string): string[] {
  const entityPath = attributePath.slice(0, attributePath.indexOf('@'));
  const segments = entityPath.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** What the export writes from the baseline in Formaat/type and Codelijst (definition-rows.ts): the import reads neither. */
function baselineCells(baseline: BaselineAttribute): [string, string] {
  const type = baseline.dataType ? (baseline.dataType.isArray ? 'array' : baseline.dataType.type) : '';
  return [baseline.format ?? type, baseline.codeList?.name ?? ''];
}

/** Warnings for the cells of a row the import does not read that say something other than the baseline. */
function ignoredCells(row: number, cells: readonly string[], baseline: BaselineAttribute): string[] {
  return baselineCells(baseline).flatMap((expected, offset) => {
    const column = 3 + offset;
    const value = (cells[column] ?? '').trim();
    return value !== '' && value !== expected ? [importTexts.cellNotCarried(row, definitionTableColumns[column] ?? '', value, expected)] : [];
  });
}

function checkHeader(header: readonly string[], definition: Definition): { functionColumns: string[]; problems: string[] } {
  const fixed = header.slice(0, definitionTableColumns.length).map((cell) => cell.trim());
  if (fixed.length < definitionTableColumns.length || fixed.some((cell, index) => cell !== definitionTableColumns[index])) {
    return { functionColumns: [], problems: [importTexts.missingColumns(definitionTableColumns)] };
  }
  const functionColumns = header.slice(definitionTableColumns.length).map((cell) => cell.trim());
  const known = new Set(definition.functions.map((fn) => fn.name));
  return { functionColumns, problems: functionColumns.filter((name) => !known.has(name)).map((name) => importTexts.unknownFunction(name)) };
}

export function importDefinitionTable(table: DefinitionTable, library: BaselineLibrary, definition: Definition): TableImport {
  const { functionColumns, problems } = checkHeader(table.header, definition);
  if (problems.length > 0) return { ok: false, report: [...problems, importTexts.failed(problems.length)] };
  const index = libraryIndex(library);
  const isAfd1 = library.afdVersion === 1;
  const attributes: Record<string, AttributeChoice> = {};
  const selectedEntities = new Set<string>();
  const report: string[] = [];
  const errors: string[] = [];
  /** What a row says that the choices have no place for (issue 27): warned, counted, not an error. */
  const warnings: string[] = [];

  /** Per entity with a row of its own (ADR 0056): its counts per function. */
  const entityRows = new Map<string, Record<string, EntityBounds>>();
  const readEntityRow = (row: number, path: string, cells: readonly string[]) => {
    const node = index.entities.get(path) as BaselineEntityNode;
    if (entityRows.has(path)) return void errors.push(importTexts.duplicatePath(row, path));
    const counts: Record<string, EntityBounds> = {};
    functionColumns.forEach((functionName, column) => {
      const value = (cells[definitionTableColumns.length + column] ?? '').trim();
      const occurs = entityCell(value, node);
      if (occurs === null) errors.push(importTexts.badEntityPresence(row, functionName, value));
      else if (node.minOccurs > 0 && entityPresenceOf(occurs) !== 'V') errors.push(importTexts.requiredEntityNotV(row, path, functionName));
      else counts[functionName] = occurs;
    });
    entityRows.set(path, counts);
    const restriction = (cells[5] ?? '').trim();
    if (restriction !== '') warnings.push(importTexts.entityRestrictionNotCarried(row, path, restriction));
    for (const entityPath of entityPathsOf(`${path}@`)) selectedEntities.add(entityPath);
    report.push(importTexts.readEntity(row, path));
  };

  table.rows.forEach((cells, position) => {
    const row = position + 2;
    const path = (cells[0] ?? '').trim();
    if (path === '' && cells.every((cell) => cell.trim() === '')) return;
    if (!path.includes('@') && (cells[2] ?? '').trim() === '' && index.entities.has(path)) return void readEntityRow(row, path, cells);
    if (!path.includes('@')) return void errors.push(importTexts.notAnAttribute(row, path));
    const baseline = index.attributes.get(path);
    if (!baseline) return void errors.push(importTexts.unknownPath(row, path));
    if (attributes[path]) return void errors.push(importTexts.duplicatePath(row, path));
    warnings.push(...ignoredCells(row, cells, baseline));

    const presenceByFunction: Record<string, Presence> = {};
    functionColumns.forEach((functionName, column) => {
      const value = (cells[definitionTableColumns.length + column] ?? '').trim().toUpperCase() || 'N';
      if (!presences.has(value as Presence)) errors.push(importTexts.badPresence(row, functionName, value));
      else if (baseline.required && value !== 'V') errors.push(importTexts.requiredNotV(row, path, functionName));
      else presenceByFunction[functionName] = value as Presence;
    });
    const { restriction, problems: restrictionProblems } = parseRestriction(cells[5] ?? '', isAfd1);
    for (const problem of restrictionProblems) {
      errors.push(problem.kind === 'unknown' ? importTexts.badRestriction(row, problem.part) : importTexts.badNumber(row, problem.key, problem.value));
    }
    const kept = definition.attributes[path] ?? untouchedAttribute();
    attributes[path] = { ...restriction, selected: true, presenceByFunction, helpText: kept.helpText };
    for (const entityPath of entityPathsOf(path)) selectedEntities.add(entityPath);
    report.push(importTexts.read(row, path));
  });

  if (errors.length === 0 && Object.keys(attributes).length === 0) errors.push(importTexts.noRows);
  const entities = entitiesOf(library, definition, selectedEntities, entityRows.size > 0 ? (node) => entityRows.get(node.path) ?? {} : null, functionColumns);
  const functionNames = definition.functions.map((fn) => fn.name);
  if (errors.length === 0) {
    const choiceProblems = definitionChoiceProblems(library, functionNames, { entities, attributes, compositions: definition.compositions });
    for (const [field, messages] of Object.entries(choiceProblems)) {
      for (const message of messages) errors.push(importTexts.choiceProblem(field.slice(field.indexOf('.') + 1), message));
    }
  }
  if (errors.length > 0) return { ok: false, report: [...errors, importTexts.failed(errors.length)] };
  return { ok: true, entities, attributes, report: [...report, ...warnings, importTexts.summary(Object.keys(attributes).length, warnings.length)] };
}

/**
 * An entity's cell: V, O or N, optionally with its counts ('V 1..3', 'O 0..*'); null when it is
 * neither. Without counts: V at least 1 (or the baseline's minimum), O from 0, N a maximum of 0;
 * the maximum otherwise the baseline's.
 */
function entityCell(value: string, node: BaselineEntityNode): EntityBounds | null {
  const match = /^([VON])(?:\s+(\d+)\s*\.\.\s*(\d+|\*))?$/i.exec(value === '' ? 'N' : value);
  if (!match) return null;
  const presence = (match[1] ?? '').toUpperCase() as Presence;
  if (match[2] === undefined) return { minOccurs: presence === 'V' ? Math.max(1, node.minOccurs) : 0, maxOccurs: presence === 'N' ? 0 : node.maxOccurs };
  const occurs: EntityBounds = { minOccurs: Number(match[2]), maxOccurs: match[3] === '*' ? 'unbounded' : Number(match[3]) };
  return entityPresenceOf(occurs) === presence ? occurs : null;
}

/**
 * Entities with an imported attribute or row are selected, the rest are not. Their counts per
 * function: from their row when the table has entity rows (ADR 0056; an entity without one there
 * takes the baseline's), else kept as they were (an older table says nothing about entities).
 */
function entitiesOf(
  library: BaselineLibrary,
  definition: Definition,
  selected: ReadonlySet<string>,
  countsOf: ((node: BaselineEntityNode) => Record<string, EntityBounds>) | null,
  functionColumns: readonly string[],
): Record<string, EntityChoice> {
  const entities: Record<string, EntityChoice> = {};
  const visit = (node: BaselineEntityNode) => {
    const before = definition.entities[node.path] ?? untouchedEntity();
    let kept = before;
    if (countsOf !== null) {
      const counts = countsOf(node);
      for (const functionName of functionColumns) kept = withEntityOccurs(node, kept, functionName, counts[functionName] ?? node);
    }
    if (selected.has(node.path)) entities[node.path] = { ...kept, selected: true };
    else if (definition.entities[node.path]) entities[node.path] = { ...kept, selected: false };
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return entities;
}
