import { describe, expect, it } from 'vitest';
import { formatTypeLabel, isSubsetCodeListName } from './format-type-label.ts';

describe('formatTypeLabel (001 §5 format type labels)', () => {
  it.each([
    [{ format: 'AN1', codeList: 'ADNLOG' }, 'ja/nee'],
    [{ format: 'AN..3', codeList: 'ADNBRA' }, 'optielijst'],
    [{ format: 'N8 D1', codeList: null }, 'datum'],
    [{ format: 'N..12 B2', codeList: null }, 'numeriek'],
    [{ format: 'N4', codeList: null }, 'numeriek'],
    [{ format: 'AN..35', codeList: null }, 'alfanumeriek'],
    [{ format: null, codeList: null }, 'alfanumeriek'],
  ] as const)('%o is %s', (attribute, label) => expect(formatTypeLabel(attribute)).toBe(label));

  it('knows a subset code list by its underscore', () => {
    expect(isSubsetCodeListName('ADNBRA_AUTO')).toBe(true);
    expect(isSubsetCodeListName('ADNBRA')).toBe(false);
  });
});
