import { describe, expect, it } from 'vitest';
import { compileJmesPathRule } from '../authoring/business-rules/jmespath-rule.ts';
import { compilePredicateXPath } from './compile-predicate-xpath.ts';
import { compileSelectionXPath } from './compile-selection-xpath.ts';
import { expressionNestingProblem, maxExpressionNesting, tooComplexExpression } from './expression-nesting.ts';
import { validateXPathRule } from './validate-xpath-rule.ts';

// fontoxpath ran out of stack on an XPath nested about 250 brackets deep, the JMESPath compiler
// at about 2,700 (issue 28): the English RangeError reached the user, or a 500. Every compile of
// user text measures the nesting first and refuses too deep in Dutch, with the position.

const limit = maxExpressionNesting;
const tooDeep = `de expressie is te diep genest (meer dan ${limit} niveaus van haakjes)`;
const parenthesised = (depth: number, inner: string) => `${'('.repeat(depth)}${inner}${')'.repeat(depth)}`;

describe('expressionNestingProblem', () => {
  it('names the first bracket over the limit, 1-based, whatever its kind', () => {
    expect(expressionNestingProblem(parenthesised(limit, '1'), 'xpath')).toBeNull();
    expect(expressionNestingProblem(parenthesised(limit + 1, '1'), 'xpath')).toEqual({ position: limit + 1, message: tooDeep });
    expect(expressionNestingProblem(`a${'[b'.repeat(limit + 1)}${']'.repeat(limit + 1)}`, 'xpath')?.position).toBe(2 * limit + 2);
    expect(expressionNestingProblem(`${'{"a":'.repeat(limit + 1)}`, 'jmespath')?.position).toBe(5 * limit + 1);
  });

  it('does not count brackets in XPath strings, nor let a quote in a comment hide brackets', () => {
    expect(expressionNestingProblem(`'${'('.repeat(500)}' = "${'['.repeat(500)}"`, 'xpath')).toBeNull();
    expect(expressionNestingProblem(`'it''s ${'('.repeat(500)}'`, 'xpath')).toBeNull();
    // fontoxpath reads (: ' :) as a comment: the apostrophe starts no string there.
    expect(expressionNestingProblem(`(: ' :) ${parenthesised(limit + 1, '1')} (: ' :)`, 'xpath')).not.toBeNull();
    // Comments nest, and count as levels.
    expect(expressionNestingProblem(`${'(:'.repeat(limit + 1)}${':)'.repeat(limit + 1)} 1`, 'xpath')).not.toBeNull();
  });

  it("does not count brackets in JMESPath raw strings, quoted names or literals, escapes included", () => {
    expect(expressionNestingProblem(`a == '\\'${'('.repeat(500)}' && "x\\"${'['.repeat(500)}" && \`"\\\`${'{'.repeat(500)}"\``, 'jmespath')).toBeNull();
  });
});

describe.each([
  ['the predicate XPath (fontoxpath)', (text: string) => compilePredicateXPath(text)],
  ['the selection XPath (libxml2, fontoxpath for the message)', (text: string) => compileSelectionXPath(`//a[${text}]`)],
])('%s', (_name, compile) => {
  it.each([4_900, 100_000])('refuses %i nested brackets in Dutch with the position, without running out of stack', (depth) => {
    const check = compile(parenthesised(depth, '1'));
    expect(check.valid).toBe(false);
    if (check.valid) return;
    expect(check.error).toMatch(new RegExp(`^${tooDeep.replace(/[()]/g, '\\$&')} \\(positie \\d+\\)$`));
  });

  it(`still compiles ${limit} levels`, () => {
    expect(compile(parenthesised(limit - 1, '1 = 1'))).toEqual({ valid: true });
  });
});

it('the predicate XPath: a chain of operators too long for fontoxpath (no brackets) is too complex, in Dutch', () => {
  // 2,500 additions: 10,000 characters, the longest verbandscontrole a save accepts.
  expect(compilePredicateXPath(`1${' + 1'.repeat(2_500)}`)).toEqual({ valid: false, error: tooComplexExpression });
});

describe('the JMESPath rule compiler', () => {
  it.each([4_900, 100_000])('refuses %i nested brackets in Dutch with the position', (depth) => {
    expect(compileJmesPathRule(parenthesised(depth, 'a'))).toEqual({ valid: false, error: `${tooDeep} (positie ${limit + 1})` });
    expect(compileJmesPathRule(`${'['.repeat(depth)}a${']'.repeat(depth)}`)).toEqual({ valid: false, error: `${tooDeep} (positie ${limit + 1})` });
  });

  it(`still compiles ${limit} levels, and says a chain of 20,000 negations is too complex`, () => {
    expect(compileJmesPathRule(parenthesised(limit, 'a'))).toEqual({ valid: true });
    expect(compileJmesPathRule(`${'!'.repeat(20_000)}a`)).toEqual({ valid: false, error: tooComplexExpression });
  });
});

describe('the XPath rule check of the management screen', () => {
  it('refuses both expressions nested 100,000 deep, each with its own reason', () => {
    const deep = parenthesised(100_000, '1');
    const result = validateXPathRule({ selectionXPath: `//a[${deep}]`, predicateXPath: deep });
    expect(result).toEqual({ valid: false, selectionXPathError: `${tooDeep} (positie ${limit + 4})`, predicateXPathError: `${tooDeep} (positie ${limit + 1})` });
  });
});
