import { describe, expect, it } from 'vitest';
import { compareCellValues } from './compare-cell-values';

describe('compareCellValues', () => {
  it('compares text in Dutch order, ignoring case', () => {
    expect(compareCellValues('achmea', 'Achmea')).toBe(0);
    expect(compareCellValues('aegon', 'ASR')).toBeLessThan(0);
  });

  it('compares numbers, dates and booleans by value', () => {
    expect(compareCellValues(9, 10)).toBeLessThan(0);
    expect(compareCellValues(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBeGreaterThan(0);
    expect(compareCellValues(false, true)).toBeLessThan(0);
  });

  it('puts empty values first', () => {
    expect(compareCellValues(null, 'a')).toBeLessThan(0);
    expect(compareCellValues('a', undefined)).toBeGreaterThan(0);
    expect(compareCellValues('', null)).toBe(0);
  });
});
