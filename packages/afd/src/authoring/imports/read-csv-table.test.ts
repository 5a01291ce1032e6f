import { describe, expect, it } from 'vitest';
import { readCsvTable } from './read-csv-table.ts';

// The portal's CSV read back: what the writer quotes or neutralises comes back as it was.

describe('reading the definition table from CSV', () => {
  it('reads the BOM, ; cells, CRLF rows, quotes with ; and doubled quotes, and an empty last cell', () => {
    const text = '\uFEFFPad;Entiteit;Beperking;offerte\r\nPP@A;PP;"opties=a;b|""c""";O\r\nPP@B;PP;;\r\n';
    expect(readCsvTable(text)).toEqual({
      header: ['Pad', 'Entiteit', 'Beperking', 'offerte'],
      rows: [
        ['PP@A', 'PP', 'opties=a;b|"c"', 'O'],
        ['PP@B', 'PP', '', ''],
      ],
    });
  });

  it('gives a neutralised formula cell its text back, reads LF line ends and skips blank lines', () => {
    expect(readCsvTable("Pad;Beperking\n\nPP@A;'-5\nPP@B;'x\n").rows).toEqual([
      ['PP@A', '-5'],
      ['PP@B', "'x"],
    ]);
  });

  it('reads a quoted cell across a line break', () => {
    expect(readCsvTable('Pad;Beperking\r\nPP@A;"pattern=a\r\nb"').rows).toEqual([['PP@A', 'pattern=a\r\nb']]);
  });
});
