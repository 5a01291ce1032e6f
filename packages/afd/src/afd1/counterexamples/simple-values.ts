import type { CodeList } from '../../model/catalogue.ts';
import type { Facets } from '../../model/baseline-library.ts';
import { xsdShapeOfAfd1Format } from '../formats/format-facets.ts';
import { parseAfd1Format } from '../formats/format-notation.ts';
import { boundOf, compareDecimals, decimalText, parseDecimal, plus, type BoundFacet } from '../schema/exact-decimal.ts';
import type { ExactBounds } from '../schema/exact-decimal.ts';
import type { SimpleTypeStructure } from '../schema/simple-type-structure.ts';
import { patternSample } from './pattern-sample.ts';

// Values for a simple type in an example message: candidates a type of this shape is likely to
// accept, its boundaries (the longest string, the largest number, each listed value) where a wider
// type differs from a narrower one, and a quick local test of the facets that are easy to read.
// Nothing here has to be right: libxml2 validates every example before it is shown.

/** Spaces put before a value where the type collapses white space: more than a baseline's length limit usually allows. */
const WHITE_SPACE_PADDING = 256;

/** Spaces between two items of a list: more than most length limits allow. */
const LIST_GAP = 40;

/** Items of a list that does not limit them. */
const LIST_ITEMS = 50;

/** Digits of a number where the type does not limit them (libxml2 in C reads at most 24 digits of a decimal). */
const UNBOUNDED_DIGITS = 20;

/** Listed values tried at most, per type. */
const MAX_LISTED = 40;

interface AtomicShape {
  builtin: string | null;
  facets: Facets;
  /** Bounds as the schema writes them, where the numbers do not hold them. */
  exactBounds: ExactBounds | undefined;
  listed: string[] | null;
}

const builtinSamples: Readonly<Record<string, readonly string[]>> = {
  boolean: ['true', 'false'],
  date: ['2026-01-01'],
  dateTime: ['2026-01-01T00:00:00'],
  time: ['00:00:00'],
  gYear: ['2026'],
  gYearMonth: ['2026-01'],
  anyURI: ['urn:voorbeeld'],
  base64Binary: ['QQ=='],
  hexBinary: ['0A'],
  duration: ['P1D'],
};

const numericBuiltins = new Set(['decimal', 'integer', 'int', 'long', 'short', 'byte', 'nonNegativeInteger', 'positiveInteger', 'unsignedInt', 'unsignedLong', 'unsignedShort', 'unsignedByte', 'nonPositiveInteger', 'negativeInteger', 'float', 'double']);

function shapeOf(structure: Extract<SimpleTypeStructure, { kind: 'atomic' }>, codeLists: readonly CodeList[]): AtomicShape {
  const type = structure.type;
  const parsed = type.format === null ? null : parseAfd1Format(type.format);
  const formatShape = parsed?.ok ? xsdShapeOfAfd1Format(parsed.format) : null;
  const facets: Facets = { ...formatShape?.facets, ...type.facets };
  const codes = type.codeList ? (type.codeList.values ?? codeLists.find((list) => list.name === type.codeList?.name)?.values.map((value) => value.code) ?? null) : null;
  const listed = facets.enumeration ?? codes;
  return { builtin: type.builtin ?? formatShape?.builtin ?? null, facets, exactBounds: type.exactBounds, listed: listed ? listed.slice(0, MAX_LISTED) : null };
}

/** Candidate values of a type, the likeliest to be valid first, then its boundaries; without repeats. */
export function valueCandidates(structure: SimpleTypeStructure, codeLists: readonly CodeList[]): string[] {
  return [...new Set(rawCandidates(structure, codeLists))];
}

function rawCandidates(structure: SimpleTypeStructure, codeLists: readonly CodeList[]): string[] {
  if (structure.kind === 'union') return structure.members.flatMap((member) => rawCandidates(member, codeLists));
  if (structure.kind === 'list') {
    // A list collapses the whitespace between and around its items: runs of spaces are free there.
    const items = rawCandidates(structure.item, codeLists);
    const spaced = items.slice(0, 2).flatMap((item) => [`${item}${' '.repeat(LIST_GAP)}${item}`, `${' '.repeat(WHITE_SPACE_PADDING)}${item}`]);
    // As many items as the list allows: more than a baseline list's length may.
    const most = structure.facets.maxLength ?? LIST_ITEMS;
    const long = items.slice(0, 2).map((item) => Array.from({ length: most }, () => item).join(' '));
    return [...items, ...spaced, ...long];
  }
  if (structure.kind === 'unknown') return ['A', '1', ''];
  const values = atomicCandidates(shapeOf(structure, codeLists));
  // Where the type collapses white space, spaces around a value are free; a baseline that counts them may refuse it.
  // Where it replaces it, a tab reads as a space; a baseline that keeps it sees a tab.
  if (structure.whiteSpace === 'preserve') return values;
  const padded = values.slice(0, 3).map((value) => `${' '.repeat(WHITE_SPACE_PADDING)}${value}`);
  return structure.whiteSpace === 'collapse' ? [...values, ...padded] : [...values, ...values.slice(0, 3).map((value) => `\t${value}`), ...padded];
}

