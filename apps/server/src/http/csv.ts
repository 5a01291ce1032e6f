// CSV files for download (users.csv, publication-info.csv, ...). Written for Excel as Dutch
// users open it: UTF-8 with a byte order mark (without it Excel reads the file as Windows-1252
// and mangles é, ë, ...), ';' between cells (the list separator of Dutch Excel: with ',' a
// double-click shows every row in one column), CRLF line ends and RFC 4180 quoting.

/** One cell: text, a number, a yes/no, or empty. */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** Cell separator; ';' unless a consumer needs RFC 4180's ','. */
  delimiter?: ';' | ',';
  /** How a boolean cell reads; Dutch by default. */
  booleanText?: { true: string; false: string };
}

/** The content type to answer a CSV file with. */
export const csvContentType = 'text/csv; charset=utf-8';

const BYTE_ORDER_MARK = '\uFEFF';

// Spreadsheets run a cell that starts with one of these as a formula ('=HYPERLINK(...)',
// '+cmd|...', '@SUM(...)'); tab and carriage return can hide such a start (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell's text, neutralised: a leading quote makes a spreadsheet show text that would start
 * a formula as text. Note this also marks '+31 6 ...' or '-5': exactness beats convenience here,
 * since a user's own profile fields end up in an administrator's spreadsheet.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell, options: Required<CsvOptions>): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? options.booleanText.true : options.booleanText.false;
  // Numbers are ours, not user input: a negative number stays a number.
  if (typeof cell === 'number') return String(cell);
  return neutraliseCell(cell);
}

/**
 * RFC 4180 §2.6–2.7: quote a cell holding a quote, a line break or either separator (both, so a
 * program that guesses the separator cannot split a cell); double its quotes.
 */
function quoted(text: string): string {
  return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text (without byte order mark) of a header row and data rows. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const settings: Required<CsvOptions> = {
    delimiter: options.delimiter ?? ';',
    booleanText: options.booleanText ?? { true: 'Ja', false: 'Nee' },
  };
  const line = (cells: readonly CsvCell[]) => cells.map((cell) => quoted(cellText(cell, settings))).join(settings.delimiter);
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}

/**
 * The CSV file to send, starting with a byte order mark so Excel reads it as UTF-8 (send it with
 * `csvContentType`; the server encodes strings as UTF-8).
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  return BYTE_ORDER_MARK + csvText(header, rows, options);
}

/** Content-Disposition for a download under this (ASCII) file name. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replaceAll('"', '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
