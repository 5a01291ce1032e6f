import type { Facets } from '../../model/baseline-library.ts';
import { boundOf, compareDecimals, parseDecimal, type BoundFacet, type Decimal } from '../schema/exact-decimal.ts';
import type { ExactBounds } from '../schema/exact-decimal.ts';
import type { FacetLabel } from './certification-texts.ts';

// A type that lists its values (xs:enumeration) admits exactly those: a baseline facet it does not
// restate still holds when every listed value meets it. 'AB' and 'CD' fit AN..35 without a
// maxLength of their own. A facet this reading cannot check (a pattern JavaScript does not read
// as XML Schema does) is not taken as met.

/** True when every listed value meets the baseline's facet. */
export function listedValuesMeet(values: readonly string[], facet: FacetLabel, baseline: Facets, exact?: ExactBounds): boolean {
  return values.every((value) => meets(value, facet, baseline, exact));
}

function meets(value: string, facet: FacetLabel, baseline: Facets, exact: ExactBounds | undefined): boolean {
  /** -1, 0, 1: the value against the baseline's bound, exactly; undefined where the baseline has none. */
  const against = (bound: BoundFacet) => {
    const limit = boundOf(baseline, bound, exact);
    return limit === undefined ? undefined : compareDecimals(numberOf(value)!, limit);
  };
  const length = [...value].length;
  switch (facet) {
    case 'maxLength':
      return baseline.maxLength !== undefined && length <= baseline.maxLength;
    case 'minLength':
      return baseline.minLength !== undefined && length >= baseline.minLength;
    case 'totalDigits':
    case 'fractionDigits':
      return digitsWithin(value, baseline);
    case 'lowerBound':
      return numberOf(value) !== null && (against('minimum') ?? 0) >= 0 && (against('exclusiveMinimum') ?? 1) > 0;
    case 'upperBound':
      return numberOf(value) !== null && (against('maximum') ?? 0) <= 0 && (against('exclusiveMaximum') ?? -1) < 0;
    case 'pattern':
      return baseline.pattern !== undefined && patternMatches(baseline.pattern, value);
    default:
      return false;
  }
}

const DECIMAL = /^[+-]?(?<whole>[0-9]*)(?:\.(?<fraction>[0-9]*))?$/;

function numberOf(value: string): Decimal | null {
  return DECIMAL.test(value) && /[0-9]/.test(value) ? parseDecimal(value) : null;
}

/** Digits as XML Schema counts them: without leading zeros and trailing fraction zeros. */
function digitsWithin(value: string, baseline: Facets): boolean {
  const match = DECIMAL.exec(value);
  if (!match || !/[0-9]/.test(value)) return false;
  const whole = (match.groups?.whole ?? '').replace(/^0+/, '');
  const fraction = (match.groups?.fraction ?? '').replace(/0+$/, '');
  const total = Math.max(1, whole.length + fraction.length);
  return (baseline.totalDigits === undefined || total <= baseline.totalDigits) && (baseline.fractionDigits === undefined || fraction.length <= baseline.fractionDigits);
}

/** An XSD pattern read as JavaScript where both read it alike; otherwise not met. */
function patternMatches(pattern: string, value: string): boolean {
  if (/\\[icIC]|-\[|\\p\{Is/.test(pattern)) return false;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return false;
  }
}
