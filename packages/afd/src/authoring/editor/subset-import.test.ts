import { describe, expect, it } from 'vitest';
import { classifySubsetImport, isSubsetText } from './subset-import.ts';

describe('classifySubsetImport (001 §5 subset import)', () => {
  const codes = ['001', '002', '003', '004'];

  it('trims entries, allows a trailing semicolon, and classifies successful, duplicate and unknown codes', () => {
    expect(classifySubsetImport(' 001; 002 ;002;999;004; ', codes, ['004'])).toEqual({
      total: 5,
      successful: ['001', '002'],
      duplicates: ['002', '004'],
      nonexistent: ['999'],
    });
  });

  it('refuses text that is not a semicolon-separated list', () => {
    for (const text of ['', '   ', ';', '001;;002', ';001', '001 002 ; 003', '1, 3', '001;002,003', '001,']) expect(isSubsetText(text), text).toBe(false);
    for (const text of ['001', ' 001 ', '001;', '001 ; 002 ;', '001;002;003']) expect(isSubsetText(text), text).toBe(true);
    expect(classifySubsetImport('001;;002', codes, [])).toBeNull();
    expect(classifySubsetImport('1, 3', codes, [])).toBeNull();
  });
});
