import { importTexts, readZipDirectory, xlsxHeaderProblems, type DefinitionTable } from '@afd/afd';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { importProblems } from './import-texts.ts';

// An uploaded spreadsheet as the definition table, read on the worker pool (jobs/xlsx-table-task.ts):
// the portal's ZIP reader checks and unpacks it, exceljs parses only what that reader passed, and
// a workbook too large for a worker's memory ceiling answers 422 instead of taking the process down.
// A workbook without a table on its first sheet is refused with each problem (empty, the table on
// another sheet, a wrong header cell by its name) and the import's closing line.
// An archive whose structure is wrong is refused here already: that check inflates nothing and
// reads at most the end record's 64 KB and the directory, so no worker is needed for it.

/** Each problem a line of the report, then the import's closing line. */
const refused = (problems: string[]) => importProblems.failed([...problems, importTexts.failed(problems.length)]);

export async function readXlsxTable(pool: CertificationPool, content: Uint8Array, fileName: string): Promise<DefinitionTable> {
  const structure = readZipDirectory(content, fileName);
  if (!structure.ok) throw importProblems.unusable(fileName, structure.reason);
  const read = await pool.perform('readXlsxTable', { content, fileName });
  if (!read.ok) {
    if ('sheetProblems' in read) throw refused(read.sheetProblems);
    throw importProblems.unusable(fileName, read.zipRefused);
  }
  const headerProblems = xlsxHeaderProblems(read.table.header);
  if (headerProblems.length > 0) throw refused(headerProblems);
  return read.table;
}
