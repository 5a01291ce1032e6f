import { definitionTable, mergedTree } from '@afd/afd';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { csvFile } from '../../../http/csv.ts';
import { definitionWithLibrary } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { domainDefinition } from '../definition-store/stored-definition.ts';
import { findBaselineById } from '../definition-store/authoring-baselines.ts';

// 'Exporteer CSV' (001 §2, §7 `GET /Generate/{org}/{name}`): the whole definition as a table, one
// row per attribute with its presence per function (docs/authoring.md), for Excel as Dutch users open it.

export async function definitionCsv(db: Db, principal: Principal, organisationName: string, name: string): Promise<{ fileName: string; content: string }> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const { row, library } = await definitionWithLibrary(db, organisation, name);
  const baseline = await findBaselineById(db, row.baselineSchemaId);
  const definition = domainDefinition(row, organisation.name, baseline?.basedOn ?? '');
  const table = definitionTable(mergedTree(library, definition), definition.functions.map((fn) => fn.name));
  return { fileName: `${row.name}.csv`, content: csvFile(table.header, table.rows) };
}
