import type { Facets } from '../../model/baseline-library.ts';
import { escapeXml } from './xml-text.ts';

/** XSD facet elements for model facets, in the order XSD lists them. */
export function facetLines(indent: string, facets: Facets): string[] {
  const lines: string[] = [];
  const facet = (name: string, value: string | number | undefined) => {
    if (value !== undefined) lines.push(`${indent}<xs:${name} value="${escapeXml(String(value))}"/>`);
  };
  if (facets.minLength !== undefined && facets.minLength === facets.maxLength) facet('length', facets.minLength);
  else {
    facet('minLength', facets.minLength);
    facet('maxLength', facets.maxLength);
  }
  facet('pattern', facets.pattern);
  for (const value of facets.enumeration ?? []) facet('enumeration', value);
  facet('totalDigits', facets.totalDigits);
  facet('fractionDigits', facets.fractionDigits);
  facet('minInclusive', facets.minimum);
  facet('maxInclusive', facets.maximum);
  return lines;
}
