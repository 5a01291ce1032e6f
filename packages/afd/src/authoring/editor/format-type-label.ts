import { parseAfd1Format } from '../../afd1/formats/format-notation.ts';

// The label an AFD 1.0 attribute's kind of value gets on the definition page (001 §5: "ja/nee for
// code list ADNLOG, optielijst for other code lists, datum for format N8 D1, numeriek for N
// formats, otherwise alfanumeriek").

export type FormatTypeLabel = 'ja/nee' | 'optielijst' | 'datum' | 'numeriek' | 'alfanumeriek';

export function formatTypeLabel(attribute: { format: string | null; codeList: string | null }): FormatTypeLabel {
  if (attribute.codeList === 'ADNLOG') return 'ja/nee';
  if (attribute.codeList !== null) return 'optielijst';
  const parsed = attribute.format === null ? null : parseAfd1Format(attribute.format);
  if (parsed?.ok && parsed.format.kind === 'date') return 'datum';
  if (parsed?.ok && parsed.format.kind !== 'alphanumeric') return 'numeriek';
  return 'alfanumeriek';
}

/** A subset code list is named with an underscore (001 §5: "subset code lists have an underscore in the name"). */
export const isSubsetCodeListName = (name: string) => name.includes('_');
