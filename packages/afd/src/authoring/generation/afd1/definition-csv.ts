import type { TreeEntityView } from '../../merged-tree.ts';
import { definitionTable } from '../../export/definition-rows.ts';

// The definition as CSV inside the set, in the dialect of the server's 'Exporteer CSV'
// (apps/server/src/http/csv.ts): UTF-8 with a byte order mark, ';' between cells, CRLF, RFC 4180
// quoting, and a cell that a spreadsheet would run as a formula shown as text. Written here again
// because generation is pure and runs without the server; the columns are definitionTable's.

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(text: string): string {
  const neutral = FORMULA_START.test(text) ? `'${text}` : text;
  return /[;,"\r\n]/.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

/** The definition table of the merged tree as a CSV file's text. */
export function definitionCsv(tree: readonly TreeEntityView[], functionNames: readonly string[]): string {
  const { header, rows } = definitionTable(tree, functionNames);
  return BYTE_ORDER_MARK + [header, ...rows].map((cells) => cells.map(cellText).join(';')).join('\r\n') + '\r\n';
}
