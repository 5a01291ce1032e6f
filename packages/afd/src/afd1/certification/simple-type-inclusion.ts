import type { Inclusion } from './inclusion.ts';
import type { Facets } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import { whiteSpaceStrength, type SimpleTypeStructure } from '../schema/simple-type-structure.ts';
import type { ResolvedSimpleType } from '../schema/simple-type-resolution.ts';
import { uploadedType } from './effective-type.ts';
import { patternAdmitsSpace } from './pattern-spaces.ts';
import { typeDifferences } from './type-narrowing.ts';

// Union and list types, and whiteSpace, which the facet comparison of check 3 does not see. A
// union is within the baseline when each member is within it; a type is within a baseline union
// when it is within one member; a list when its item type is and its length facets are narrower.
// Whatever else (a pattern against a pattern, types of different families inside a union, facets
// on a union as a whole) is 'unknown' and goes to manual validation.

export type { Inclusion } from './inclusion.ts';

const hasFacets = (facets: Facets) => Object.keys(facets).length > 0;

/** Is every value of `upload` a value of `baseline`? */
export function simpleTypeIncluded(upload: SimpleTypeStructure, baseline: SimpleTypeStructure, codeLists: readonly CodeList[]): Inclusion {
  if (upload.kind === 'unknown' || baseline.kind === 'unknown') return 'unknown';
  if (baseline.kind === 'atomic' && isAnySimpleType(baseline.type)) return 'yes';
  if ((baseline.kind === 'union' || baseline.kind === 'list') && hasOtherThanLength(baseline.facets)) return 'unknown';
  if (upload.kind === 'union') {
    const members = upload.members.map((member) => simpleTypeIncluded(member, baseline, codeLists));
    const verdict: Inclusion = members.every((member) => member === 'yes') ? 'yes' : members.includes('no') ? 'no' : 'unknown';
    // Facets on the union narrow it: a member outside the baseline may be cut off by them.
    return verdict === 'no' && hasFacets(upload.facets) ? 'unknown' : verdict;
  }
  if (baseline.kind === 'union') return baseline.members.some((member) => simpleTypeIncluded(upload, member, codeLists) === 'yes') ? 'yes' : 'unknown';
  if (upload.kind === 'list' && baseline.kind === 'list') {
    const item = simpleTypeIncluded(upload.item, baseline.item, codeLists);
    if (item === 'no') return hasFacets(upload.facets) ? 'unknown' : 'no';
    if (item === 'unknown' || hasOtherThanLength(upload.facets)) return 'unknown';
    return lengthsWithin(upload.facets, baseline.facets) ? 'yes' : 'no';
  }
  // A list collapses the whitespace between its items: 'AB', forty spaces, 'CD' is two items to it and 44 characters to a string.
  if (upload.kind === 'list' && baseline.kind === 'atomic') return baseline.whiteSpace !== 'collapse' && countsCharacters(baseline.type) ? 'no' : 'unknown';
  if (upload.kind === 'list' || baseline.kind === 'list') return 'unknown';
  return atomicIncluded(upload.type, baseline.type, codeLists);
}

/** xs:anySimpleType (or xs:anyType) with nothing on top: every simple value. */
function isAnySimpleType(type: ResolvedSimpleType): boolean {
  return (type.builtin === 'anySimpleType' || type.builtin === 'anyType') && type.format === null && type.codeList === null && !hasFacets(type.facets);
}

function atomicIncluded(upload: ResolvedSimpleType, baseline: ResolvedSimpleType, codeLists: readonly CodeList[]): Inclusion {
  const differences = typeDifferences(uploadedType(upload), uploadedType(baseline), codeLists);
  if (differences.length === 0) return 'yes';
  // Another family (a number against a string) is a question of lexical forms: not decided here.
  return differences.some((difference) => difference.kind === 'patternUndecidable' || difference.kind === 'otherDataType') ? 'unknown' : 'no';
}

