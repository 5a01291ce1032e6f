// Dutch texts for JSON that does not parse. The reason names what was wrong; the caller adds the
// file name and the position.

export const jsonReasons = {
  empty: 'het bestand is leeg',
  unexpectedEnd: 'het bestand houdt onverwacht op',
  unexpectedCharacter: (character: string) => `onverwacht teken ${quoteCharacter(character)}`,
  expectedButFound: (expectation: string, character: string) => `${expectation}, maar vond ${quoteCharacter(character)}`,
  expectedColon: 'een dubbele punt (:) verwacht na de sleutel',
  expectedKey: 'een sleutel tussen dubbele aanhalingstekens verwacht',
  expectedCommaOrEnd: (closer: string) => `een komma of '${closer}' verwacht`,
  invalidEscape: 'ongeldige escape-reeks in een tekst',
  controlCharacter: 'een stuurteken in een tekst (gebruik een escape-reeks)',
  invalidNumber: 'ongeldig getal',
  numberOutOfRange: 'getal is te groot',
  tooDeep: (maxDepth: number) => `te diep genest (meer dan ${maxDepth} niveaus)`,
  tooLong: (maxLength: number) => `het bestand is te groot (meer dan ${maxLength} tekens)`,
  duplicateKey: (key: string) => `de sleutel "${key}" komt twee keer voor in hetzelfde object`,
  trailingContent: 'er staat nog tekst na het einde van de JSON-waarde',
} as const;

function quoteCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 ? `(tekencode ${code})` : `'${character}'`;
}

/** The Dutch message for JSON that does not parse: file, reason and position. */
export function jsonParseMessage(fileName: string, error: { reason: string; line: number; column: number }): string {
  return `Het bestand ${fileName} is geen geldige JSON: ${error.reason} (regel ${error.line}, kolom ${error.column}).`;
}
