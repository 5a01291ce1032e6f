import { parseAfd1Format } from './format-notation.ts';

// In XSD the catalogue names formats as simpleTypes: '.' and ' ' cannot appear in a type name, so
// 'AN..35' is written 'AN__35' and 'N..12 B2' 'N__12_B2'. A few formats have a name of their own,
// after their code: codeD1 (the date), codeB2 (the standard amount), codeP2 (the standard
// percentage) and codeJN (yes/no, whose values are code list ADNLOG).

const namedFormats: Readonly<Record<string, string>> = {
  codeD1: 'N8 D1',
  codeB2: 'N..12 B2',
  codeP2: 'N..5 P2',
  codeJN: 'AN1',
};

/** Formats whose values come from a code list: the J/N format is code list ADNLOG. */
const codeListOfNamedFormat: Readonly<Record<string, string>> = { codeJN: 'ADNLOG' };

/** The catalogue notation of an XSD format name ('AN__35' -> 'AN..35'); null when it is none. */
export function formatNotationOfXsdName(xsdName: string): string | null {
  const named = namedFormats[xsdName];
  if (named) return named;
  const notation = xsdName.replace('__', '..').replace('_', ' ');
  const parsed = parseAfd1Format(notation);
  return parsed.ok && xsdNameOfFormatNotation(parsed.format.notation) === xsdName ? parsed.format.notation : null;
}

/** The systematic XSD name of a notation ('N..12 B2' -> 'N__12_B2'). */
export function xsdNameOfFormatNotation(notation: string): string {
  return notation.trim().replace(/\s+/g, '_').replace('..', '__');
}

/** The code list a named format takes its values from (codeJN -> ADNLOG), if any. */
export function codeListOfXsdFormat(xsdName: string): string | null {
  return codeListOfNamedFormat[xsdName] ?? null;
}
