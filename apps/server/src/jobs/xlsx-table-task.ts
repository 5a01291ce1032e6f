import { readZip, rebuildZip, type DefinitionTable } from '@afd/afd';
import ExcelJS from 'exceljs';

// An uploaded spreadsheet as a definition table, read on a worker (its heap has the pool's memory
// ceiling): the first worksheet, every cell as the text Excel shows. An .xlsx is a ZIP: the
// portal's own reader checks and unpacks it first (a directory that describes another archive
// than the file holds, ZIP bombs, '../' names), and exceljs is given a new archive of exactly the
// entries that reader passed, never the uploaded bytes.

export interface XlsxTableInput {
  content: Uint8Array;
  fileName: string;
}

/** The table, or why not: the ZIP reader's Dutch reason, or null when the archive is no workbook exceljs can read. */
export type XlsxTableRead = { ok: true; table: DefinitionTable } | { ok: false; zipRefused: string | null };

export async function readXlsxTableTask({ content, fileName }: XlsxTableInput): Promise<XlsxTableRead> {
  const read = readZip(content, fileName);
  if (!read.ok) return { ok: false, zipRefused: read.reason };
  const rebuilt = rebuildZip(read.entries);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(rebuilt.buffer, rebuilt.byteOffset, rebuilt.byteLength) as unknown as ArrayBuffer);
  } catch {
    return { ok: false, zipRefused: null };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, zipRefused: null };
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 0); column += 1) cells.push(row.getCell(column).text.trim());
    rows[rowNumber - 1] = cells;
  });
  const [header = [], ...rest] = Array.from(rows, (row) => row ?? []);
  return { ok: true, table: { header, rows: rest } };
}
