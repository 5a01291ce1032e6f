import { describe, expect, it } from 'vitest';
import { dictionaries } from './testing/issue-fixtures';
import { isOpenStatus, statusLabel, subStatusLabel } from './status-label';

describe('statusLabel', () => {
  it("takes the dictionary's label, the spec's while the dictionary is missing, and 'Onbekend' otherwise", () => {
    expect(statusLabel('inbehandeling', [{ key: 'inbehandeling', value: 'Wordt behandeld' }])).toBe('Wordt behandeld');
    expect(statusLabel('inbehandeling', undefined)).toBe('In behandeling');
    expect(statusLabel('gesloten', dictionaries['status-dict'])).toBe('Onbekend');
    expect(statusLabel('toString', undefined)).toBe('Onbekend');
  });
});

describe('isOpenStatus', () => {
  it('counts nieuw and inbehandeling as open, everything else as closed', () => {
    expect(['nieuw', 'inbehandeling', 'afgehandeld', 'afgewezen', 'vreemd'].map(isOpenStatus)).toEqual([true, true, false, false, false]);
  });
});

describe('subStatusLabel', () => {
  it('finds the numeric key in its dictionary, or shows the number', () => {
    expect(subStatusLabel(2, dictionaries['afd-definition-substatus-dict'])).toBe('Niet aangepast');
    expect(subStatusLabel(9, dictionaries['afd-definition-substatus-dict'])).toBe('9');
    expect(subStatusLabel(null, undefined)).toBe('');
  });
});
