import { describe, expect, it } from 'vitest';
import { checkedPredicateXPath, checkedSelectionXPath } from './checked-rule-xpaths.ts';
import { compilePredicateXPath } from './compile-predicate-xpath.ts';
import { compileSelectionXPath } from './compile-selection-xpath.ts';

// Certification checks the same rule texts for every schema of a baseline; the kept answers must
// be the checker's own, and the memory bounded.

describe('rule XPaths checked once per text', () => {
  it('answer what compiling answers, valid or not', () => {
    for (const expression of ['//xs:element[@name]', '//xs:element[', 'count(//xs:element)']) {
      expect(checkedSelectionXPath(expression)).toEqual(compileSelectionXPath(expression));
    }
    for (const expression of ['if (@minOccurs) then @minOccurs = "0" else true()', 'unknown-function(.)', '@name eq']) {
      expect(checkedPredicateXPath(expression)).toEqual(compilePredicateXPath(expression));
    }
  });

  it('give a text checked before the kept answer, and forget the oldest after 512 others', () => {
    const first = checkedPredicateXPath('nergens-bekend(.)');
    expect(first.valid).toBe(false);
    expect(checkedPredicateXPath('nergens-bekend(.)')).toBe(first);
    for (let index = 0; index < 512; index++) checkedPredicateXPath(`@a${index} = ${index}`);
    const again = checkedPredicateXPath('nergens-bekend(.)');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
