import { describe, expect, it } from 'vitest';
import { ceilingOf, compareDecimals, decimalOfNumber, decimalText, floorOf, parseDecimal, plus, type Decimal } from './exact-decimal.ts';

const decimal = (text: string): Decimal => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
};

describe('exact decimals (issue 34: bounds above 2^53)', () => {
  it('tells apart what a double cannot', () => {
    expect(Number('1000000000000000001')).toBe(Number('1000000000000000000'));
    expect(compareDecimals(decimal('1000000000000000001'), decimal('1000000000000000000'))).toBe(1);
    expect(compareDecimals(decimal('0.1000000000000000001'), decimal('0.1'))).toBe(1);
    expect(compareDecimals(decimal('-1000000000000000001'), decimal('-1000000000000000000'))).toBe(-1);
  });

  it('reads lexical forms and JavaScript number texts alike', () => {
    expect(decimalText(decimal('+007.500'))).toBe('7.5');
    expect(decimalText(decimal('-0.0'))).toBe('0');
    expect(decimalText(decimal('.5'))).toBe('0.5');
    expect(decimalText(decimalOfNumber(1e21))).toBe('1000000000000000000000');
    expect(decimalText(decimalOfNumber(1e-7))).toBe('0.0000001');
    expect(compareDecimals(decimal('12'), decimal('12.000'))).toBe(0);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,5')).toBeNull();
    expect(parseDecimal('INF')).toBeNull();
  });

  it('rounds to whole numbers and steps by whole numbers', () => {
    expect(floorOf(decimal('2.5'))).toBe(2n);
    expect(ceilingOf(decimal('2.5'))).toBe(3n);
    expect(floorOf(decimal('-2.5'))).toBe(-3n);
    expect(ceilingOf(decimal('-2.5'))).toBe(-2n);
    expect(floorOf(decimal('1000000000000000001'))).toBe(1000000000000000001n);
    expect(decimalText(plus(decimal('1000000000000000001'), 1n))).toBe('1000000000000000002');
    expect(decimalText(plus(decimal('0.5'), -1n))).toBe('-0.5');
  });
});
