import { describe, expect, it } from 'vitest';
import { parseAfd1Format } from './format-notation.ts';

describe('parseAfd1Format', () => {
  it.each([
    ['AN..35', { kind: 'alphanumeric', length: 35, exactLength: false, decimals: 0 }],
    ['AN3', { kind: 'alphanumeric', length: 3, exactLength: true, decimals: 0 }],
    ['N..9', { kind: 'numeric', length: 9, exactLength: false, decimals: 0 }],
    ['N4', { kind: 'numeric', length: 4, exactLength: true, decimals: 0 }],
    ['N8 D1', { kind: 'date', length: 8, exactLength: true, decimals: 0 }],
    ['N..12 B2', { kind: 'amount', length: 12, exactLength: false, decimals: 2 }],
    ['N3 P2', { kind: 'percentage', length: 3, exactLength: true, decimals: 2 }],
    ['N..9 A2', { kind: 'quantity', length: 9, exactLength: false, decimals: 2 }],
  ])('reads %s', (notation, expected) => {
    expect(parseAfd1Format(notation)).toEqual({ ok: true, format: { notation, ...expected } });
  });

  it('normalises surrounding and repeated spaces', () => {
    expect(parseAfd1Format('  N..12   B2 ')).toMatchObject({ ok: true, format: { notation: 'N..12 B2' } });
  });

  it('rejects text that is no notation, in Dutch', () => {
    expect(parseAfd1Format('X..3')).toEqual({
      ok: false,
      error: "'X..3' is geen AFD 1.0-formaat (verwacht bijvoorbeeld AN..35, AN3, N..9, N4, N8 D1 of N..12 B2).",
    });
    expect(parseAfd1Format('AN..0').ok).toBe(false);
    expect(parseAfd1Format('').ok).toBe(false);
  });

  it('rejects a suffix on an alphanumeric format', () => {
    expect(parseAfd1Format('AN8 D1')).toEqual({ ok: false, error: 'Formaat AN8 D1: een achtervoegsel past alleen bij een numeriek formaat (N).' });
  });

  it('rejects an unknown suffix', () => {
    expect(parseAfd1Format('N8 D2')).toEqual({
      ok: false,
      error: 'Formaat N8 D2: achtervoegsel D2 is onbekend (bekend zijn D1, B, P en A met het aantal decimalen).',
    });
    expect(parseAfd1Format('N..9 X2').ok).toBe(false);
  });

  it('rejects a date that is not N8', () => {
    expect(parseAfd1Format('N..8 D1')).toEqual({ ok: false, error: 'Formaat N..8 D1: een datum (D1) heeft precies 8 cijfers: N8 D1.' });
    expect(parseAfd1Format('N6 D1').ok).toBe(false);
  });

  it('rejects more decimals than digits', () => {
    expect(parseAfd1Format('N2 B2')).toEqual({ ok: false, error: 'Formaat N2 B2: er zijn meer decimalen dan cijfers.' });
  });
});
