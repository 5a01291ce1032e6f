import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';
import { choiceTexts } from './choice-texts.ts';

// Whether a set of facets can hold at all, whatever the baseline says ('Attribuut wijzigen', 001 §5
// 'Facet modal'; POST /api/FacetsValidator): lengths and item counts are whole numbers of 0 or more,
// totalDigits at least 1, a lower bound not above its upper bound (an exclusive bound strictly
// below), multipleOf above 0. Only the keys set are checked. The definition save uses the same
// rules (choice-problems), and the narrowing check compares a bound of the choice with the other
// bound of the baseline by the same order rules (facet-narrowing).

/** A lower and an upper facet: `low` may not exceed `high`, or must stay below it when `strict`. */
export interface FacetOrder<K extends string> {
  low: K;
  high: K;
  strict: boolean;
}

type NumberFacet = 'minLength' | 'maxLength' | 'totalDigits' | 'fractionDigits' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';

export const facetOrders: readonly FacetOrder<NumberFacet>[] = [
  { low: 'minLength', high: 'maxLength', strict: false },
  { low: 'fractionDigits', high: 'totalDigits', strict: false },
  { low: 'minimum', high: 'maximum', strict: false },
  { low: 'exclusiveMinimum', high: 'exclusiveMaximum', strict: true },
  // An inclusive bound against an exclusive one: equal leaves no value.
  { low: 'minimum', high: 'exclusiveMaximum', strict: true },
  { low: 'exclusiveMinimum', high: 'maximum', strict: true },
];

export const arrayFacetOrders: readonly FacetOrder<'minItems' | 'maxItems'>[] = [{ low: 'minItems', high: 'maxItems', strict: false }];

/** Whether `low` and `high` break the order (false when either is missing). */
export function breaksOrder(order: FacetOrder<string>, low: number | undefined, high: number | undefined): boolean {
  if (low === undefined || high === undefined) return false;
  return order.strict ? low >= high : low > high;
}

/** The message for a broken order. */
export const orderProblem = (order: FacetOrder<string>) => (order.strict ? choiceTexts.facetsNotBelow(order.low, order.high) : choiceTexts.facetsConflict(order.low, order.high));

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

function orderProblems<K extends string>(orders: readonly FacetOrder<K>[], valueOf: (facet: K) => number | undefined): string[] {
  return orders.filter((order) => breaksOrder(order, valueOf(order.low), valueOf(order.high))).map(orderProblem);
}

/** The Dutch reasons why these facets contradict themselves; empty when they can hold. */
export function facetConsistencyProblems(facets: Facets): string[] {
  const problems: string[] = [];
  for (const facet of ['minLength', 'maxLength', 'fractionDigits'] as const) {
    const value = facets[facet];
    if (value !== undefined && !isCount(value)) problems.push(choiceTexts.facetNotCount(facet, value));
  }
  if (facets.totalDigits !== undefined && !(Number.isInteger(facets.totalDigits) && facets.totalDigits >= 1)) problems.push(choiceTexts.totalDigitsBelowOne(facets.totalDigits));
  if (facets.multipleOf !== undefined && !(facets.multipleOf > 0)) problems.push(choiceTexts.multipleOfNotPositive(facets.multipleOf));
  return [...problems, ...orderProblems(facetOrders, (facet) => facets[facet])];
}

/** The same for array facets: minItems and maxItems whole numbers of 0 or more, minItems not above maxItems. */
export function arrayFacetConsistencyProblems(arrayFacets: ArrayFacets): string[] {
  const problems: string[] = [];
  for (const facet of ['minItems', 'maxItems'] as const) {
    const value = arrayFacets[facet];
    if (value !== undefined && !isCount(value)) problems.push(choiceTexts.facetNotCount(facet, value));
  }
  return [...problems, ...orderProblems(arrayFacetOrders, (facet) => arrayFacets[facet])];
}
