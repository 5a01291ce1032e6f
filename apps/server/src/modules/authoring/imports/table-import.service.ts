import { importDefinitionTable, type DefinitionTable } from '@afd/afd';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { authoringOrganisation } from '../definitions/definition-access.ts';
import { definitionProblems } from '../definitions/definition-texts.ts';
import { choicesOf, domainDefinition } from '../definitions/definition-wire.ts';
import { findBaselineById, libraryTree } from '../definitions/definitions.repository.ts';
import { existingDefinition, inTransaction, saveChange } from '../definitions/definitions.service.ts';
import { importProblems } from './import-texts.ts';

// Importeer XLSX (001 §7 `POST /xlsx-import/{org}/{product}/{user}/{time}`): the definition table
// becomes the definition's attribute and entity choices, as one revision. The definition is locked
// while it is read and written; a table with any problem writes nothing and answers its report.

export async function importTable(db: Db, principal: Principal, organisationName: string, name: string, table: DefinitionTable, change: string): Promise<string[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const row = await existingDefinition(tx, organisation, name, { lock: true });
    if (!row.baselineLibraryId) throw definitionProblems.libraryGone();
    const library = await libraryTree(tx, row.baselineLibraryId);
    if (!library) throw definitionProblems.libraryGone();
    const baseline = await findBaselineById(tx, row.baselineSchemaId);
    const imported = importDefinitionTable(table, library, domainDefinition(row, organisation.name, baseline?.basedOn ?? ''));
    if (!imported.ok) throw importProblems.failed(imported.report);
    await saveChange(tx, principal, row, change, { choices: { ...choicesOf(row), entities: imported.entities, attributes: imported.attributes } });
    return imported.report;
  });
}
