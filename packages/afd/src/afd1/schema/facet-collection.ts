import type { Facets } from '../../model/baseline-library.ts';
import { attributeValue, childElements } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { compareDecimals, decimalOfNumber, parseDecimal, type ExactBounds } from './exact-decimal.ts';


// Facets of one xs:restriction, added to those already collected. Types are walked from the most
// derived to the base, and a derived facet is never wider than its base's (the compiler checks
// that), so the first value found for a facet is the one that counts.

type NumericFacet = 'minLength' | 'maxLength' | 'totalDigits' | 'fractionDigits' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';

const numericFacets: Readonly<Record<string, NumericFacet>> = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  totalDigits: 'totalDigits',
  fractionDigits: 'fractionDigits',
  minInclusive: 'minimum',
  maxInclusive: 'maximum',
  minExclusive: 'exclusiveMinimum',
  maxExclusive: 'exclusiveMaximum',
};


const boundFacets = new Set<NumericFacet>(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/** Adds the facets of `restriction` that `facets` does not have yet; `exact` receives the text of a bound its number does not hold. */
export function collectFacets(restriction: PlainElement, facets: Facets, exact?: (facet: keyof ExactBounds, text: string) => void): void {
  const patterns: string[] = [];
  const enumeration: string[] = [];
  for (const facet of childElements(restriction)) {
    const value = attributeValue(facet, 'value');
    if (value === undefined) continue;
    if (facet.localName === 'length') {
      setNumber(facets, 'minLength', value);
      setNumber(facets, 'maxLength', value);
    } else if (facet.localName === 'pattern') patterns.push(value);
    else if (facet.localName === 'enumeration') enumeration.push(value);
    else {
      const key = numericFacets[facet.localName];
      if (key && facets[key] === undefined && setNumber(facets, key, value) && exact && boundFacets.has(key) && !heldExactly(value, facets[key]!)) exact(key as keyof ExactBounds, value.trim());
    }
  }
  // Patterns of one restriction are alternatives (XSD 1.0 §4.3.4): together they are one pattern.
  if (patterns.length > 0 && facets.pattern === undefined) facets.pattern = patterns.length === 1 ? (patterns[0] ?? '') : patterns.map((pattern) => `(${pattern})`).join('|');
  if (enumeration.length > 0 && facets.enumeration === undefined) facets.enumeration = enumeration;
}

function setNumber(facets: Facets, key: NumericFacet, text: string): boolean {
  const value = Number(text);
  if (facets[key] !== undefined || !Number.isFinite(value)) return false;
  facets[key] = value;
  return true;
}

/** True when the number is the text's value exactly as JavaScript writes it back ('12', '0.5'; not '1000000000000000001'). */
function heldExactly(text: string, value: number): boolean {
  const written = parseDecimal(text);
  return written !== null && compareDecimals(written, decimalOfNumber(value)) === 0;
}