function hasOtherThanLength(facets: Facets): boolean {
  return Object.keys(facets).some((key) => key !== 'minLength' && key !== 'maxLength');
}

/** List length facets count items: the upload's range must lie within the baseline's. */
function lengthsWithin(upload: Facets, baseline: Facets): boolean {
  const minimumOk = baseline.minLength === undefined || (upload.minLength ?? 0) >= baseline.minLength;
  const maximumOk = baseline.maxLength === undefined || (upload.maxLength !== undefined && upload.maxLength <= baseline.maxLength);
  return minimumOk && maximumOk;
}

/**
 * True when the upload normalises whitespace further than the baseline and the baseline has facets
 * that count it (lengths, a pattern, listed values): '  A ' is then valid here and too long there.
 */
export function whiteSpaceWidens(upload: SimpleTypeStructure, baseline: SimpleTypeStructure): boolean {
  if (upload.kind !== 'atomic' || baseline.kind !== 'atomic') return false;
  if (whiteSpaceStrength[upload.whiteSpace] <= whiteSpaceStrength[baseline.whiteSpace]) return false;
  // replace only turns tabs and line ends into spaces: where no value of the upload holds a space, nothing was replaced.
  if (upload.whiteSpace === 'replace' && noValueHoldsSpace(upload.type)) return false;
  return countsCharacters(baseline.type);
}

/** Facets that see every character of a value (lengths, a pattern, listed values, a format or code list). */
function countsCharacters(type: ResolvedSimpleType): boolean {
  const { facets, codeList, format } = type;
  return format !== null || codeList !== null || facets.minLength !== undefined || facets.maxLength !== undefined || facets.pattern !== undefined || facets.enumeration !== undefined;
}

/** True when the type's own pattern or listed values admit no value with a space. */
function noValueHoldsSpace(type: ResolvedSimpleType): boolean {
  const { facets } = uploadedType(type);
  if (facets.enumeration !== undefined) return facets.enumeration.every((value) => !/\s/.test(value));
  return facets.pattern !== undefined && patternAdmitsSpace(facets.pattern) === 'no';
}

/** Built-in types whose value space holds the empty string (or the empty binary, the empty URI). */
const emptyAllowed = new Set(['string', 'normalizedString', 'token', 'anySimpleType', 'anyType', 'hexBinary', 'base64Binary', 'anyURI']);

/** Is an empty element (the value '') valid for this type? */
export function emptyValueAdmitted(type: SimpleTypeStructure): Inclusion {
  switch (type.kind) {
    case 'unknown':
      return 'unknown';
    case 'list':
      if (type.facets.pattern !== undefined || type.facets.enumeration !== undefined) return 'unknown';
      return (type.facets.minLength ?? 0) > 0 ? 'no' : 'yes';
    case 'union': {
      const members = type.members.map(emptyValueAdmitted);
      if (type.facets.pattern !== undefined || type.facets.enumeration !== undefined) return members.includes('yes') ? 'unknown' : 'no';
      return members.includes('yes') ? 'yes' : members.every((member) => member === 'no') ? 'no' : 'unknown';
    }
    case 'atomic': {
      const { codeList, builtin } = type.type;
      const { facets } = uploadedType(type.type);
      if (codeList !== null) return codeList.values?.includes('') ? 'yes' : 'no';
      if (builtin === null) return 'unknown';
      if (!emptyAllowed.has(builtin) || (facets.minLength ?? 0) > 0 || facets.const !== undefined) return facets.const === '' ? 'yes' : 'no';
      if (facets.enumeration !== undefined) return facets.enumeration.includes('') ? 'yes' : 'no';
      return facets.pattern === undefined ? 'yes' : patternMatchesEmpty(facets.pattern);
    }
  }
}

/** An XSD pattern read as a JavaScript one; what JavaScript cannot read (\\i, \\c, subtraction) stays unknown. */
function patternMatchesEmpty(pattern: string): Inclusion {
  if (/\\[icIC]|-\[/.test(pattern)) return 'unknown';
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test('') ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}
