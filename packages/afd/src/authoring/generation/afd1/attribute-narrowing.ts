import type { ResolvedSimpleType } from '../../../afd1/schema/simple-type-resolution.ts';
import type { Facets } from '../../../model/baseline-library.ts';
import type { TreeAttributeView } from '../../merged-tree.ts';

// The facets a definition adds to an attribute's baseline type (docs/authoring.md 'Generation'): its
// own option list, else a code-list subset, as xs:enumeration; its minimum and maximum as
// xs:minInclusive / xs:maxInclusive. 'Actuele codelijst' and an untouched list keep the plain
// reference to the catalogue's code list, so the schema follows the list as it changes.
//
// Bounds are written only for numbers (amounts, percentages, N..n): dates, fixed-length numbers and
// text are strings in XSD, which has no ordered bounds for them, and the pattern that could say it
// would send certification to manual validation (a pattern against a different pattern).

export interface NarrowingFacets {
  enumeration: string[] | null;
  minInclusive: string | null;
  maxInclusive: string | null;
}

const NUMBER_BUILTINS = new Set(['decimal', 'integer', 'nonNegativeInteger', 'positiveInteger', 'long', 'int', 'short', 'byte', 'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte']);

/** The definition's narrowing of one attribute, or null when it keeps the baseline's type as it is. */
export function attributeNarrowing(view: TreeAttributeView, baselineType: ResolvedSimpleType, codeListValues: (name: string) => readonly string[] | null): NarrowingFacets | null {
  const enumeration = chosenValues(view, baselineType, codeListValues);
  const numeric = baselineType.builtin !== null && NUMBER_BUILTINS.has(baselineType.builtin);
  const baseline = view.facets.baseline;
  const minInclusive = numeric && view.minimum !== null && tighterLower(Number(view.minimum), baseline) ? view.minimum : null;
  const maxInclusive = numeric && view.maximum !== null && tighterUpper(Number(view.maximum), baseline) ? view.maximum : null;
  if (enumeration === null && minInclusive === null && maxInclusive === null) return null;
  return { enumeration, minInclusive, maxInclusive };
}

/** Options, else the subset; only values the baseline allows (the save checks it, a stale choice may not). */
function chosenValues(view: TreeAttributeView, baselineType: ResolvedSimpleType, codeListValues: (name: string) => readonly string[] | null): string[] | null {
  const chosen = view.optionListOn && view.customOptionList.length > 0
    ? view.customOptionList
    : !view.useUpToDateCodeList && view.codeListSubset.length > 0 ? view.codeListSubset : null;
  if (chosen === null) return null;
  const list = baselineType.codeList;
  const allowed = baselineType.facets.enumeration ?? (list === null ? null : (list.values ?? codeListValues(list.name)));
  const values = [...new Set(allowed === null ? chosen : chosen.filter((value) => allowed.includes(value)))];
  // None left: the choice is void, and an empty enumeration in XSD would allow everything anyway.
  return values.length > 0 ? values : null;
}

function tighterLower(value: number, baseline: Facets): boolean {
  if (!Number.isFinite(value)) return false;
  return (baseline.minimum === undefined || value > baseline.minimum) && (baseline.exclusiveMinimum === undefined || value > baseline.exclusiveMinimum);
}

function tighterUpper(value: number, baseline: Facets): boolean {
  if (!Number.isFinite(value)) return false;
  return (baseline.maximum === undefined || value < baseline.maximum) && (baseline.exclusiveMaximum === undefined || value < baseline.exclusiveMaximum);
}
