import { describe, expect, it } from 'vitest';
import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';
import { facetChoiceProblems } from './choice-problems.ts';
import { arrayFacetConsistencyProblems, facetConsistencyProblems } from './facet-consistency.ts';

// Facets that contradict themselves ('Attribuut wijzigen', POST /api/FacetsValidator): one row per
// rule with its Dutch reason, and the edges that still hold.

describe('facets on their own', () => {
  it.each<[Facets, string]>([
    [{ minLength: -1 }, 'minLength -1 moet een geheel getal van 0 of meer zijn.'],
    [{ maxLength: 2.5 }, 'maxLength 2.5 moet een geheel getal van 0 of meer zijn.'],
    [{ minLength: 8, maxLength: 4 }, 'minLength is groter dan maxLength.'],
    [{ minimum: 10, maximum: 9.5 }, 'minimum is groter dan maximum.'],
    [{ exclusiveMinimum: 5, exclusiveMaximum: 5 }, 'exclusiveMinimum moet kleiner zijn dan exclusiveMaximum.'],
    [{ exclusiveMinimum: 6, exclusiveMaximum: 5 }, 'exclusiveMinimum moet kleiner zijn dan exclusiveMaximum.'],
    [{ minimum: 5, exclusiveMaximum: 5 }, 'minimum moet kleiner zijn dan exclusiveMaximum.'],
    [{ exclusiveMinimum: 5, maximum: 5 }, 'exclusiveMinimum moet kleiner zijn dan maximum.'],
    [{ multipleOf: 0 }, 'multipleOf 0 moet groter zijn dan 0.'],
    [{ multipleOf: -0.5 }, 'multipleOf -0.5 moet groter zijn dan 0.'],
    [{ totalDigits: 0 }, 'totalDigits 0 moet een geheel getal van 1 of meer zijn.'],
    [{ totalDigits: 3.5 }, 'totalDigits 3.5 moet een geheel getal van 1 of meer zijn.'],
    [{ fractionDigits: -1 }, 'fractionDigits -1 moet een geheel getal van 0 of meer zijn.'],
    [{ totalDigits: 3, fractionDigits: 4 }, 'fractionDigits is groter dan totalDigits.'],
  ])('refuses %j', (facets, message) => {
    expect(facetConsistencyProblems(facets)).toEqual([message]);
  });

  it.each<Facets>([
    {},
    { minLength: 0, maxLength: 0 },
    { minLength: 3, maxLength: 3 },
    { minimum: -5, maximum: -5 },
    { exclusiveMinimum: -1.5, exclusiveMaximum: 0 },
    { minimum: 1, exclusiveMaximum: 1.01, multipleOf: 0.01 },
    { totalDigits: 1, fractionDigits: 0 },
    { totalDigits: 5, fractionDigits: 5 },
    { pattern: '^[A-Z]+$', enumeration: ['A'], const: 'A', format: 'date' },
  ])('accepts %j', (facets) => {
    expect(facetConsistencyProblems(facets)).toEqual([]);
  });

  it('lists every reason at once', () => {
    expect(facetConsistencyProblems({ minLength: -2, maxLength: -3, multipleOf: 0 })).toEqual([
      'minLength -2 moet een geheel getal van 0 of meer zijn.',
      'maxLength -3 moet een geheel getal van 0 of meer zijn.',
      'multipleOf 0 moet groter zijn dan 0.',
      'minLength is groter dan maxLength.',
    ]);
  });
});

describe('array facets on their own', () => {
  it.each<[ArrayFacets, string]>([
    [{ minItems: -1 }, 'minItems -1 moet een geheel getal van 0 of meer zijn.'],
    [{ maxItems: 1.5 }, 'maxItems 1.5 moet een geheel getal van 0 of meer zijn.'],
    [{ minItems: 3, maxItems: 2 }, 'minItems is groter dan maxItems.'],
  ])('refuses %j', (arrayFacets, message) => {
    expect(arrayFacetConsistencyProblems(arrayFacets)).toEqual([message]);
  });

  it.each<ArrayFacets>([{}, { minItems: 0, maxItems: 0 }, { minItems: 2, maxItems: 2, uniqueItems: false }])('accepts %j', (arrayFacets) => {
    expect(arrayFacetConsistencyProblems(arrayFacets)).toEqual([]);
  });
});

describe('facets of a choice: consistency, then narrowing of the baseline', () => {
  const baseline = { facets: { minimum: 0, maximum: 100 }, arrayFacets: { maxItems: 5 } };

  it('checks consistency only, without a baseline attribute', () => {
    expect(facetChoiceProblems(null, { minimum: -500, maximum: 1000 }, { maxItems: 99 })).toEqual([]);
    expect(facetChoiceProblems(null, { minimum: 7, maximum: 6 }, {})).toEqual(['minimum is groter dan maximum.']);
  });

  it('adds the narrowing with one, each reason once', () => {
    expect(facetChoiceProblems(baseline, { minimum: 50, maximum: 40 }, { maxItems: 6 })).toEqual(['minimum is groter dan maximum.', 'maxItems 6 is ruimer dan de baseline (5).']);
    expect(facetChoiceProblems(baseline, { minimum: -1, maximum: 100 }, {})).toEqual(['minimum -1 is ruimer dan de baseline (0).']);
  });

  it("compares a bound of the choice with the baseline's other bound", () => {
    expect(facetChoiceProblems(baseline, { minimum: 150 }, {})).toEqual(['minimum is groter dan maximum.']);
    expect(facetChoiceProblems(baseline, { exclusiveMinimum: 100 }, {})).toEqual(['exclusiveMinimum moet kleiner zijn dan maximum.']);
    expect(facetChoiceProblems(baseline, { exclusiveMaximum: 0 }, {})).toEqual(['minimum moet kleiner zijn dan exclusiveMaximum.']);
    expect(facetChoiceProblems(baseline, { minimum: 10, maximum: 90, exclusiveMaximum: 50 }, {})).toEqual([]);
  });
});
