import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';
import { choiceTexts } from './choice-texts.ts';

// Whether an attribute's own facets narrow the baseline's (AFD 2.0 'Attribuut wijzigen': Baseline
// and Actual). A lower bound may rise, an upper bound may fall, an enumeration may shrink, a
// multipleOf may become a multiple of the baseline's; a pattern, const or format the baseline has
// stays as it is (whether another one narrows it cannot be decided). Only the keys set are checked.

const lowerBounds = ['minLength', 'minimum', 'exclusiveMinimum'] as const;
const upperBounds = ['maxLength', 'maximum', 'exclusiveMaximum', 'totalDigits', 'fractionDigits'] as const;
const fixed = ['pattern', 'const', 'format'] as const;
const pairs = [
  ['minLength', 'maxLength'],
  ['minimum', 'maximum'],
] as const;

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
  for (const [low, high] of pairs) {
    const [from, to] = [actual[low] ?? baseline[low], actual[high] ?? baseline[high]];
    if (from !== undefined && to !== undefined && from > to) problems.push(choiceTexts.facetsConflict(low, high));
  }
  return problems;
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
  const [from, to] = [actual.minItems ?? baseline.minItems, actual.maxItems ?? baseline.maxItems];
  if (from !== undefined && to !== undefined && from > to) problems.push(choiceTexts.facetsConflict('minItems', 'maxItems'));
  return problems;
}
