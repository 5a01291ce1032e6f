import type { Facets } from '../../model/baseline-library.ts';

// Tests one listed value (as text) against the baseline's value facets. Code lists and
// enumerations are checked by membership elsewhere; `format` is not tested on listed values.

/** The first baseline facet the value violates, 'untestable-pattern' when the pattern cannot be compiled, or null. */
export function firstViolatedFacet(value: string, facets: Facets): string | 'untestable-pattern' | null {
  const length = [...value].length; // JSON Schema counts code points, not UTF-16 units
  if (facets.maxLength !== undefined && length > facets.maxLength) return 'maxLength';
  if (facets.minLength !== undefined && length < facets.minLength) return 'minLength';
  const numeric = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
  if (numeric.some((facet) => facets[facet] !== undefined)) {
    const number = value.trim() === '' ? Number.NaN : Number(value);
    if (facets.minimum !== undefined && !(number >= facets.minimum)) return 'minimum';
    if (facets.maximum !== undefined && !(number <= facets.maximum)) return 'maximum';
    if (facets.exclusiveMinimum !== undefined && !(number > facets.exclusiveMinimum)) return 'exclusiveMinimum';
    if (facets.exclusiveMaximum !== undefined && !(number < facets.exclusiveMaximum)) return 'exclusiveMaximum';
    if (facets.multipleOf !== undefined) {
      const ratio = number / facets.multipleOf;
      if (!(Math.abs(ratio - Math.round(ratio)) < 1e-9)) return 'multipleOf';
    }
  }
  if (facets.pattern !== undefined) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(facets.pattern, 'u');
    } catch {
      return 'untestable-pattern';
    }
    if (!pattern.test(value)) return 'pattern';
  }
  return null;
}
