import { describe, expect, it } from 'vitest';
import { columnLetters, xlsxHeaderProblems, xlsxSheetProblems } from './xlsx-sheet-problems.ts';

const header = ['Pad', 'Entiteit', 'Attribuut', 'Formaat/type', 'Codelijst', 'Beperking', 'offerte'];

describe('what Importeer XLSX says about where the table is', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('accepts a first sheet with data that starts with the fixed columns', () => {
    expect(xlsxSheetProblems([{ name: 'Definitie', rows: [header, ['Polis@Premie']] }])).toEqual([]);
    expect(xlsxHeaderProblems(header)).toEqual([]);
  });

  it('tells an empty workbook from a table on the second sheet', () => {
    expect(xlsxSheetProblems([{ name: 'Blad1', rows: [] }, { name: 'Blad2', rows: [['', '']] }])).toEqual([
      "Het eerste werkblad ('Blad1') is leeg en de andere werkbladen ook: er staat geen definitietabel in het bestand.",
    ]);
    expect(xlsxSheetProblems([{ name: 'Blad1', rows: [['  ']] }, { name: 'Definitie', rows: [header] }])).toEqual([
      "Het eerste werkblad ('Blad1') is leeg; de gegevens staan op werkblad 'Definitie'. De import leest alleen het eerste werkblad: zet de definitietabel daar.",
    ]);
  });

  it('names each wrong or empty header cell', () => {
    expect(xlsxHeaderProblems(['Pad', 'Naam', 'Attribuut', 'Formaat/type', 'Codelijst'])).toEqual([
      'Cel B1 moet "Entiteit" zijn, maar bevat "Naam".',
      'Cel F1 moet "Beperking" zijn, maar is leeg.',
    ]);
  });
});
