import { parseAfd1Format } from '../afd1/formats/format-notation.ts';
import { xsdShapeOfAfd1Format } from '../afd1/formats/format-facets.ts';
import type { ScalarDataType } from '../model/catalogue.ts';
import type { BaselineAttribute, BaselineLibrary } from '../model/baseline-library.ts';
import { arrayFacetChanges, facetChanges, valueChanges, type Change } from './facet-changes.ts';
import { impactTexts } from './impact-texts.ts';
import { pathDirection } from './library-difference.ts';

// One attribute present in both libraries: what changed about the values it admits. A format
// (AFD 1.0) is compared by the facets that express it in XSD, the same shape certification adds,
// so 'AN..35' to 'AN..20' narrows; a code list subset by its codes. Code list values changed for
// the whole list (subset null on both sides) are the code list's lines, not the attribute's.

/** Data types that admit a subset of another's values: an integer is a decimal. */
const narrowerType: Partial<Record<ScalarDataType, ScalarDataType>> = { integer: 'decimal' };

function requiredChange(before: boolean, after: boolean): Change[] {
  if (before === after) return [];
  return [after ? { aspect: 'required', direction: 'narrowed', what: impactTexts.nowRequired } : { aspect: 'required', direction: 'widened', what: impactTexts.noLongerRequired }];
}

function dataTypeChanges(before: BaselineAttribute['dataType'], after: BaselineAttribute['dataType']): Change[] {
  if (before === null || after === null) return [];
  const changes: Change[] = [];
  if (before.type !== after.type) {
    const direction = narrowerType[after.type] === before.type ? 'narrowed' : narrowerType[before.type] === after.type ? 'widened' : 'other';
    changes.push({ aspect: 'dataType', direction, what: impactTexts.fromTo('datatype', before.type, after.type) });
  }
  if (before.isArray !== after.isArray) changes.push({ aspect: 'isArray', direction: 'other', what: after.isArray ? impactTexts.nowArray : impactTexts.noLongerArray });
  return changes;
}

function formatChange(before: string | null, after: string | null): Change[] {
  if (before === after || before === null || after === null) return [];
  const what = impactTexts.fromTo('formaat', before, after);
  const [old, next] = [parseAfd1Format(before), parseAfd1Format(after)];
  if (!old.ok || !next.ok) return [{ aspect: 'format', direction: 'other', what }];
  const [oldShape, nextShape] = [xsdShapeOfAfd1Format(old.format), xsdShapeOfAfd1Format(next.format)];
  const direction = oldShape.builtin === nextShape.builtin ? pathDirection(facetChanges(oldShape.facets, nextShape.facets)) : 'other';
  return [{ aspect: 'format', direction: direction === 'both' ? 'other' : direction, what }];
}

/** The codes an attribute admits: its subset, else the whole list as `library` has it. */
function admittedCodes(codeList: NonNullable<BaselineAttribute['codeList']>, library: BaselineLibrary): string[] {
  return codeList.values ?? library.codeLists.find((list) => list.name === codeList.name)?.values.map((value) => value.code) ?? [];
}

function codeListChanges(before: BaselineAttribute, after: BaselineAttribute, libraries: { before: BaselineLibrary; after: BaselineLibrary }): Change[] {
  const [old, next] = [before.codeList, after.codeList];
  if (old === null && next === null) return [];
  if (old === null) return [{ aspect: 'codeList', direction: 'narrowed', what: impactTexts.codeListSet(next?.name ?? '') }];
  if (next === null) return [{ aspect: 'codeList', direction: 'widened', what: impactTexts.codeListUnset(old.name) }];
  if (old.name !== next.name) return [{ aspect: 'codeList', direction: 'other', what: impactTexts.fromTo('codelijst', old.name, next.name) }];
  if (old.values === null && next.values === null) return [];
  return valueChanges('codeValues', admittedCodes(old, libraries.before), admittedCodes(next, libraries.after));
}

/** Everything that changed about an attribute kept from `libraries.before` to `libraries.after`. */
export function attributeChanges(before: BaselineAttribute, after: BaselineAttribute, libraries: { before: BaselineLibrary; after: BaselineLibrary }): Change[] {
  return [
    ...requiredChange(before.required, after.required),
    ...dataTypeChanges(before.dataType, after.dataType),
    ...formatChange(before.format, after.format),
    ...codeListChanges(before, after, libraries),
    ...facetChanges(before.facets, after.facets),
    ...arrayFacetChanges(before.arrayFacets, after.arrayFacets),
  ];
}
