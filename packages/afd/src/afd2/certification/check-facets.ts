import type { BaselineAttribute, Facets } from '../../model/baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';
import { error, manual, type Finding } from './finding.ts';
import { listedValues } from './listed-values.ts';
import { manualTexts, restrictionTexts } from './texts.ts';
import { firstViolatedFacet } from './value-facets.ts';

// Facets narrower: every value facet the baseline sets must be set at least as tightly. When the
// schema lists its values (a const, an enumeration, a code subset), each value is tested against
// the baseline's facets instead, because a finite list is narrower than any facet it satisfies.

interface Bound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

/** Reports value facets wider than the baseline's; a different pattern needs manual validation. */
export function checkFacets(attribute: SchemaAttribute, baseline: BaselineAttribute): Finding[] {
  const findings: Finding[] = [];
  const values = attribute.codeList?.values === null ? null : listedValues(attribute);
  if (values !== null) {
    for (const { value, pointer } of values) {
      const violated = firstViolatedFacet(value, baseline.facets);
      if (violated === 'untestable-pattern') findings.push(manual(manualTexts.patternNotTestable(attribute.name, baseline.facets.pattern ?? '', pointer)));
      else if (violated !== null) findings.push(error('facets', restrictionTexts.valueOutsideFacet(value, attribute.name, violated, pointer)));
    }
  } else if (attribute.codeList === null) {
    findings.push(...compareValueFacets(attribute, baseline.facets));
  }
  return findings;
}

function compareValueFacets(attribute: SchemaAttribute, baseline: Facets): Finding[] {
  const findings: Finding[] = [];
  const facets = attribute.facets;
  const at = (keyword: string) => childPointer(attribute.valuePointer, keyword);
  const wider = (keyword: string, value: number | string | undefined, baselineValue: number | string) =>
    findings.push(error('facets', restrictionTexts.facetWider(keyword, attribute.name, value === undefined ? undefined : String(value), String(baselineValue), at(keyword))));

  if (baseline.maxLength !== undefined && !(facets.maxLength !== undefined && facets.maxLength <= baseline.maxLength)) {
    wider('maxLength', facets.maxLength, baseline.maxLength);
  }
  if (baseline.minLength !== undefined && !(facets.minLength !== undefined && facets.minLength >= baseline.minLength)) {
    wider('minLength', facets.minLength, baseline.minLength);
  }
  for (const side of ['lower', 'upper'] as const) {
    const baselineBound = bound(baseline, side);
    const schemaBound = bound(facets, side);
    if (baselineBound !== undefined && !isBoundWithin(schemaBound, baselineBound, side)) {
      wider(baselineBound.keyword, schemaBound?.keyword === baselineBound.keyword ? schemaBound.value : undefined, baselineBound.value);
    }
  }
  if (baseline.multipleOf !== undefined && !(facets.multipleOf !== undefined && isMultiple(facets.multipleOf, baseline.multipleOf))) {
    findings.push(error('facets', restrictionTexts.facetWider('multipleOf', attribute.name, facets.multipleOf?.toString(), String(baseline.multipleOf), at('multipleOf'))));
  }
  if (baseline.pattern !== undefined && facets.pattern !== baseline.pattern) {
    if (facets.pattern === undefined) wider('pattern', undefined, baseline.pattern);
    else findings.push(manual(manualTexts.patternDiffers(attribute.name, facets.pattern, baseline.pattern, at('pattern'))));
  }
  if (baseline.format !== undefined && facets.format !== baseline.format) {
    if (facets.format === undefined) wider('format', undefined, baseline.format);
    else findings.push(error('facets', restrictionTexts.facetDiffers('format', attribute.name, facets.format, baseline.format, at('format'))));
  }
  return findings;
}

/** Reports array facets (minItems, maxItems, uniqueItems) wider than the baseline's. */
export function checkArrayFacets(attribute: SchemaAttribute, baseline: BaselineAttribute): Finding[] {
  const findings: Finding[] = [];
  const facets = attribute.arrayFacets ?? {};
  const required = baseline.arrayFacets;
  if (required === null) return findings;
  const wider = (keyword: string, value: number | boolean | undefined, baselineValue: number | boolean) =>
    findings.push(error(
      'facets',
      restrictionTexts.facetWider(keyword, attribute.name, value === undefined ? undefined : String(value), String(baselineValue), childPointer(attribute.pointer, keyword)),
    ));
  if (required.minItems !== undefined && !(facets.minItems !== undefined && facets.minItems >= required.minItems)) wider('minItems', facets.minItems, required.minItems);
  if (required.maxItems !== undefined && !(facets.maxItems !== undefined && facets.maxItems <= required.maxItems)) wider('maxItems', facets.maxItems, required.maxItems);
  if (required.uniqueItems === true && facets.uniqueItems !== true) wider('uniqueItems', facets.uniqueItems, true);
  return findings;
}

/** The tighter of minimum/exclusiveMinimum (or maximum/exclusiveMaximum). */
function bound(facets: Facets, side: 'lower' | 'upper'): Bound | undefined {
  const inclusive = side === 'lower' ? facets.minimum : facets.maximum;
  const exclusive = side === 'lower' ? facets.exclusiveMinimum : facets.exclusiveMaximum;
  const candidates: Bound[] = [];
  if (inclusive !== undefined) candidates.push({ value: inclusive, exclusive: false, keyword: side === 'lower' ? 'minimum' : 'maximum' });
  if (exclusive !== undefined) candidates.push({ value: exclusive, exclusive: true, keyword: side === 'lower' ? 'exclusiveMinimum' : 'exclusiveMaximum' });
  return candidates.reduce<Bound | undefined>((tightest, candidate) => (tightest === undefined || isBoundWithin(candidate, tightest, side) ? candidate : tightest), undefined);
}

/** Whether `bound` allows no value that `baseline` excludes. */
function isBoundWithin(bound: Bound | undefined, baseline: Bound, side: 'lower' | 'upper'): boolean {
  if (bound === undefined) return false;
  const tighter = side === 'lower' ? bound.value > baseline.value : bound.value < baseline.value;
  return tighter || (bound.value === baseline.value && (bound.exclusive || !baseline.exclusive));
}

/** Whether every multiple of `multipleOf` is a multiple of the baseline's (0.02 of 0.01, not 0.015). */
function isMultiple(multipleOf: number, baseline: number): boolean {
  const ratio = multipleOf / baseline;
  return Math.round(ratio) >= 1 && Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
