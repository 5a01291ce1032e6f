import type { Facets } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import type { FacetLabel } from './certification-texts.ts';
import { boundOf, compareDecimals, decimalText, type Decimal } from '../schema/exact-decimal.ts';
import { digitLimit, type DigitLimit } from './digit-range.ts';
import { listedValuesMeet } from './listed-values.ts';
import type { EffectiveType } from './effective-type.ts';

// Is the uploaded attribute's type equal to or narrower than the baseline's? Each way it is not
// is one difference; a pattern against a different pattern cannot be decided and says so.

export type TypeDifference =
  | { kind: 'otherDataType' }
  | { kind: 'otherCodeList'; codeList: string; baselineCodeList: string }
  | { kind: 'codeListMissing'; baselineCodeList: string }
  | { kind: 'valuesOutside'; extra: string[]; allowed: string[] }
  | { kind: 'facetWider'; facet: FacetLabel; value: string; baselineValue: string }
  | { kind: 'facetMissing'; facet: FacetLabel; baselineValue: string }
  | { kind: 'patternUndecidable'; pattern: string; baselinePattern: string };

type Bound = { value: Decimal; exclusive: boolean };

/** The differences that make `uploaded` wider than `baseline`; empty when it is a restriction. */
export function typeDifferences(uploaded: EffectiveType, baseline: EffectiveType, codeLists: readonly CodeList[]): TypeDifference[] {
  if (baseline.family !== null && uploaded.family !== baseline.family) return [{ kind: 'otherDataType' }];
  const differences: TypeDifference[] = [...codeListDifferences(uploaded, baseline, codeLists)];
  const mine = uploaded.facets;
  const theirs = baseline.facets;
  differences.push(...compareLimit(mine.maxLength, theirs.maxLength, 'maxLength', (value, limit) => value <= limit));
  differences.push(...compareDigits(digitLimit(uploaded.builtin ?? null, mine, uploaded.exactBounds), theirs));
  differences.push(...compareLimit(mine.minLength, theirs.minLength, 'minLength', (value, limit) => value >= limit));
  differences.push(...compareBound(lowerBound(uploaded), lowerBound(baseline), 'lowerBound', 1));
  differences.push(...compareBound(upperBound(uploaded), upperBound(baseline), 'upperBound', -1));
  if (theirs.pattern !== undefined) {
    if (mine.pattern === undefined) differences.push({ kind: 'facetMissing', facet: 'pattern', baselineValue: theirs.pattern });
    else if (mine.pattern !== theirs.pattern) differences.push({ kind: 'patternUndecidable', pattern: mine.pattern, baselinePattern: theirs.pattern });
  }
  if (theirs.const !== undefined && mine.const !== theirs.const) {
    differences.push(mine.const === undefined ? { kind: 'facetMissing', facet: 'const', baselineValue: theirs.const } : { kind: 'facetWider', facet: 'const', value: mine.const, baselineValue: theirs.const });
  }
  // Listed values are the value space itself: a facet they all meet need not be restated.
  const listed = mine.enumeration;
  if (listed === undefined) return differences;
  return differences.filter((difference) => !(isFacetDifference(difference) && listedValuesMeet(listed, difference.facet, theirs, baseline.exactBounds)));
}

function isFacetDifference(difference: TypeDifference): difference is Extract<TypeDifference, { facet: FacetLabel }> {
  return difference.kind === 'facetWider' || difference.kind === 'facetMissing';
}

function codeListDifferences(uploaded: EffectiveType, baseline: EffectiveType, codeLists: readonly CodeList[]): TypeDifference[] {
  const fullList = (name: string) => codeLists.find((list) => list.name === name)?.values.map((value) => value.code) ?? null;
  if (baseline.codeList) {
    const allowed = baseline.codeList.values ?? fullList(baseline.codeList.name);
    if (!uploaded.codeList) {
      if (uploaded.facets.enumeration === undefined) return [{ kind: 'codeListMissing', baselineCodeList: baseline.codeList.name }];
      return valuesOutside(uploaded.facets.enumeration, allowed);
    }
    if (uploaded.codeList.name !== baseline.codeList.name) {
      return [{ kind: 'otherCodeList', codeList: uploaded.codeList.name, baselineCodeList: baseline.codeList.name }];
    }
    return valuesOutside(uploaded.codeList.values ?? fullList(uploaded.codeList.name), allowed);
  }
  const allowed = baseline.facets.enumeration;
  if (allowed === undefined) return [];
  const values = uploaded.facets.enumeration ?? uploaded.codeList?.values ?? null;
  if (values === null) return [{ kind: 'facetMissing', facet: 'enumeration', baselineValue: allowed.join(', ') }];
  return valuesOutside(values, allowed);
}