function atomicCandidates(shape: AtomicShape): string[] {
  const values = unpatternedCandidates(shape);
  // A pattern's shortest value first: 'Q{3}Z' admits none of the guesses below.
  const sample = shape.facets.pattern === undefined || shape.facets.const !== undefined || shape.listed ? null : patternSample(shape.facets.pattern);
  return sample === null ? values : [sample, ...values];
}

function unpatternedCandidates({ builtin, facets, exactBounds, listed }: AtomicShape): string[] {
  if (facets.const !== undefined) return [facets.const];
  if (listed) return listed;
  const numeric = builtin !== null && numericBuiltins.has(builtin);
  const values: string[] = [];
  const digits = (count: number) => '9'.repeat(Math.max(1, count));
  if (numeric) {
    values.push('1', '0');
    // Each bound exactly as the schema means it (1000000000000000001 stays that), and one step inside an exclusive one.
    const bound = (facet: BoundFacet) => boundOf(facets, facet, exactBounds);
    for (const inclusive of [bound('minimum'), bound('maximum')]) if (inclusive !== undefined) values.push(decimalText(inclusive));
    const [above, below] = [bound('exclusiveMinimum'), bound('exclusiveMaximum')];
    if (above !== undefined) values.push(decimalText(plus(above, 1n)));
    if (below !== undefined) values.push(decimalText(plus(below, -1n)));
    if (facets.totalDigits !== undefined) {
      const fraction = Math.min(facets.fractionDigits ?? 0, facets.totalDigits);
      values.push(digits(facets.totalDigits));
      if (fraction > 0) values.push(`${digits(facets.totalDigits - fraction)}.${'9'.repeat(fraction)}`);
    }
    if (facets.fractionDigits !== undefined) values.push(`0.${'1'.repeat(facets.fractionDigits + 1)}`, `0.${'1'.repeat(Math.max(1, facets.fractionDigits))}`);
    // Without digit facets or an upper bound any length is allowed: more digits than a baseline's limit usually allows.
    if (facets.totalDigits === undefined && facets.maximum === undefined && facets.exclusiveMaximum === undefined) values.push(digits(UNBOUNDED_DIGITS));
    if (facets.fractionDigits === undefined) values.push(`0.${'1'.repeat(UNBOUNDED_DIGITS)}`);
    values.push('-1', '1.5');
  } else {
    values.push(...(builtinSamples[builtin ?? ''] ?? []));
    const shortest = Math.max(1, facets.minLength ?? 1);
    values.push('A'.repeat(shortest), '1'.repeat(shortest), '20260101');
    if (facets.maxLength !== undefined) values.push('A'.repeat(facets.maxLength), '1'.repeat(facets.maxLength));
    if (facets.minLength !== undefined && facets.minLength > 0) values.push('A'.repeat(facets.minLength - 1));
    values.push('');
  }
  return values;
}

/** A quick local test of listed values, lengths, digits and a pattern JavaScript can read; true where it cannot tell. */
export function locallyAdmits(structure: SimpleTypeStructure, codeLists: readonly CodeList[], value: string): boolean {
  if (structure.kind === 'union') return structure.members.some((member) => locallyAdmits(member, codeLists, value));
  if (structure.kind === 'list') return value === '' || locallyAdmits(structure.item, codeLists, value);
  if (structure.kind === 'unknown') return true;
  const { builtin, facets, exactBounds, listed } = shapeOf(structure, codeLists);
  if (facets.const !== undefined) return value === facets.const;
  if (listed) return listed.includes(value);
  if (facets.minLength !== undefined && value.length < facets.minLength) return false;
  if (facets.maxLength !== undefined && value.length > facets.maxLength) return false;
  if (builtin !== null && numericBuiltins.has(builtin)) {
    if (!/^-?[0-9]+(\.[0-9]+)?$/.test(value)) return false;
    const number = parseDecimal(value);
    if (number === null) return false;
    const against = (facet: BoundFacet) => {
      const limit = boundOf(facets, facet, exactBounds);
      return limit === undefined ? undefined : compareDecimals(number, limit);
    };
    if ((against('minimum') ?? 0) < 0 || (against('maximum') ?? 0) > 0) return false;
    if ((against('exclusiveMinimum') ?? 1) <= 0 || (against('exclusiveMaximum') ?? -1) >= 0) return false;
    const [whole = '', fraction = ''] = value.replace('-', '').split('.');
    if (facets.totalDigits !== undefined && whole.replace(/^0+(?=.)/, '').length + fraction.length > facets.totalDigits) return false;
    if (facets.fractionDigits !== undefined && fraction.length > facets.fractionDigits) return false;
    if (/^(nonNegativeInteger|positiveInteger|unsigned)/.test(builtin) && number.units < (builtin === 'positiveInteger' ? 1n : 0n)) return false;
    if (builtin !== 'decimal' && builtin !== 'float' && builtin !== 'double' && fraction !== '') return false;
  }
  return facets.pattern === undefined || patternAdmits(facets.pattern, value);
}

/** XSD patterns are anchored; most read the same in JavaScript. One that does not is not held against a value. */
function patternAdmits(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/** The first candidate the local test admits; null when none does (then no example is built). */
export function plausibleValue(structure: SimpleTypeStructure, codeLists: readonly CodeList[]): string | null {
  return valueCandidates(structure, codeLists).find((value) => locallyAdmits(structure, codeLists, value)) ?? null;
}
