import type { Facets } from '../../model/baseline-library.ts';
import { boundOf, ceilingOf, floorOf, type BoundFacet, type Decimal } from '../schema/exact-decimal.ts';
import type { ExactBounds } from '../schema/exact-decimal.ts';

// totalDigits and fractionDigits limit a number's digits; value bounds can limit them just as
// well. An integer between 0 and 999,999,999,999 has at most 12 digits whether or not its type
// says totalDigits 12, so the comparison with a baseline's digit facets looks at the values the
// upload admits, not at the facets' names. Only whole numbers are read this way (an integer type,
// or fractionDigits 0): their largest digit count follows from the bounds alone, read as exact
// decimals (a bound above 2^53 is not rounded to the nearest double first).

/** The bounds XML Schema gives its integer types. */
const builtinRanges: Readonly<Record<string, readonly [bigint | null, bigint | null]>> = {
  integer: [null, null],
  nonNegativeInteger: [0n, null],
  positiveInteger: [1n, null],
  nonPositiveInteger: [null, 0n],
  negativeInteger: [null, -1n],
  long: [-9223372036854775808n, 9223372036854775807n],
  int: [-2147483648n, 2147483647n],
  short: [-32768n, 32767n],
  byte: [-128n, 127n],
  unsignedLong: [0n, 18446744073709551615n],
  unsignedInt: [0n, 4294967295n],
  unsignedShort: [0n, 65535n],
  unsignedByte: [0n, 255n],
};

/** Whether the type admits whole numbers only. */
export function isIntegral(builtin: string | null, facets: Facets): boolean {
  return (builtin !== null && builtin in builtinRanges) || facets.fractionDigits === 0;
}

/** The digits a value of the type may have at most, from its facets and, for whole numbers, its bounds; with the largest value that needs them. */
export interface DigitLimit {
  totalDigits: number | undefined;
  fractionDigits: number | undefined;
  /** The bound the total follows from, when the bounds (not totalDigits) decide it. */
  widestValue?: string;
}

export function digitLimit(builtin: string | null, facets: Facets, exact?: ExactBounds): DigitLimit {
  if (!isIntegral(builtin, facets)) return { totalDigits: facets.totalDigits, fractionDigits: facets.fractionDigits };
  const [low, high] = integerRange(builtin, facets, exact);
  if (low === null || high === null) return { totalDigits: facets.totalDigits, fractionDigits: 0 };
  const widest = abs(low) > abs(high) ? low : high;
  const digits = abs(widest).toString().length;
  if (facets.totalDigits !== undefined && facets.totalDigits <= digits) return { totalDigits: facets.totalDigits, fractionDigits: 0 };
  return { totalDigits: digits, fractionDigits: 0, widestValue: widest.toString() };
}

/** The smallest and largest whole number the facets and the built-in type admit (null: unbounded), read exactly. */
function integerRange(builtin: string | null, facets: Facets, exact: ExactBounds | undefined): [bigint | null, bigint | null] {
  const [builtinLow, builtinHigh] = builtinRanges[builtin ?? ''] ?? [null, null];
  const bound = (facet: BoundFacet, round: (value: Decimal) => bigint) => {
    const value = boundOf(facets, facet, exact);
    return value === undefined ? null : round(value);
  };
  const low = tightest([builtinLow, bound('minimum', ceilingOf), offset(bound('exclusiveMinimum', floorOf), 1n)], (a, b) => a > b);
  const high = tightest([builtinHigh, bound('maximum', floorOf), offset(bound('exclusiveMaximum', ceilingOf), -1n)], (a, b) => a < b);
  return [low, high];
}

function tightest(values: readonly (bigint | null | undefined)[], tighter: (a: bigint, b: bigint) => boolean): bigint | null {
  let best: bigint | null = null;
  for (const value of values) if (value !== null && value !== undefined && (best === null || tighter(value, best))) best = value;
  return best;
}

const offset = (value: bigint | null, by: bigint) => (value === null ? null : value + by);
const abs = (value: bigint) => (value < 0n ? -value : value);
