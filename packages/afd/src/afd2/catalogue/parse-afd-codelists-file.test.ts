import { describe, expect, it } from 'vitest';
import { parseAfdCodelistsFile } from './parse-afd-codelists-file.ts';
import { parseAfd2DataType } from './parse-data-type.ts';

describe('parseAfdCodelistsFile', () => {
  it('reads the full code lists of a draft-07 file (definitions) with codes and labels', () => {
    const text = JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { ADNLOG: { description: 'Logisch', codelistName: 'ADNLOG', type: 'string', oneOf: [{ description: 'Ja', const: 'J' }, { description: 'Nee', const: 'N' }] } },
    });
    expect(parseAfdCodelistsFile(text, 'x-afdCodelists.json')).toEqual({
      ok: true,
      codeLists: [{ name: 'ADNLOG', description: 'Logisch', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] }],
    });
  });

  it('reads a 2020-12 file ($defs)', () => {
    const text = JSON.stringify({ $defs: { AFDRES: { codelistName: 'AFDRES', oneOf: [{ const: '1' }] } } });
    expect(parseAfdCodelistsFile(text, 'x.json')).toEqual({ ok: true, codeLists: [{ name: 'AFDRES', description: '', values: [{ code: '1', label: '' }] }] });
  });

  it('rejects a file without code lists and a list without codes', () => {
    expect(parseAfdCodelistsFile('{}', 'x.json')).toEqual({ ok: false, errors: ['Het bestand x.json bevat geen codelijsten onder definitions of $defs.'] });
    expect(parseAfdCodelistsFile('{"definitions": {"A": {"oneOf": [{"description": "geen code"}]}}}', 'x.json')).toEqual({
      ok: false,
      errors: ['Het bestand x.json heeft niet de verwachte opbouw: het veld const ontbreekt op /definitions/A/oneOf/0.'],
    });
  });
  it('rejects a list without codes, a code listed twice and a codelistName other than its key, naming file and place', () => {
    const file = (lists: object) => JSON.stringify({ definitions: lists });
    expect(parseAfdCodelistsFile(file({ AFDRES: { codelistName: 'AFDRES', oneOf: [] } }), 'x-afdCodelists.json')).toEqual({
      ok: false,
      errors: ['Het bestand x-afdCodelists.json bevat een codelijst zonder codes (/definitions/AFDRES).'],
    });
    expect(parseAfdCodelistsFile(file({ AFDRES: { oneOf: [{ const: '1' }, { const: 1 }] } }), 'x-afdCodelists.json')).toEqual({
      ok: false,
      errors: ['Het bestand x-afdCodelists.json bevat code 1 twee keer (/definitions/AFDRES/oneOf/1).'],
    });
    expect(parseAfdCodelistsFile(file({ AFDRES: { codelistName: 'AFDIDP', oneOf: [{ const: '1' }] } }), 'x-afdCodelists.json')).toEqual({
      ok: false,
      errors: [
        "Het bestand x-afdCodelists.json heeft op /definitions/AFDRES codelistName AFDIDP; die moet AFDRES zijn, de naam waaronder schema's naar de codelijst verwijzen.",
      ],
    });
  });

  it('names the file and the line where its JSON does not parse', () => {
    const result = parseAfdCodelistsFile('{\n  "definitions": {\n    "A": \n', 'kapot-afdCodelists.json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.stringMatching(/kapot-afdCodelists\.json.*regel \d+/)]);
  });
});

describe('parseAfd2DataType', () => {
  it('knows the scalar types and arrays of them', () => {
    expect(parseAfd2DataType('timestamp')).toEqual({ type: 'timestamp', isArray: false });
    expect(parseAfd2DataType('[string]')).toEqual({ type: 'string', isArray: true });
    expect(parseAfd2DataType(' Decimal ')).toEqual({ type: 'decimal', isArray: false });
    expect(parseAfd2DataType('money')).toBeNull();
  });
});
