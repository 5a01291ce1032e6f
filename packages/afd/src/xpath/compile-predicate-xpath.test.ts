import { describe, expect, it } from 'vitest';
import { compilePredicateXPath } from './compile-predicate-xpath.ts';

describe('compilePredicateXPath (XPath 2.0, fontoxpath)', () => {
  it("accepts the business-rule form 'if (A) then B else true()'", () => {
    expect(compilePredicateXPath('if (fn:exists(//PP/PB)) then fn:exists(//PP/VP) else true()')).toEqual({ valid: true });
  });

  it('accepts XPath 1.0 style tests against the selected node', () => {
    expect(compilePredicateXPath("@maxOccurs = 'unbounded' or number(@maxOccurs) <= 1")).toEqual({ valid: true });
    expect(compilePredicateXPath('count(xs:sequence/xs:element) > 0')).toEqual({ valid: true });
  });

  it('accepts quantified expressions and regular expressions', () => {
    expect(compilePredicateXPath("every $e in .//xsd:element satisfies fn:matches($e/@name, '^[A-Z]{2}_')")).toEqual({ valid: true });
  });

  it('rejects a syntax error with the engine message and the column', () => {
    expect(compilePredicateXPath('if (@name) then true()')).toEqual({
      valid: false,
      error: expect.stringMatching(/^XPST0003: Failed to parse script\..* \(kolom \d+\)$/),
    });
  });

  it('keeps a parse error short when the engine lists every token it expected', () => {
    const check = compilePredicateXPath('@name = ');
    expect(check).toEqual({ valid: false, error: 'XPST0003: Failed to parse script. Unexpected input (kolom 9)' });
  });

  it('rejects an unknown function or a wrong arity, found by static analysis', () => {
    expect(compilePredicateXPath('fn:exist(@name)')).toEqual({ valid: false, error: expect.stringMatching(/^XPST0017: Function .*exist with arity of 1 not registered/) });
    expect(compilePredicateXPath('fn:concat(@name)')).toEqual({ valid: false, error: expect.stringMatching(/^XPST0017: /) });
  });

  it('rejects an unbound prefix and an unknown variable', () => {
    expect(compilePredicateXPath('afd:PP')).toEqual({ valid: false, error: 'XPST0081: The prefix afd could not be resolved.' });
    expect(compilePredicateXPath('$node/@name')).toEqual({ valid: false, error: expect.stringMatching(/^XPST0008/) });
  });

  it('rejects text that tries to close the wrapper it is analysed in', () => {
    expect(compilePredicateXPath('1 ) }) , (function () { ( 1')).toMatchObject({ valid: false });
  });

  it('does not evaluate the expression: a huge range compiles at once', () => {
    const started = Date.now();
    expect(compilePredicateXPath('count(1 to 100000000000) > 0')).toEqual({ valid: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
