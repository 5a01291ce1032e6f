import { readCsvTable, type DefinitionTable } from '@afd/afd';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { readSafeZip } from '../../../http/safe-zip.ts';
import { importProblems } from './import-texts.ts';
import { importTable } from './table-import.service.ts';

// Importeer AFD-definitie (ZIP) (001 §7 `POST /schema-import/{org}/{product}/{user}/{time}`): a
// function's own generated set read back into the definition's choices (AUTHORING.md: the reverse
// of generation; ADR 0035). An AFD 1.0 set carries the definition table as CSV; that is read.

const isCsv = (name: string) => /\.csv$/i.test(name);

export async function importZip(db: Db, principal: Principal, organisationName: string, name: string, content: Uint8Array, fileName: string): Promise<string[]> {
  let entries;
  try {
    entries = readSafeZip(content, fileName);
  } catch {
    throw importProblems.unusable(fileName);
  }
  const tables = entries.filter((entry) => isCsv(entry.name));
  if (tables.length !== 1 || !tables[0]) throw importProblems.notAGeneratedSet(fileName);
  let table: DefinitionTable;
  try {
    table = readCsvTable(new TextDecoder('utf-8', { fatal: true }).decode(tables[0].content));
  } catch {
    throw importProblems.unusable(fileName);
  }
  return importTable(db, principal, organisationName, name, table, 'geïmporteerd uit ZIP');
}
