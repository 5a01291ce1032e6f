import { describe, expect, it } from 'vitest';
import { afd1Format } from './format-notation.ts';
import { xsdShapeOfAfd1Format } from './format-facets.ts';
import { codeListOfXsdFormat, formatNotationOfXsdName, xsdNameOfFormatNotation } from './xsd-format-names.ts';

describe('XSD format names', () => {
  it.each([
    ['AN__35', 'AN..35'],
    ['AN3', 'AN3'],
    ['N__3', 'N..3'],
    ['N4', 'N4'],
    ['N__12_B2', 'N..12 B2'],
    ['N3_P2', 'N3 P2'],
    ['codeD1', 'N8 D1'],
    ['codeB2', 'N..12 B2'],
    ['codeP2', 'N..5 P2'],
    ['codeJN', 'AN1'],
  ])('maps %s to %s', (xsdName, notation) => {
    expect(formatNotationOfXsdName(xsdName)).toBe(notation);
  });

  it('does not take other type names for formats', () => {
    expect(formatNotationOfXsdName('ADNBRA')).toBeNull();
    expect(formatNotationOfXsdName('NUMMER')).toBeNull();
    expect(formatNotationOfXsdName('AN..35')).toBeNull();
    expect(formatNotationOfXsdName('N8_D2')).toBeNull();
  });

  it('writes the systematic name of a notation', () => {
    expect(xsdNameOfFormatNotation('AN..35')).toBe('AN__35');
    expect(xsdNameOfFormatNotation('N..12 B2')).toBe('N__12_B2');
  });

  it('knows that the J/N format takes its values from code list ADNLOG', () => {
    expect(codeListOfXsdFormat('codeJN')).toBe('ADNLOG');
    expect(codeListOfXsdFormat('AN__35')).toBeNull();
  });
});

describe('xsdShapeOfAfd1Format', () => {
  it.each([
    ['AN..35', { builtin: 'string', facets: { minLength: 1, maxLength: 35 } }],
    ['AN3', { builtin: 'string', facets: { minLength: 3, maxLength: 3 } }],
    ['N..9', { builtin: 'nonNegativeInteger', facets: { totalDigits: 9 } }],
    ['N4', { builtin: 'string', facets: { minLength: 4, maxLength: 4, pattern: '[0-9]{4}' } }],
    ['N..12 B2', { builtin: 'decimal', facets: { totalDigits: 12, fractionDigits: 2 } }],
    ['N3 P2', { builtin: 'decimal', facets: { totalDigits: 3, fractionDigits: 2, minimum: 0 } }],
  ])('expresses %s in XSD', (notation, shape) => {
    expect(xsdShapeOfAfd1Format(afd1Format(notation))).toEqual(shape);
  });

  it('gives a date a length of 8 and a pattern of months and days', () => {
    expect(xsdShapeOfAfd1Format(afd1Format('N8 D1'))).toMatchObject({ builtin: 'string', facets: { minLength: 8, maxLength: 8 } });
  });
});
