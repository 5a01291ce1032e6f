import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations';

describe('formatDuration', () => {
  it.each([
    [1, '1 seconde'],
    [2, '2 seconden'],
    [60, '1 minuut'],
    [600, '10 minuten'],
    [3_600, '1 uur'],
    [7_200, '2 uren'],
    [86_400, '1 dag'],
    [172_800, '2 dagen'],
  ])('names %i seconds in Dutch singular or plural: %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('joins several units with commas and "en", leaving out zero units', () => {
    expect(formatDuration(86_400 + 2 * 3_600 + 1)).toBe('1 dag, 2 uren en 1 seconde');
    expect(formatDuration(9 * 60 + 59)).toBe('9 minuten en 59 seconden');
    expect(formatDuration(3_661)).toBe('1 uur, 1 minuut en 1 seconde');
  });

  it('reads zero, negative and fractional durations as whole seconds', () => {
    expect(formatDuration(0)).toBe('0 seconden');
    expect(formatDuration(-5)).toBe('0 seconden');
    expect(formatDuration(61.9)).toBe('1 minuut en 1 seconde');
  });
});
