import { describe, expect, it } from 'vitest';
import { patternSample } from './pattern-sample.ts';

describe('patternSample: the shortest value an XSD pattern admits', () => {
  it.each([
    ['Q{3}Z', 'QQQZ'],
    ['[A-Z]{2}[0-9]+', 'AA1'],
    ['[0-9]{1,6}', '1'],
    ['(AB|C)D?', 'C'],
    ['\\d{4}-\\d{2}', '1111-11'],
    ['[^A-Za-z]', '1'],
    ['[\\-.]x*', '-'],
    ['\\.', '.'],
    ['[a-f\\d]{2}', 'aa'],
  ])('%s gives %s', (pattern, sample) => {
    expect(patternSample(pattern)).toBe(sample);
    expect(new RegExp(`^(?:${pattern})$`, 'u').test(sample)).toBe(true);
  });

  it.each(['\\p{Lu}', '\\i\\c*', '[a-z-[aeiou]]', '(AB', 'A{1000}', '[A-Z'])('does not read %s', (pattern) => {
    expect(patternSample(pattern)).toBeNull();
  });
});
