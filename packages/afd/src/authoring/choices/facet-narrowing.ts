import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';
import { choiceTexts } from './choice-texts.ts';
import { arrayFacetOrders, breaksOrder, facetOrders, orderProblem, type FacetOrder } from './facet-consistency.ts';

// Whether an attribute's own facets narrow the baseline's (AFD 2.0 'Attribuut wijzigen': Baseline
// and Actual). A lower bound may rise, an upper bound may fall, an enumeration may shrink, a
// multipleOf may become a multiple of the baseline's; a pattern, const or format the baseline has
// stays as it is (whether another one narrows it cannot be decided). Only the keys set are checked.
// A bound of the choice must also fit the baseline's other bound (a minimum of 50 under a baseline
// maximum of 10); two bounds of the choice itself are the consistency rules' (facet-consistency).

const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum'] as const;
const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'totalDigits', 'fractionDigits'] as const;
const fixed = ['pattern', 'const', 'format'] as const;

/** The orders broken by one bound of the choice against the other bound of the baseline. */
function crossOrderProblems<K extends string>(orders: readonly FacetOrder<K>[], baseline: (facet: K) => number | undefined, actual: (facet: K) => number | undefined): string[] {
  return orders
    .filter(({ low, high }) => (actual(low) === undefined) !== (actual(high) === undefined))
    .filter((order) => breaksOrder(order, actual(order.low) ?? baseline(order.low), actual(order.high) ?? baseline(order.high)))
    .map(orderProblem);
}

/** Whether `value` is a whole multiple of `of` (decimal steps such as 0.05 of 0.01 included). */
export const isMultiple = (value: number, of: number) => {
  const ratio = value / of;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
};

/** The Dutch reasons why `actual` is not within `baseline`; empty when it narrows it (or keeps it). */
export function facetProblems(baseline: Facets, actual: Facets): string[] {
  const problems: string[] = [];
  for (const facet of lowerBounds) {
    const [mine, theirs] = [actual[facet], baseline[facet]];
    if (mine !== undefined && theirs !== undefined && mine < theirs) problems.push(choiceTexts.facetWidens(facet, String(mine), String(theirs)));
  }
  for (const facet of upperBounds) {
    const [mine, theirs] = [actual[facet], baseline[facet]];
    if (mine !== undefined && theirs !== undefined && mine > theirs) problems.push(choiceTexts.facetWidens(facet, String(mine), String(theirs)));
  }
  if (actual.multipleOf !== undefined && baseline.multipleOf !== undefined && !isMultiple(actual.multipleOf, baseline.multipleOf)) {
    problems.push(choiceTexts.facetNotMultiple(actual.multipleOf, baseline.multipleOf));
  }
  if (actual.enumeration && baseline.enumeration) {
    for (const value of actual.enumeration) if (!baseline.enumeration.includes(value)) problems.push(choiceTexts.valueNotInBaseline(value));
  }
  for (const facet of fixed) {
    const [mine, theirs] = [actual[facet], baseline[facet]];
    if (mine !== undefined && theirs !== undefined && mine !== theirs) problems.push(choiceTexts.facetFixed(facet, theirs));
  }
  return [...problems, ...crossOrderProblems(facetOrders, (facet) => baseline[facet], (facet) => actual[facet])];
}

/** The same for array facets; `baseline` null means the attribute is no array. */
export function arrayFacetProblems(baseline: ArrayFacets | null, actual: ArrayFacets): string[] {
  const set = Object.values(actual).some((value) => value !== undefined);
  if (!set) return [];
  if (baseline === null) return [choiceTexts.notAnArray];
  const problems: string[] = [];
  if (actual.minItems !== undefined && baseline.minItems !== undefined && actual.minItems < baseline.minItems) {
    problems.push(choiceTexts.facetWidens('minItems', String(actual.minItems), String(baseline.minItems)));
  }
  if (actual.maxItems !== undefined && baseline.maxItems !== undefined && actual.maxItems > baseline.maxItems) {
    problems.push(choiceTexts.facetWidens('maxItems', String(actual.maxItems), String(baseline.maxItems)));
  }
  if (baseline.uniqueItems === true && actual.uniqueItems === false) problems.push(choiceTexts.uniqueItemsRequired);
  return [...problems, ...crossOrderProblems(arrayFacetOrders, (facet) => baseline[facet], (facet) => actual[facet])];
}
