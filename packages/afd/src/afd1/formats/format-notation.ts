import { formatTexts } from './format-texts.ts';

// AFD 1.0 formats as the catalogue writes them: 'AN..35', 'AN3', 'N..9', 'N4', 'N8 D1',
// 'N..12 B2', 'N3 P2', 'N..9 A2'. The length counts characters (AN) or digits (N); '..' makes it a
// maximum, without it the length is exact. A suffix gives the meaning of a numeric value: D1 a
// date CCYYMMDD, B an amount, P a percentage, A a quantity; for B, P and A its digit is the number
// of decimals, counted within the length (like XSD totalDigits and fractionDigits).

export type Afd1FormatKind = 'alphanumeric' | 'numeric' | 'date' | 'amount' | 'percentage' | 'quantity';

export interface Afd1Format {
  /** The notation, normalised to single spaces: 'N..12 B2'. */
  notation: string;
  kind: Afd1FormatKind;
  /** Characters (alphanumeric) or digits (numeric kinds). */
  length: number;
  /** True for 'AN3' and 'N4': the value has exactly `length` characters or digits. */
  exactLength: boolean;
  /** Digits after the decimal point (amount, percentage, quantity); 0 otherwise. */
  decimals: number;
}

export type Afd1FormatParse = { ok: true; format: Afd1Format } | { ok: false; error: string };

const notationPattern = /^(AN|N)(\.\.)?([1-9][0-9]{0,3})(?: ([A-Z])([0-9]))?$/;
const decimalKinds: Readonly<Record<string, Afd1FormatKind>> = { B: 'amount', P: 'percentage', A: 'quantity' };
const DATE_LENGTH = 8;

/** Parses an AFD 1.0 format notation ('AN..35', 'N8 D1', 'N..12 B2'); the error is Dutch. */
export function parseAfd1Format(notation: string): Afd1FormatParse {
  const normalised = notation.trim().replace(/\s+/g, ' ');
  const match = notationPattern.exec(normalised);
  if (!match) return { ok: false, error: formatTexts.unknownNotation(notation) };
  const [, base, dots, digits, suffixCode, suffixDigit] = match;
  const length = Number(digits);
  const exactLength = dots === undefined;
  if (suffixCode === undefined) {
    const kind = base === 'AN' ? 'alphanumeric' : 'numeric';
    return { ok: true, format: { notation: normalised, kind, length, exactLength, decimals: 0 } };
  }
  if (base === 'AN') return { ok: false, error: formatTexts.suffixOnAlphanumeric(normalised) };
  if (suffixCode === 'D') {
    if (suffixDigit !== '1') return { ok: false, error: formatTexts.unknownSuffix(normalised, `D${suffixDigit}`) };
    if (!exactLength || length !== DATE_LENGTH) return { ok: false, error: formatTexts.dateNeedsN8(normalised) };
    return { ok: true, format: { notation: normalised, kind: 'date', length, exactLength, decimals: 0 } };
  }
  const kind = decimalKinds[suffixCode ?? ''];
  if (!kind) return { ok: false, error: formatTexts.unknownSuffix(normalised, `${suffixCode}${suffixDigit}`) };
  const decimals = Number(suffixDigit);
  if (decimals >= length) return { ok: false, error: formatTexts.tooManyDecimals(normalised) };
  return { ok: true, format: { notation: normalised, kind, length, exactLength, decimals } };
}

/** The parsed format, for notations known to be valid (catalogue constants); throws otherwise. */
export function afd1Format(notation: string): Afd1Format {
  const parsed = parseAfd1Format(notation);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.format;
}
