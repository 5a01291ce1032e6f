import { describe, expect, it } from 'vitest';
import { afd1Format } from './format-notation.ts';
import { checkAfd1Value } from './format-value-check.ts';

const check = (notation: string, value: string) => checkAfd1Value(afd1Format(notation), value);

describe('checkAfd1Value', () => {
  describe('alphanumeric', () => {
    it('accepts up to the maximum length, counting characters', () => {
      expect(check('AN..35', 'Verzekerde')).toBeNull();
      expect(check('AN..3', 'één')).toBeNull();
    });
    it('rejects a value longer than the maximum', () => {
      expect(check('AN..3', 'ABCD')).toBe("De waarde 'ABCD' is langer dan 3 tekens (formaat AN..3).");
    });
    it('rejects an empty value', () => {
      expect(check('AN..35', '')).toBe('De waarde is leeg; formaat AN..35 vraagt minstens één teken.');
    });
    it('demands the exact length of AN3', () => {
      expect(check('AN3', 'EUR')).toBeNull();
      expect(check('AN3', 'EU')).toBe("De waarde 'EU' moet precies 3 tekens lang zijn (formaat AN3).");
    });
  });

  describe('numeric', () => {
    it('accepts digits up to the maximum', () => {
      expect(check('N..9', '123456789')).toBeNull();
    });
    it('rejects other characters', () => {
      expect(check('N..9', '12a')).toBe("De waarde '12a' bevat andere tekens dan cijfers (formaat N..9).");
      expect(check('N..9', '-1')).not.toBeNull();
    });
    it('rejects too many digits', () => {
      expect(check('N..3', '1234')).toBe("De waarde '1234' heeft meer dan 3 cijfers (formaat N..3).");
    });
    it('demands the exact number of digits of N4, leading zeros included', () => {
      expect(check('N4', '0042')).toBeNull();
      expect(check('N4', '42')).toBe("De waarde '42' moet precies 4 cijfers hebben (formaat N4).");
    });
  });

  describe('date N8 D1', () => {
    it('accepts an existing day, 29 February in a leap year', () => {
      expect(check('N8 D1', '20260201')).toBeNull();
      expect(check('N8 D1', '20240229')).toBeNull();
      expect(check('N8 D1', '20000229')).toBeNull();
    });
    it('rejects a day that does not exist', () => {
      expect(check('N8 D1', '20230229')).toBe("De waarde '20230229' is geen bestaande datum in de vorm EEJJMMDD (formaat N8 D1).");
      expect(check('N8 D1', '19000229')).not.toBeNull();
      expect(check('N8 D1', '20261301')).not.toBeNull();
      expect(check('N8 D1', '20260100')).not.toBeNull();
    });
    it('rejects a date of the wrong length', () => {
      expect(check('N8 D1', '2026021')).toBe("De waarde '2026021' moet precies 8 cijfers hebben (formaat N8 D1).");
    });
  });

  describe('amount, percentage and quantity', () => {
    it('accepts an amount with up to its decimals, negative too', () => {
      expect(check('N..12 B2', '1250.00')).toBeNull();
      expect(check('N..12 B2', '-1250.5')).toBeNull();
      expect(check('N..12 B2', '1250')).toBeNull();
    });
    it('rejects a value that is not a decimal number', () => {
      expect(check('N..12 B2', '1.250,00')).toBe("De waarde '1.250,00' is geen getal met een punt als decimaalteken (formaat N..12 B2).");
      expect(check('N..12 B2', '')).not.toBeNull();
    });
    it('rejects too many decimals', () => {
      expect(check('N..12 B2', '10.125')).toBe("De waarde '10.125' heeft meer dan 2 decimalen (formaat N..12 B2).");
    });
    it('counts the decimals within the length', () => {
      expect(check('N..5 B2', '123.45')).toBeNull();
      expect(check('N..5 B2', '12345.6')).toBe("De waarde '12345.6' heeft meer dan 5 cijfers (formaat N..5 B2).");
    });
    it('rejects a negative percentage or quantity', () => {
      expect(check('N3 P2', '-1.50')).toBe("De waarde '-1.50' mag niet negatief zijn (formaat N3 P2).");
      expect(check('N..9 A2', '-3')).not.toBeNull();
    });
    it('demands exactly the digits and decimals of an exact format', () => {
      expect(check('N3 P2', '5.25')).toBeNull();
      expect(check('N3 P2', '5.2')).toBe("De waarde '5.2' moet precies 2 decimalen hebben (formaat N3 P2).");
      expect(check('N3 P2', '15.25')).toBe("De waarde '15.25' moet precies 3 cijfers hebben (formaat N3 P2).");
    });
  });
});
