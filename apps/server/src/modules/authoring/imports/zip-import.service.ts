import {
  afd2ImportTexts,
  afd2SchemaFunctionName,
  checkNewFunctionName,
  importValidationRules,
  isCodeListFileName,
  MAX_STANDARD_FUNCTION_NAME_LENGTH,
  readAfd2FunctionSchema,
  readCsvTable,
  type DefinitionFunction,
  type DefinitionTable,
  type ZipEntry,
} from '@afd/afd';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal.ts';
import { readBlob } from '../../../db/blob-store.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineLibraries } from '../../../db/schema/index.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { fromLibraryOf, lockedDefinitionWithLibrary } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { choicesOf, domainDefinition } from '../definition-store/stored-definition.ts';
import { findBaselineById } from '../definition-store/authoring-baselines.ts';
import { inTransaction, saveChange } from '../definition-store/definition-change.ts';
import { importProblems } from './import-texts.ts';
import { importTable } from './table-import.service.ts';

// Importeer AFD-definitie (ZIP) (001 §7 `POST /schema-import/{org}/{product}/{user}/{time}`): a
// function's own generated set read back into the definition's choices (docs/authoring.md: the reverse
// of generation; ADR 0035). An AFD 1.0 set carries the definition table as CSV: that is read, with
// the business rules of its afdXPathLibrary.xml. An AFD 2.0 set is read from its JSON Schema, for
// the function it names, with the rules of its -validationRules.json.

const isCsv = (name: string) => /\.csv$/i.test(name);
// The set's `{LIST}.json` code list files (issue 35) are not the function schema.
const isFunctionSchema = (name: string) => /\.json$/i.test(name) && !/-(afdCodelists|validationRules)\.json$/i.test(name) && !isCodeListFileName(name);
const isValidationRules = (name: string) => /-validationRules\.json$/i.test(name);
const isXPathLibrary = (name: string) => /afdXPathLibrary\.xml$/i.test(name);
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The ZIP's files, unpacked on the worker pool: a ZIP bomb never inflates on the request thread. */
async function unpacked(pool: CertificationPool, content: Uint8Array, fileName: string): Promise<ZipEntry[]> {
  const read = await pool.perform('readZip', { zip: content, fileName });
  if (!read.ok) throw importProblems.unusable(fileName, read.reason);
  return read.entries;
}

function text(entry: ZipEntry, fileName: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(entry.content);
  } catch {
    throw importProblems.unusable(fileName, `Het bestand '${entry.name}' in '${fileName}' is geen UTF-8-tekst.`);
  }
}

export async function importZip(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string, content: Uint8Array, fileName: string): Promise<string[]> {
  const entries = await unpacked(pool, content, fileName);
  const tables = entries.filter((entry) => isCsv(entry.name));
  const schemas = entries.filter((entry) => isFunctionSchema(entry.name));
  if (tables.length === 1 && tables[0]) {
    const table: DefinitionTable = readCsvTable(text(tables[0], fileName));
    // The set's business rules come along (issue 27), as the AFD 2.0 set's -validationRules.json does.
    const libraries = entries.filter((entry) => isXPathLibrary(entry.name));
    if (libraries.length > 1) throw importProblems.severalXPathLibraries(fileName);
    const xpathLibrary = libraries[0] ? { fileName: baseName(libraries[0].name), text: text(libraries[0], fileName) } : undefined;
    return importTable(db, principal, organisationName, name, table, 'geïmporteerd uit ZIP', xpathLibrary);
  }
  const rules = entries.filter((entry) => isValidationRules(entry.name));
  const validationRulesText = rules.length === 1 && rules[0] ? text(rules[0], fileName) : undefined;
  if (schemas.length === 1 && schemas[0]) return importFunctionSchema(db, principal, organisationName, name, text(schemas[0], fileName), validationRulesText);
  throw importProblems.notAGeneratedSet(fileName);
}

/**
 * The function the schema is for, as a function of the definition's own, when the definition does
 * not have it yet: a name from the standard's own files, up to the standard's length (ADR 0058).
 * Null when the definition has it, or the name is unusable (the import then says the function is unknown).
 */
function functionFromTheFile(schemaText: string, functions: readonly DefinitionFunction[]): DefinitionFunction | null {
  const named = afd2SchemaFunctionName(schemaText);
  if (named === null || functions.some((fn) => fn.name === named)) return null;
  const checked = checkNewFunctionName(named, functions.map((fn) => fn.name), { maxLength: MAX_STANDARD_FUNCTION_NAME_LENGTH });
  return checked.ok && checked.name === named ? { name: named, active: true, custom: true } : null;
}

/** The baseline document a library was read from (it says what the library does not record); null when it is gone. */
async function baselineDocumentOf(tx: Tx, libraryId: string): Promise<string | null> {
  const [row] = await tx.select({ blobId: baselineLibraries.contentBlobId }).from(baselineLibraries).where(eq(baselineLibraries.id, libraryId));
  const blob = row ? await readBlob(tx, row.blobId) : null;
  return blob ? new TextDecoder().decode(blob.content) : null;
}

/** The AFD 2.0 path: one function's choices from its JSON Schema, as one revision (with its function, when new). */
async function importFunctionSchema(db: Db, principal: Principal, organisationName: string, name: string, schemaText: string, validationRulesText: string | undefined): Promise<string[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const { row, library } = await lockedDefinitionWithLibrary(tx, organisation, name);
    // Without the document the library was read from, the library is as good as gone.
    const baselineDocument = await fromLibraryOf(row, (libraryId) => baselineDocumentOf(tx, libraryId));
    const baseline = await findBaselineById(tx, row.baselineSchemaId);
    const definition = domainDefinition(row, organisation.name, baseline?.basedOn ?? '');
    const added = functionFromTheFile(schemaText, definition.functions);
    const functions = added ? [...definition.functions, added] : definition.functions;
    const imported = readAfd2FunctionSchema(schemaText, library, { ...definition, functions }, baselineDocument);
    // The set's rules come along into the verbandscontroles, checked as a save checks them (issue 27): all or nothing with the choices.
    const rules = validationRulesText === undefined ? null : importValidationRules(validationRulesText, row.businessRules);
    if (!imported.ok || (rules !== null && !rules.ok)) throw importProblems.failed([...(imported.ok ? [] : imported.report), ...(rules && !rules.ok ? rules.report : [])]);
    const takenRules = rules?.ok && rules.added > 0 ? rules : null;
    await saveChange(tx, principal, row, 'geïmporteerd uit ZIP', {
      ...(added ? { functions } : {}),
      ...(takenRules ? { businessRules: takenRules.businessRules } : {}),
      choices: { ...choicesOf(row), entities: imported.entities, attributes: imported.attributes, compositions: imported.compositions },
    });
    const report = [...(added ? [afd2ImportTexts.functionAdded(added.name)] : []), ...imported.report, ...(rules?.ok ? rules.report : [])];
    return report;
  });
}
