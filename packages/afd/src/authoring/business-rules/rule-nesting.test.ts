import { describe, expect, it } from 'vitest';
import { compilePredicateXPath } from '../../xpath/compile-predicate-xpath.ts';
import { businessRuleProblems } from './rule-problems.ts';
import { maxRuleLinks, maxRuleNesting } from './rule-parser.ts';
import { pseudoToXPath, xpathToPseudo } from './rule-translation.ts';

// The rule parser is a recursive descent: 4,900 nested brackets ran it out of stack, a 500 on
// POST /api/Verbandscontroles/Validate (issue 28). Too deep is now a refusal in the rule
// language's own form, 'detail (positie N)', at the bracket that goes too deep.

const tooDeep = `de expressie is te diep genest (meer dan ${maxRuleNesting} niveaus van haakjes)`;
const rule = (condition: string) => `Indien ${condition} DAN PP_B = 2 ANDERS true`;
const grouped = (depth: number) => `${'('.repeat(depth)}PP_A = 1${')'.repeat(depth)}`;
// Positions count from the start of the Indien field, where these rules go wrong.
const firstBracket = 1;
const inIndien = (position: number) => ({ ok: false, message: `Indien, positie ${position}: ${tooDeep}`, position, field: 'Indien' });

describe('nesting in verbandscontroles', () => {
  it.each([4_900, 100_000])('refuses %i nested brackets at the bracket that goes too deep, without running out of stack', (depth) => {
    expect(pseudoToXPath(rule(grouped(depth)))).toEqual(inIndien(firstBracket + maxRuleNesting));
  });

  it.each([4_900, 100_000])('refuses %i times NIET the same way', (depth) => {
    const translated = pseudoToXPath(rule(`${'NIET '.repeat(depth)}PP_A = 1`));
    expect(translated).toEqual(inIndien(firstBracket + 5 * maxRuleNesting));
  });

  it(`reads ${maxRuleNesting} levels, and their XPath form compiles within the XPath check's own bound`, () => {
    const translated = pseudoToXPath(rule(`NIET ${grouped(maxRuleNesting - 1)}`));
    expect(translated.ok).toBe(true);
    if (!translated.ok) return;
    expect(compilePredicateXPath(translated.xpath)).toEqual({ valid: true });
    expect(xpathToPseudo(translated.xpath)).toBe(translated.pseudo);
  });

  it(`refuses more than ${maxRuleLinks} EN/OF links in a rule, and reads that many`, () => {
    const chain = (links: number) => `PP_A = 1${' OF PP_A = 1'.repeat(links)}`;
    expect(pseudoToXPath(rule(chain(maxRuleLinks))).ok).toBe(true);
    const refused = pseudoToXPath(rule(chain(maxRuleLinks + 1)));
    const position = firstBracket + 'PP_A = 1'.length + maxRuleLinks * ' OF PP_A = 1'.length + 1;
    expect(refused).toEqual({ ok: false, message: `Indien, positie ${position}: de regel is te lang (meer dan ${maxRuleLinks} keer EN of OF)`, position, field: 'Indien' });
  });

  it('an XPath rule nested 100,000 deep does not open in pseudo mode, and is refused on save in Dutch', () => {
    const xpath = `if (${grouped(100_000).replaceAll('PP_A', '//PP_A')}) then //PP_B = 2 else true()`;
    expect(xpathToPseudo(xpath)).toBeNull();
    const problems = businessRuleProblems([{ name: 'Diep', expression: xpath, message: '', source: 'PP', type: 'xpath' }], { afdVersion: 1, attributeNames: new Set(['PP_A', 'PP_B']) });
    // 'if (' is the first level: the 65th bracket is the 68th character.
    expect(problems).toEqual({ 'rules.0.expression': [`Ongeldige invoer: de expressie is te diep genest (meer dan 64 niveaus van haakjes) (positie 68)`] });
  });

  it('an AFD 2.0 (JMESPath) rule nested 100,000 deep is refused on save in Dutch', () => {
    const problems = businessRuleProblems([{ name: 'Diep', expression: `${'('.repeat(100_000)}a${')'.repeat(100_000)}`, message: 'Fout', source: '', type: 'jmespath' }], { afdVersion: 2, attributeNames: new Set() });
    expect(problems).toEqual({ 'rules.0.expression': ['Ongeldige invoer: de expressie is te diep genest (meer dan 64 niveaus van haakjes) (positie 65)'] });
  });
});
