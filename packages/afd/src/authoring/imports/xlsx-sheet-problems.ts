import { definitionTableColumns } from '../export/definition-rows.ts';

// What 'Importeer XLSX' says about a workbook whose definition table is not where the import reads
// it (the first worksheet, its header in row 1), each case in its own words, so the user knows
// what to change: an empty workbook, the table on another sheet, or a header cell that is wrong
// (named as a spreadsheet names it, 'B1').

/** A worksheet by its name and its rows of cell texts (row 1 first). */
export interface WorksheetCells {
  name: string;
  rows: readonly (readonly string[])[];
}

/** The spreadsheet's letters of a column (0 → A, 25 → Z, 26 → AA). */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const hasData = (sheet: WorksheetCells) => sheet.rows.some((row) => row.some((cell) => cell.trim() !== ''));

export const xlsxSheetTexts = {
  emptyWorkbook: (sheet: string) => `Het eerste werkblad ('${sheet}') is leeg en de andere werkbladen ook: er staat geen definitietabel in het bestand.`,
  tableOnOtherSheet: (first: string, other: string) =>
    `Het eerste werkblad ('${first}') is leeg; de gegevens staan op werkblad '${other}'. De import leest alleen het eerste werkblad: zet de definitietabel daar.`,
  headerCell: (cell: string, expected: string, actual: string) =>
    actual === '' ? `Cel ${cell} moet "${expected}" zijn, maar is leeg.` : `Cel ${cell} moet "${expected}" zijn, maar bevat "${actual}".`,
} as const;

/**
 * Why the workbook's first worksheet holds nothing to read: it and every other sheet are empty,
 * or the data stand on another sheet. Empty when the first sheet has data.
 */
export function xlsxSheetProblems(sheets: readonly WorksheetCells[]): string[] {
  const [first, ...others] = sheets;
  if (first && hasData(first)) return [];
  const other = others.find(hasData);
  return [other ? xlsxSheetTexts.tableOnOtherSheet(first?.name ?? '', other.name) : xlsxSheetTexts.emptyWorkbook(first?.name ?? '')];
}

/**
 * Each fixed header cell of the table (row 1) that is not the export's column, by its name ('B1');
 * empty when they all are. The function columns after them are the definition's to judge.
 */
export function xlsxHeaderProblems(header: readonly string[]): string[] {
  return definitionTableColumns.flatMap((expected, index) => {
    const actual = (header[index] ?? '').trim();
    return actual === expected ? [] : [xlsxSheetTexts.headerCell(`${columnLetters(index)}1`, expected, actual)];
  });
}
