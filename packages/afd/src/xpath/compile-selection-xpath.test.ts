import { describe, expect, it } from 'vitest';
import { compileSelectionXPath } from './compile-selection-xpath.ts';

describe('compileSelectionXPath (XPath 1.0, libxml2)', () => {
  it('accepts XPath 1.0 selections of XSD components with the xs or xsd prefix', () => {
    expect(compileSelectionXPath('//xs:complexType')).toEqual({ valid: true });
    expect(compileSelectionXPath("//xsd:element[@name and not(@type)]")).toEqual({ valid: true });
    expect(compileSelectionXPath("/xs:schema/xs:complexType[starts-with(@name, 'PP')]/xs:sequence/xs:element")).toEqual({ valid: true });
  });

  it('rejects a syntax error, naming the place where parsing stopped', () => {
    expect(compileSelectionXPath('//xs:element[@name')).toEqual({
      valid: false,
      error: expect.stringMatching(/^XPST0003: Failed to parse script\..*\(kolom \d+\)$/),
    });
  });

  it('rejects XPath 2.0 syntax, which libxml2 does not compile', () => {
    expect(compileSelectionXPath('if (//xs:element) then //xs:element else ()')).toEqual({
      valid: false,
      error: 'dit is geen XPath 1.0 (libxml2: Failed to compile XPath expression)',
    });
  });

  it('rejects an unknown function that libxml2 only notices when evaluating', () => {
    expect(compileSelectionXPath('//xs:element[exists(@type)]')).toEqual({ valid: false, error: 'Unregistered function: exists' });
    expect(compileSelectionXPath("//xs:element[xs:integer(@minOccurs) > 1]")).toEqual({ valid: false, error: 'Unregistered function: xs:integer' });
  });

  it('rejects a prefix that is not bound, also on a function', () => {
    expect(compileSelectionXPath('//afd:PP')).toEqual({ valid: false, error: 'Undefined namespace prefix: afd' });
    expect(compileSelectionXPath('//xs:element[fn:exists(@type)]')).toEqual({ valid: false, error: 'Undefined namespace prefix: fn' });
  });

  it('rejects a variable, which a rule has no way to bind', () => {
    expect(compileSelectionXPath('//xs:element[@name = $naam]')).toEqual({ valid: false, error: 'Undefined variable: naam' });
  });

  it('rejects a wrong number of arguments', () => {
    expect(compileSelectionXPath('//xs:element[contains(@name)]')).toEqual({ valid: false, error: 'Invalid number of arguments: contains' });
    expect(compileSelectionXPath("//xs:element[concat(@name, '_', @type) = 'PP_X']")).toEqual({ valid: true });
  });

  it('rejects an expression that yields a value instead of nodes', () => {
    expect(compileSelectionXPath('count(//xs:element)')).toEqual({
      valid: false,
      error: 'de expressie selecteert geen knooppunten maar levert een getal op',
    });
    expect(compileSelectionXPath("boolean(//xs:element)")).toEqual({
      valid: false,
      error: 'de expressie selecteert geen knooppunten maar levert een booleaanse waarde op',
    });
  });
});
