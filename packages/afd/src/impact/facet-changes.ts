import type { ArrayFacets, Facets } from '../model/baseline-library.ts';
import { arrayFacetProblems, facetProblems } from '../authoring/choices/facet-narrowing.ts';
import { impactTexts } from './impact-texts.ts';
import { valueSetChanges, type ChangeDirection } from './library-difference.ts';

// An attribute's facets, old against new, in the vocabulary of the authoring checks: a new value
// narrows when facet-narrowing would accept it as a definition's narrowing of the old one, widens
// when the old one would be accepted as a narrowing of the new one, and is 'other' when neither
// (a changed pattern, const or format: whether one narrows another cannot be decided). A facet that
// appears narrows; one that goes widens. An enumeration is a value set: withdrawn and added apart.

/** A change of one aspect, before its Dutch line is made: the caller knows the subject and path. */
export interface Change {
  aspect: string;
  direction: ChangeDirection;
  what: string;
}

const facetOrder = ['minLength', 'maxLength', 'totalDigits', 'fractionDigits', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'const', 'format'] as const satisfies readonly (keyof Facets)[];
const arrayFacetOrder = ['minItems', 'maxItems', 'uniqueItems'] as const satisfies readonly (keyof ArrayFacets)[];

/** Whether `after` lies within `before` for one facet, as `problems(baseline, actual)` judges it. */
function directionOf<T>(facet: string, before: unknown, after: unknown, problems: (baseline: T, actual: T) => string[]): ChangeDirection {
  const narrows = problems({ [facet]: before } as T, { [facet]: after } as T).length === 0;
  const widens = problems({ [facet]: after } as T, { [facet]: before } as T).length === 0;
  if (narrows && !widens) return 'narrowed';
  if (widens && !narrows) return 'widened';
  return 'other';
}

function singleFacetChanges<T extends object>(order: readonly (keyof T & string)[], before: T, after: T, problems: (baseline: T, actual: T) => string[]): Change[] {
  const changes: Change[] = [];
  for (const facet of order) {
    const [old, next] = [before[facet], after[facet]];
    if (old === next) continue;
    if (old === undefined) changes.push({ aspect: facet, direction: 'narrowed', what: impactTexts.facetSet(facet, String(next)) });
    else if (next === undefined) changes.push({ aspect: facet, direction: 'widened', what: impactTexts.facetUnset(facet, String(old)) });
    else changes.push({ aspect: facet, direction: directionOf(facet, old, next, problems), what: impactTexts.fromTo(facet, String(old), String(next)) });
  }
  return changes;
}

/** Values withdrawn (narrowed) and added (widened) as two changes of `aspect`. */
export function valueChanges(aspect: string, before: readonly string[], after: readonly string[]): Change[] {
  const { added, withdrawn } = valueSetChanges(before, after);
  return [
    ...(withdrawn.length > 0 ? [{ aspect, direction: 'narrowed' as const, what: impactTexts.valuesWithdrawn(withdrawn) }] : []),
    ...(added.length > 0 ? [{ aspect, direction: 'widened' as const, what: impactTexts.valuesAdded(added) }] : []),
  ];
}

function enumerationChanges(before: readonly string[] | undefined, after: readonly string[] | undefined): Change[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [{ aspect: 'enumeration', direction: 'narrowed', what: impactTexts.facetSet('enumeration', (after ?? []).join(', ')) }];
  if (after === undefined) return [{ aspect: 'enumeration', direction: 'widened', what: impactTexts.facetUnset('enumeration', before.join(', ')) }];
  return valueChanges('enumeration', before, after);
}

/** The changes of an attribute's facets, in a fixed facet order. */
export function facetChanges(before: Facets, after: Facets): Change[] {
  return [...singleFacetChanges(facetOrder, before, after, facetProblems), ...enumerationChanges(before.enumeration, after.enumeration)];
}

/** uniqueItems false restricts nothing: the same as absent. Null (no array) has none set. */
const restricting = (facets: ArrayFacets | null): ArrayFacets => ({ ...facets, uniqueItems: facets?.uniqueItems === true ? true : undefined });

/** The same for array facets. */
export function arrayFacetChanges(before: ArrayFacets | null, after: ArrayFacets | null): Change[] {
  return singleFacetChanges(arrayFacetOrder, restricting(before), restricting(after), (baseline, actual) => arrayFacetProblems(baseline, actual));
}
