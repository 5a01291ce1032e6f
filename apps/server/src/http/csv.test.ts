import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvFile, csvText, neutraliseCell } from './csv.ts';

describe('CSV for download', () => {
  it('separates cells with ; and ends every line with CRLF', () => {
    expect(csvText(['Naam', 'Rol'], [['Jansen', 'B']])).toBe('Naam;Rol\r\nJansen;B\r\n');
  });

  it('quotes cells with a separator, quote or line break and doubles quotes (RFC 4180)', () => {
    expect(csvText(['a'], [['Dijk; van'], ['Bakker, A.'], ['zei "ja"'], ['twee\nregels']])).toBe(
      'a\r\n"Dijk; van"\r\n"Bakker, A."\r\n"zei ""ja"""\r\n"twee\nregels"\r\n',
    );
  });

  it('can use a comma where a consumer needs plain RFC 4180', () => {
    expect(csvText(['a', 'b'], [['x,y', 'z']], { delimiter: ',' })).toBe('a,b\r\n"x,y",z\r\n');
  });

  it.each(['=HYPERLINK("http://kwaad.example")', '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'neutralises a cell that a spreadsheet would run as a formula: %j',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('neutralises formulas inside the file, quoted where needed', () => {
    expect(csvText(['a', 'b'], [['=1+1', '=A1;B1']])).toBe(`a;b\r\n'=1+1;"'=A1;B1"\r\n`);
  });

  it('leaves ordinary text, numbers and empty cells alone and writes yes/no in Dutch', () => {
    expect(csvText(['a', 'b', 'c', 'd', 'e'], [['J. de Vries', -5, null, true, false]])).toBe('a;b;c;d;e\r\nJ. de Vries;-5;;Ja;Nee\r\n');
  });

  it('starts the file with a UTF-8 byte order mark so Excel reads accents right', () => {
    const bytes = Buffer.from(csvFile(['Naam'], [['Gérard Ëlst']]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Naam\r\nGérard Ëlst\r\n');
  });

  it('names the downloaded file', () => {
    expect(attachmentDisposition('users.csv')).toBe(`attachment; filename="users.csv"; filename*=UTF-8''users.csv`);
  });
});
