import type { DefinitionTable } from '@afd/afd';
import ExcelJS from 'exceljs';
import { readSafeZip } from '../../../http/safe-zip.ts';
import { importProblems } from './import-texts.ts';

// An uploaded spreadsheet as the definition table: the first worksheet, every cell as the text
// Excel shows. An .xlsx is a ZIP: it is unpacked with the same limits as every upload first
// (zip bombs, '../' names), so exceljs never sees what we would refuse.

export async function readXlsxTable(content: Uint8Array, fileName: string): Promise<DefinitionTable> {
  try {
    readSafeZip(content, fileName);
  } catch {
    throw importProblems.unusable(fileName);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(content) as unknown as ArrayBuffer);
  } catch {
    throw importProblems.unusable(fileName);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw importProblems.unusable(fileName);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 0); column += 1) cells.push(row.getCell(column).text.trim());
    rows[rowNumber - 1] = cells;
  });
  const [header = [], ...rest] = Array.from(rows, (row) => row ?? []);
  return { header, rows: rest };
}
