import { readFileSync } from 'node:fs';

// Test support: the tables of a Markdown document beside the code, so that a test can hold the
// code to what its documentation says (packages/afd/src stays free of I/O, hence here).

/** The cells of every table row of a Markdown file, trimmed; header and separator rows included. */
export function markdownTableRows(file: URL): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim()));
}
