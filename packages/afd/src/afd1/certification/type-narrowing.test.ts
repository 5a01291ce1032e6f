import { describe, expect, it } from 'vitest';
import type { Facets } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import type { EffectiveType } from './effective-type.ts';
import { typeDifferences } from './type-narrowing.ts';

const type = (facets: Facets, family: string | null = 'decimal', codeList: EffectiveType['codeList'] = null): EffectiveType => ({ label: 'x', family, facets, codeList });
const lists: CodeList[] = [{ name: 'ADNLOG', description: 'Ja/nee', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] }];

describe('typeDifferences', () => {
  it('accepts equal and narrower digits and bounds', () => {
    const baseline = type({ totalDigits: 12, fractionDigits: 2, minimum: 0, maximum: 1000 });
    expect(typeDifferences(type({ totalDigits: 12, fractionDigits: 2, minimum: 0, maximum: 1000 }), baseline, lists)).toEqual([]);
    expect(typeDifferences(type({ totalDigits: 9, fractionDigits: 0, minimum: 10, exclusiveMaximum: 1000 }), baseline, lists)).toEqual([]);
  });

  it('rejects more digits or decimals', () => {
    expect(typeDifferences(type({ totalDigits: 14, fractionDigits: 3 }), type({ totalDigits: 12, fractionDigits: 2 }), lists)).toEqual([
      { kind: 'facetWider', facet: 'totalDigits', value: '14', baselineValue: '12' },
      { kind: 'facetWider', facet: 'fractionDigits', value: '3', baselineValue: '2' },
    ]);
  });

  it('compares inclusive and exclusive bounds', () => {
    const exclusiveZero = type({ exclusiveMinimum: 0 });
    expect(typeDifferences(type({ minimum: 0 }), exclusiveZero, lists)).toEqual([{ kind: 'facetWider', facet: 'lowerBound', value: '0', baselineValue: '0 (exclusief)' }]);
    expect(typeDifferences(type({ minimum: 0.5 }), exclusiveZero, lists)).toEqual([]);
    expect(typeDifferences(type({ maximum: 101 }), type({ maximum: 100 }), lists)).toEqual([{ kind: 'facetWider', facet: 'upperBound', value: '101', baselineValue: '100' }]);
    expect(typeDifferences(type({}), type({ maximum: 100 }), lists)).toEqual([{ kind: 'facetMissing', facet: 'upperBound', baselineValue: '100' }]);
  });

  it('compares digits by the values an integer admits, not by the facets named (issue 34)', () => {
    const amount = type({ totalDigits: 12, fractionDigits: 2 });
    const integer = (facets: Facets, builtin = 'integer') => ({ ...type(facets), builtin });
    expect(typeDifferences(integer({ minimum: 100, maximum: 100 }), amount, lists)).toEqual([]);
    expect(typeDifferences(integer({ minimum: 0, exclusiveMaximum: 1e12 }), amount, lists)).toEqual([]);
    expect(typeDifferences(integer({ minimum: 0, maximum: 1e12 }), amount, lists)).toEqual([{ kind: 'facetWider', facet: 'totalDigits', value: '13 (1000000000000)', baselineValue: '12' }]);
    expect(typeDifferences(integer({}, 'int'), amount, lists)).toEqual([]);
    expect(typeDifferences(integer({}, 'long'), amount, lists)).toEqual([{ kind: 'facetWider', facet: 'totalDigits', value: '19 (-9223372036854775808)', baselineValue: '12' }]);
    expect(typeDifferences(integer({ minimum: 0 }), amount, lists)).toEqual([{ kind: 'facetMissing', facet: 'totalDigits', baselineValue: '12' }]);
    expect(typeDifferences(type({ minimum: 0, maximum: 100 }), amount, lists)).toEqual([
      { kind: 'facetMissing', facet: 'totalDigits', baselineValue: '12' },
      { kind: 'facetMissing', facet: 'fractionDigits', baselineValue: '2' },
    ]);
  });

  it('compares bounds above 2^53 exactly, from the text the schema writes (issue 34)', () => {
    const e18 = 1e18;
    const exact = (facets: Facets, exactBounds: EffectiveType['exactBounds']) => ({ ...type(facets), exactBounds });
    // 10^18 + 1 is the same double as 10^18: only the text tells them apart.
    const above = exact({ maximum: e18 }, { maximum: '1000000000000000001' });
    expect(typeDifferences(above, type({ maximum: e18 }), lists)).toEqual([{ kind: 'facetWider', facet: 'upperBound', value: '1000000000000000001', baselineValue: '1000000000000000000' }]);
    expect(typeDifferences(type({ maximum: e18 }), exact({ maximum: e18 }, { maximum: '1000000000000000001' }), lists)).toEqual([]);
    expect(typeDifferences(above, exact({ exclusiveMaximum: e18 }, { exclusiveMaximum: '1000000000000000002' }), lists)).toEqual([]);
    expect(typeDifferences(above, exact({ exclusiveMaximum: e18 }, { exclusiveMaximum: '1000000000000000001' }), lists)).toEqual([
      { kind: 'facetWider', facet: 'upperBound', value: '1000000000000000001', baselineValue: '1000000000000000001 (exclusief)' },
    ]);
    const lower = exact({ minimum: -e18 }, { minimum: '-1000000000000000001' });
    expect(typeDifferences(lower, type({ minimum: -e18 }), lists)).toEqual([{ kind: 'facetWider', facet: 'lowerBound', value: '-1000000000000000001', baselineValue: '-1000000000000000000' }]);
    // Decimals with more digits than a double keeps: 0.1000000000000000001 lies above 0.1.
    expect(typeDifferences(exact({ maximum: 0.1 }, { maximum: '0.1000000000000000001' }), type({ maximum: 0.1 }), lists)).toEqual([
      { kind: 'facetWider', facet: 'upperBound', value: '0.1000000000000000001', baselineValue: '0.1' },
    ]);
    // Bounds that JavaScript writes with an exponent are read as the decimals they are.
    expect(typeDifferences(type({ maximum: 1e21 }), type({ maximum: 1e22 }), lists)).toEqual([]);
    expect(typeDifferences(type({ maximum: 1e22 }), type({ maximum: 1e21 }), lists)).toEqual([{ kind: 'facetWider', facet: 'upperBound', value: '10000000000000000000000', baselineValue: '1000000000000000000000' }]);
  });

  it('counts the digits of an integer range above 2^53 exactly (issue 34)', () => {
    const integer = (facets: Facets, exactBounds?: EffectiveType['exactBounds']) => ({ ...type(facets), builtin: 'integer', exactBounds });
    const eighteen = type({ totalDigits: 18 });
    // 999999999999999999 reads as the double 10^18 (19 digits); it has 18.
    expect(typeDifferences(integer({ minimum: 0, maximum: 1e18 }, { maximum: '999999999999999999' }), eighteen, lists)).toEqual([]);
    expect(typeDifferences(integer({ minimum: 0, maximum: 1e18 }), eighteen, lists)).toEqual([{ kind: 'facetWider', facet: 'totalDigits', value: '19 (1000000000000000000)', baselineValue: '18' }]);
    expect(typeDifferences(integer({ minimum: 0, exclusiveMaximum: 1e18 }), eighteen, lists)).toEqual([]);
    expect(typeDifferences(integer({ minimum: 0, exclusiveMaximum: 1e18 }, { exclusiveMaximum: '1000000000000000001' }), eighteen, lists)).toEqual([
      { kind: 'facetWider', facet: 'totalDigits', value: '19 (1000000000000000000)', baselineValue: '18' },
    ]);
    // The inclusive 10^12 has 13 digits, the exclusive one 12.
    const twelve = type({ totalDigits: 12 });
    expect(typeDifferences(integer({ minimum: 0, maximum: 1e12 }), twelve, lists)).toEqual([{ kind: 'facetWider', facet: 'totalDigits', value: '13 (1000000000000)', baselineValue: '12' }]);
    expect(typeDifferences(integer({ minimum: 0, exclusiveMaximum: 1e12 }), twelve, lists)).toEqual([]);
  });

  it('holds listed values to a baseline bound above 2^53 exactly', () => {
    const listed = (...values: string[]) => type({ enumeration: values });
    const baseline = { ...type({ maximum: 1e18 }), exactBounds: { maximum: '1000000000000000001' } };
    expect(typeDifferences(listed('1000000000000000001'), baseline, lists)).toEqual([]);
    expect(typeDifferences(listed('1000000000000000002'), baseline, lists)).toEqual([{ kind: 'facetMissing', facet: 'upperBound', baselineValue: '1000000000000000001' }]);
  });

  it('rejects a shorter minimum length', () => {
    expect(typeDifferences(type({ minLength: 0 }, 'string'), type({ minLength: 1 }, 'string'), lists)).toEqual([
      { kind: 'facetWider', facet: 'minLength', value: '0', baselineValue: '1' },
    ]);
  });

  it('stops at a different data type family', () => {
    expect(typeDifferences(type({ maxLength: 99 }, 'string'), type({ totalDigits: 3 }, 'decimal'), lists)).toEqual([{ kind: 'otherDataType' }]);
  });

  it('takes the whole code list when the baseline allows all of it', () => {
    const baseline = type({}, 'string', { name: 'ADNLOG', values: null });
    expect(typeDifferences(type({}, 'string', { name: 'ADNLOG', values: ['J'] }), baseline, lists)).toEqual([]);
    expect(typeDifferences(type({ enumeration: ['J', 'X'] }, 'string'), baseline, lists)).toEqual([{ kind: 'valuesOutside', extra: ['X'], allowed: ['J', 'N'] }]);
  });

  it('rejects the whole list where the baseline allows a subset', () => {
    const baseline = type({}, 'string', { name: 'ADNLOG', values: ['J'] });
    expect(typeDifferences(type({}, 'string', { name: 'ADNLOG', values: null }), baseline, lists)).toEqual([{ kind: 'valuesOutside', extra: ['N'], allowed: ['J'] }]);
  });

  it('compares plain enumerations, fixed values and patterns', () => {
    expect(typeDifferences(type({}, 'string'), type({ enumeration: ['A'] }, 'string'), lists)).toEqual([{ kind: 'facetMissing', facet: 'enumeration', baselineValue: 'A' }]);
    expect(typeDifferences(type({ const: 'B' }, 'string'), type({ const: 'A' }, 'string'), lists)).toEqual([{ kind: 'facetWider', facet: 'const', value: 'B', baselineValue: 'A' }]);
    expect(typeDifferences(type({ pattern: '[0-9]+' }, 'string'), type({ pattern: '[0-9]+' }, 'string'), lists)).toEqual([]);
    expect(typeDifferences(type({ pattern: '[0-9]{2}' }, 'string'), type({ pattern: '[0-9]+' }, 'string'), lists)).toEqual([
      { kind: 'patternUndecidable', pattern: '[0-9]{2}', baselinePattern: '[0-9]+' },
    ]);
  });
});
