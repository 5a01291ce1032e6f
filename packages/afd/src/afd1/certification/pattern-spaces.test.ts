import { describe, expect, it } from 'vitest';
import { patternAdmitsSpace } from './pattern-spaces.ts';

// whiteSpace replace narrows nothing where no value holds a space (issue 34): the reading of a
// pattern must say 'no' only when no admitted value can hold one.

describe('patternAdmitsSpace', () => {
  it.each(['[0-9]{1,6}', '\\d+', '[A-Z]{2}[0-9]{4}', '(J|N)', '\\w+', '\\i\\c*', '[a-z\\-_.]+', '\\S+', '[!-~]+'])('no space in %s', (pattern) => {
    expect(patternAdmitsSpace(pattern)).toBe('no');
  });

  it.each(['[0-9 ]{1,6}', 'A B', '.+', '\\s?[0-9]+', '[^0-9]', '[\\t-~]', '\\D', '\\W'])('a space may stand in %s', (pattern) => {
    expect(patternAdmitsSpace(pattern)).toBe('yes');
  });

  it.each(['\\p{L}+', '[a-z-[aeiou]]'])('cannot tell for %s', (pattern) => {
    expect(patternAdmitsSpace(pattern)).toBe('unknown');
  });
});
