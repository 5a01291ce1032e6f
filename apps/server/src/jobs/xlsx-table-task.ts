import { readZip, rebuildZip, xlsxSheetProblems, type DefinitionTable, type WorksheetCells } from '@afd/afd';
import ExcelJS from 'exceljs';

// An uploaded spreadsheet as a definition table, read on a worker (its heap has the pool's memory
// ceiling): the first worksheet, every cell as the text Excel shows. An empty first worksheet is
// refused saying whether the data stand on another sheet (the header is checked by the caller). An .xlsx is a ZIP: the
// portal's own reader checks and unpacks it first (a directory that describes another archive
// than the file holds, ZIP bombs, '../' names), and exceljs is given a new archive of exactly the
// entries that reader passed, never the uploaded bytes.

export interface XlsxTableInput {
  content: Uint8Array;
  fileName: string;
}

/**
 * The table, or why not: the ZIP reader's Dutch reason (null when the archive is no workbook
 * exceljs can read), or the sheet problems (xlsxSheetProblems) of a workbook whose first sheet is empty.
 */
export type XlsxTableRead = { ok: true; table: DefinitionTable } | { ok: false; zipRefused: string | null } | { ok: false; sheetProblems: string[] };

/** A worksheet's rows as the texts Excel shows (row 1 first; an empty row is an empty list). */
function cellsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 0); column += 1) cells.push(row.getCell(column).text.trim());
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

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
  if (workbook.worksheets.length === 0) return { ok: false, zipRefused: null };
  // Only the first sheet is read; the others are looked at only to say where a table is, when the first is empty.
  const [first, ...others] = workbook.worksheets;
  const firstCells: WorksheetCells = { name: first?.name ?? '', rows: first ? cellsOf(first) : [] };
  const firstHasData = firstCells.rows.some((row) => row.some((cell) => cell !== ''));
  const sheets = firstHasData ? [firstCells] : [firstCells, ...others.map((sheet) => ({ name: sheet.name, rows: cellsOf(sheet) }))];
  const sheetProblems = xlsxSheetProblems(sheets);
  if (sheetProblems.length > 0) return { ok: false, sheetProblems };
  const [header = [], ...rest] = firstCells.rows;
  return { ok: true, table: { header, rows: rest } };
}
