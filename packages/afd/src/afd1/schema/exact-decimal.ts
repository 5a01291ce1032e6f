import type { Facets } from '../../model/baseline-library.ts';

// xs:decimal and its integer types compare exactly: a bound of 1000000000000000001 is not
// 1000000000000000000, though JavaScript reads both as the same number (above 2^53 a double holds
// only every other integer, and fewer further up). A value is read from the text the schema
// writes (facets keep it in `exactBounds` where their number does not hold it) as a whole number
// of units of 10^-scale, in BigInt.

/** sign * digits * 10^-scale, digits without trailing zeros in the fraction. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const LEXICAL = /^\s*([+-])?([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?\s*$/;

/** The decimal a lexical form (or a JavaScript number's text, exponent and all) stands for; null when it is not a number. */
export function parseDecimal(text: string): Decimal | null {
  const match = LEXICAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return null;
  let digits = `${whole}${fraction}`.replace(/^0+(?=.)/, '');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  let units = BigInt(digits);
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** The decimal of a number as JavaScript writes it (exact for the double's shortest form). */
export function decimalOfNumber(value: number): Decimal {
  return parseDecimal(String(value)) ?? { units: 0n, scale: 0 };
}

/** -1, 0 or 1 as `first` is smaller than, equal to or larger than `second`. */
export function compareDecimals(first: Decimal, second: Decimal): -1 | 0 | 1 {
  const scale = Math.max(first.scale, second.scale);
  const a = first.units * 10n ** BigInt(scale - first.scale);
  const b = second.units * 10n ** BigInt(scale - second.scale);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The canonical lexical form: '1000000000000000001', '-0.5'. */
export function decimalText(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const text = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
  return negative ? `-${text}` : text;
}

/** The largest whole number not above the value, and the smallest not below it. */
export function floorOf(value: Decimal): bigint {
  const divisor = 10n ** BigInt(value.scale);
  const quotient = value.units / divisor;
  return value.units < 0n && quotient * divisor !== value.units ? quotient - 1n : quotient;
}

export function ceilingOf(value: Decimal): bigint {
  return -floorOf({ units: -value.units, scale: value.scale });
}

/** The value plus a whole number. */
export function plus(value: Decimal, whole: bigint): Decimal {
  return { units: value.units + whole * 10n ** BigInt(value.scale), scale: value.scale };
}

/** Value bounds as the schema writes them, where their number does not hold the value (above 2^53, or more digits than a double keeps). */
export type ExactBounds = Partial<Record<'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', string>>;

export type BoundFacet = keyof ExactBounds;

/** A bound facet as an exact decimal: the schema's own text where the number does not hold it. */
export function boundOf(facets: Facets, facet: BoundFacet, exact: ExactBounds | undefined): Decimal | undefined {
  const text = exact?.[facet];
  const written = text === undefined ? null : parseDecimal(text);
  if (written !== null) return written;
  const value = facets[facet];
  return value === undefined || !Number.isFinite(value) ? undefined : decimalOfNumber(value);
}
