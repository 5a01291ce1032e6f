import { describe, expect, it } from 'vitest';
import { validateXPathRule } from './validate-xpath-rule.ts';

describe('validateXPathRule', () => {
  it('is valid when the XPath 1.0 selection and the XPath 2.0 predicate both compile', () => {
    expect(
      validateXPathRule({ selectionXPath: '//xs:complexType', predicateXPath: 'if (@abstract) then @name else true()' }),
    ).toEqual({ valid: true, selectionXPathError: null, predicateXPathError: null });
  });

  it('reports each expression with the error of its own engine', () => {
    const result = validateXPathRule({ selectionXPath: '//xs:element[', predicateXPath: 'fn:nope()' });
    expect(result).toEqual({
      valid: false,
      selectionXPathError: 'XPST0003: Failed to parse script. Expected end of input (kolom 13)',
      predicateXPathError: expect.stringMatching(/^XPST0017/),
    });
  });

  it('skips an expression that is not given, so one expression can be checked alone', () => {
    expect(validateXPathRule({ predicateXPath: 'true()' })).toEqual({ valid: true, selectionXPathError: null, predicateXPathError: null });
  });
});