/** Values not in `allowed`; nothing to say when either side is unknown. */
function valuesOutside(values: readonly string[] | null, allowed: readonly string[] | null): TypeDifference[] {
  if (values === null || allowed === null) return [];
  const extra = values.filter((value) => !allowed.includes(value));
  return extra.length === 0 ? [] : [{ kind: 'valuesOutside', extra, allowed: [...allowed] }];
}

/** Digits compared by the values admitted: an integer's bounds limit its digits as totalDigits does. */
function compareDigits(limit: DigitLimit, baseline: Facets): TypeDifference[] {
  const total = compareLimit(limit.totalDigits, baseline.totalDigits, 'totalDigits', (value, most) => value <= most);
  const fraction = compareLimit(limit.fractionDigits, baseline.fractionDigits, 'fractionDigits', (value, most) => value <= most);
  const widest = limit.widestValue;
  // A total that follows from the bounds names the value that needs it: 1000000000000 has 13 digits.
  const named = widest === undefined ? total : total.map((difference) => (difference.kind === 'facetWider' ? { ...difference, value: `${difference.value} (${widest})` } : difference));
  return [...named, ...fraction];
}

function compareLimit(value: number | undefined, limit: number | undefined, facet: FacetLabel, fits: (value: number, limit: number) => boolean): TypeDifference[] {
  if (limit === undefined) return [];
  if (value === undefined) return [{ kind: 'facetMissing', facet, baselineValue: String(limit) }];
  return fits(value, limit) ? [] : [{ kind: 'facetWider', facet, value: String(value), baselineValue: String(limit) }];
}

// Bounds compare as exact decimals (exact-decimal.ts): 1000000000000000001 is above 10^18.
function lowerBound(type: EffectiveType): Bound | null {
  return tighter(boundOf(type.facets, 'minimum', type.exactBounds), boundOf(type.facets, 'exclusiveMinimum', type.exactBounds), 1);
}

function upperBound(type: EffectiveType): Bound | null {
  return tighter(boundOf(type.facets, 'maximum', type.exactBounds), boundOf(type.facets, 'exclusiveMaximum', type.exactBounds), -1);
}

/** The tighter of an inclusive and an exclusive bound (direction 1: the higher one); at equal values the exclusive one. */
function tighter(inclusive: Decimal | undefined, exclusive: Decimal | undefined, direction: 1 | -1): Bound | null {
  if (inclusive === undefined) return exclusive === undefined ? null : { value: exclusive, exclusive: true };
  if (exclusive === undefined) return { value: inclusive, exclusive: false };
  return compareDecimals(inclusive, exclusive) * direction > 0 ? { value: inclusive, exclusive: false } : { value: exclusive, exclusive: true };
}

/** direction 1: a lower bound (higher is narrower); -1: an upper bound (lower is narrower). */
function compareBound(bound: Bound | null, baselineBound: Bound | null, facet: FacetLabel, direction: 1 | -1): TypeDifference[] {
  if (baselineBound === null) return [];
  const text = (value: Bound) => `${decimalText(value.value)}${value.exclusive ? ' (exclusief)' : ''}`;
  if (bound === null) return [{ kind: 'facetMissing', facet, baselineValue: text(baselineBound) }];
  const difference = compareDecimals(bound.value, baselineBound.value) * direction;
  const narrower = difference > 0 || (difference === 0 && (bound.exclusive || !baselineBound.exclusive));
  return narrower ? [] : [{ kind: 'facetWider', facet, value: text(bound), baselineValue: text(baselineBound) }];
}
