import type { BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { definitionChoiceProblems, libraryIndex } from '../choices/choice-problems.ts';
import { untouchedAttribute, untouchedEntity, type AttributeChoice, type Definition, type EntityChoice, type Presence } from '../definition.ts';
import { definitionTableColumns } from '../export/definition-rows.ts';
import { importTexts } from './import-texts.ts';
import { parseRestriction } from './restriction-parse.ts';

// 'Importeer XLSX' (and the lapsed CSV import): the definition table of 'Exporteer CSV' read back
// into choices (AUTHORING.md 'Imports and exports'). The table is the whole definition: its rows
// are the attributes in it, everything else is left out. Entities follow their attributes (with
// their ancestors); what the table cannot say — an entity's maximum per function, oneOf
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

  table.rows.forEach((cells, position) => {
    const row = position + 2;
    const path = (cells[0] ?? '').trim();
    if (path === '' && cells.every((cell) => cell.trim() === '')) return;
    if (!path.includes('@')) return void errors.push(importTexts.notAnAttribute(row, path));
    const baseline = index.attributes.get(path);
    if (!baseline) return void errors.push(importTexts.unknownPath(row, path));
    if (attributes[path]) return void errors.push(importTexts.duplicatePath(row, path));

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
  const entities = entitiesOf(library, definition, selectedEntities);
  const functionNames = definition.functions.map((fn) => fn.name);
  if (errors.length === 0) {
    const choiceProblems = definitionChoiceProblems(library, functionNames, { entities, attributes, compositions: definition.compositions });
    for (const [field, messages] of Object.entries(choiceProblems)) {
      for (const message of messages) errors.push(importTexts.choiceProblem(field.slice(field.indexOf('.') + 1), message));
    }
  }
  if (errors.length > 0) return { ok: false, report: [...errors, importTexts.failed(errors.length)] };
  return { ok: true, entities, attributes, report: [...report, importTexts.summary(Object.keys(attributes).length)] };
}

/** Entities with an imported attribute are selected, keeping their settings per function; the rest are not. */
function entitiesOf(library: BaselineLibrary, definition: Definition, selected: ReadonlySet<string>): Record<string, EntityChoice> {
  const entities: Record<string, EntityChoice> = {};
  const visit = (node: BaselineEntityNode) => {
    const kept = definition.entities[node.path] ?? untouchedEntity();
    if (selected.has(node.path)) entities[node.path] = { ...kept, selected: true };
    else if (definition.entities[node.path]) entities[node.path] = { ...kept, selected: false };
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return entities;
}
