import type { DefinitionTable } from './definition-table-import.ts';

// A definition table from CSV text in the portal's own dialect (the CSV in a generated AFD 1.0
// ZIP, 'Exporteer CSV'): optional byte order mark, ';' between cells, CRLF or LF, RFC 4180 quotes.
// A cell the writer neutralised against spreadsheet formulas ("'=...") gets its text back.

const FORMULA_START = /^'[=+\-@\t\r]/;

function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export function readCsvTable(text: string): DefinitionTable {
  const rows = records(text.replace(/^\uFEFF/, '')).map((row) => row.map((cell) => (FORMULA_START.test(cell) ? cell.slice(1) : cell)));
  const [header = [], ...rest] = rows;
  return { header, rows: rest.filter((row) => row.some((cell) => cell.trim() !== '')) };
}
