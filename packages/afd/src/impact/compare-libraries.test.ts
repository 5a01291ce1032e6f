import { describe, expect, it } from 'vitest';
import { compareLibraries } from './compare-libraries.ts';
import { attribute, entity, smallLibrary, type LibraryShape } from './impact.fixture.ts';
import type { PathDirection } from './library-difference.ts';

// Two libraries of a baseline compared (issue 18, point 4): each kind of change once, with its
// direction and its Dutch line. Narrowed means the new library admits fewer messages.

type Case = [label: string, before: LibraryShape, after: LibraryShape, directions: PathDirection[], lines: string[]];

const cases: Case[] = [
  ['an entity minOccurs that rises', { al: { minOccurs: 0 } }, { al: { minOccurs: 1 } }, ['narrowed'], ["Entiteit 'PP/AL': minOccurs 0 → 1 (beperkt)."]],
  ['an entity minOccurs that falls', { al: { minOccurs: 1 } }, { al: { minOccurs: 0 } }, ['widened'], ["Entiteit 'PP/AL': minOccurs 1 → 0 (verruimd)."]],
  ['an entity maxOccurs that falls', { al: { maxOccurs: 5 } }, { al: { maxOccurs: 3 } }, ['narrowed'], ["Entiteit 'PP/AL': maxOccurs 5 → 3 (beperkt)."]],
  ['an entity maxOccurs that becomes unbounded', { al: { maxOccurs: 3 } }, { al: { maxOccurs: 'unbounded' } }, ['widened'], ["Entiteit 'PP/AL': maxOccurs 3 → onbeperkt (verruimd)."]],
  ['a minContains that rises (absent means 1)', {}, { al: { minContains: 2 } }, ['narrowed'], ["Entiteit 'PP/AL': minContains geen → 2 (beperkt)."]],
  ['an attribute that becomes required', { x: { required: false } }, { x: { required: true } }, ['narrowed'], ["Attribuut 'PP@X': nu verplicht (beperkt)."]],
  ['an attribute that is no longer required', { x: { required: true } }, { x: { required: false } }, ['widened'], ["Attribuut 'PP@X': niet meer verplicht (verruimd)."]],
  ['a maxLength that falls', { x: { facets: { maxLength: 35 } } }, { x: { facets: { maxLength: 20 } } }, ['narrowed'], ["Attribuut 'PP@X': maxLength 35 → 20 (beperkt)."]],
  ['a maxLength that rises', { x: { facets: { maxLength: 20 } } }, { x: { facets: { maxLength: 35 } } }, ['widened'], ["Attribuut 'PP@X': maxLength 20 → 35 (verruimd)."]],
  ['a minimum that appears', {}, { x: { facets: { minimum: 0 } } }, ['narrowed'], ["Attribuut 'PP@X': minimum 0 ingesteld (beperkt)."]],
  ['a maximum that goes', { x: { facets: { maximum: 100 } } }, {}, ['widened'], ["Attribuut 'PP@X': maximum 100 vervalt (verruimd)."]],
  ['a multipleOf that becomes a multiple of the old one', { x: { facets: { multipleOf: 0.01 } } }, { x: { facets: { multipleOf: 0.05 } } }, ['narrowed'], ["Attribuut 'PP@X': multipleOf 0.01 → 0.05 (beperkt)."]],
  ['a changed pattern (undecidable)', { x: { facets: { pattern: '[A-Z]+' } } }, { x: { facets: { pattern: '[0-9]+' } } }, ['other'], ["Attribuut 'PP@X': pattern [A-Z]+ → [0-9]+ (gewijzigd)."]],
  ['enumeration values withdrawn', { x: { facets: { enumeration: ['a', 'b', 'c'] } } }, { x: { facets: { enumeration: ['a'] } } }, ['narrowed'], ["Attribuut 'PP@X': waarden b, c ingetrokken (beperkt)."]],
  ['enumeration values withdrawn and added', { x: { facets: { enumeration: ['a', 'b'] } } }, { x: { facets: { enumeration: ['a', 'c'] } } }, ['both'], ["Attribuut 'PP@X': waarde b ingetrokken (beperkt).", "Attribuut 'PP@X': waarde c toegevoegd (verruimd)."]],
  ['a code list subset losing a code', { x: { codeList: { name: 'ADNBRA', values: ['01', '02'] } } }, { x: { codeList: { name: 'ADNBRA', values: ['01'] } } }, ['narrowed'], ["Attribuut 'PP@X': waarde 02 ingetrokken (beperkt)."]],
  ['a whole code list becoming a subset', { x: { codeList: { name: 'ADNBRA', values: null } } }, { x: { codeList: { name: 'ADNBRA', values: ['01'] } } }, ['narrowed'], ["Attribuut 'PP@X': waarden 02, 03 ingetrokken (beperkt)."]],
  ['a code list subset gaining a code', { x: { codeList: { name: 'ADNBRA', values: ['01'] } } }, { x: { codeList: { name: 'ADNBRA', values: ['01', '03'] } } }, ['widened'], ["Attribuut 'PP@X': waarde 03 toegevoegd (verruimd)."]],
  ['a code list that goes', { x: { codeList: { name: 'ADNBRA', values: null } } }, {}, ['widened'], ["Attribuut 'PP@X': codelijst ADNBRA vervalt (verruimd)."]],
  ['an AFD 1.0 format that gets shorter', { x: { format: 'AN..35' } }, { x: { format: 'AN..20' } }, ['narrowed'], ["Attribuut 'PP@X': formaat AN..35 → AN..20 (beperkt)."]],
  ['an AFD 1.0 format of another kind', { x: { format: 'N..9' } }, { x: { format: 'AN..9' } }, ['other'], ["Attribuut 'PP@X': formaat N..9 → AN..9 (gewijzigd)."]],
  ['a decimal that becomes an integer', { x: { dataType: { type: 'decimal', isArray: false } } }, { x: { dataType: { type: 'integer', isArray: false } } }, ['narrowed'], ["Attribuut 'PP@X': datatype decimal → integer (beperkt)."]],
  ['an integer that becomes a decimal', { x: { dataType: { type: 'integer', isArray: false } } }, { x: { dataType: { type: 'decimal', isArray: false } } }, ['widened'], ["Attribuut 'PP@X': datatype integer → decimal (verruimd)."]],
  ['a string that becomes a date', {}, { x: { dataType: { type: 'date', isArray: false } } }, ['other'], ["Attribuut 'PP@X': datatype string → date (gewijzigd)."]],
  ['a maxItems that falls', { x: { arrayFacets: { maxItems: 10 } } }, { x: { arrayFacets: { maxItems: 5 } } }, ['narrowed'], ["Attribuut 'PP@X': maxItems 10 → 5 (beperkt)."]],
  ['items that must become unique', { x: { arrayFacets: { uniqueItems: false } } }, { x: { arrayFacets: { uniqueItems: true } } }, ['narrowed'], ["Attribuut 'PP@X': uniqueItems true ingesteld (beperkt)."]],
  ['changes on two paths, in path order', { al: { maxOccurs: 5 }, x: { required: true } }, { al: { maxOccurs: 9 }, x: { required: false, facets: { maxLength: 3 } } }, ['both', 'widened'], [
    "Attribuut 'PP@X': niet meer verplicht (verruimd).",
    "Attribuut 'PP@X': maxLength 3 ingesteld (beperkt).",
    "Entiteit 'PP/AL': maxOccurs 5 → 9 (verruimd).",
  ]],
];

describe('compareLibraries: a change of one path', () => {
  it.each(cases)('%s', (_label, before, after, directions, lines) => {
    const difference = compareLibraries(smallLibrary(before), smallLibrary(after));
    expect(difference.lines).toEqual(lines);
    expect(difference.paths.map((path) => path.direction)).toEqual(directions);
    expect(difference.codeLists).toEqual([]);
  });
});

describe('compareLibraries: paths added and removed', () => {
  it('says nothing for two equal libraries', () => {
    expect(compareLibraries(smallLibrary(), smallLibrary())).toEqual({ paths: [], codeLists: [], lines: [] });
  });

  it('lists an optional attribute added as widening and a required one as narrowing', () => {
    const after = smallLibrary({ extraAttributes: [attribute('PP@OPT'), attribute('PP@REQ', { required: true })] });
    const difference = compareLibraries(smallLibrary(), after);
    expect(difference.paths.map(({ path, status, direction }) => [path, status, direction])).toEqual([
      ['PP@OPT', 'added', 'widened'],
      ['PP@REQ', 'added', 'narrowed'],
    ]);
    expect(difference.lines).toEqual(["Attribuut 'PP@OPT' is toegevoegd.", "Attribuut 'PP@REQ' is toegevoegd en verplicht (beperkt)."]);
  });

  it('lists a removed attribute as narrowing', () => {
    const difference = compareLibraries(smallLibrary({ extraAttributes: [attribute('PP@OUD')] }), smallLibrary());
    expect(difference.paths).toEqual([{ subject: 'attribute', path: 'PP@OUD', status: 'removed', direction: 'narrowed', changes: [], lines: ["Attribuut 'PP@OUD' vervalt."] }]);
  });

  it('lists an added or removed entity once, not its attributes and children', () => {
    const subtree = entity('PP/NW', { attributes: [attribute('PP/NW@A')], children: [entity('PP/NW/KD')] });
    expect(compareLibraries(smallLibrary(), smallLibrary({ extraChildren: [subtree] })).lines).toEqual(["Entiteit 'PP/NW' is toegevoegd."]);
    expect(compareLibraries(smallLibrary({ extraChildren: [subtree] }), smallLibrary()).lines).toEqual(["Entiteit 'PP/NW' vervalt."]);
    const required = compareLibraries(smallLibrary(), smallLibrary({ extraChildren: [entity('PP/VV', { minOccurs: 1 })] }));
    expect(required.lines).toEqual(["Entiteit 'PP/VV' is toegevoegd en verplicht (beperkt)."]);
  });
});

describe('compareLibraries: code lists', () => {
  it('lists the codes withdrawn and added per list', () => {
    const difference = compareLibraries(smallLibrary({ codes: ['01', '02', '03'] }), smallLibrary({ codes: ['01', '04'] }));
    expect(difference.codeLists).toEqual([
      { name: 'ADNBRA', status: 'changed', added: ['04'], withdrawn: ['02', '03'], lines: ['Codelijst ADNBRA: waarden 02, 03 ingetrokken.', 'Codelijst ADNBRA: waarde 04 toegevoegd.'] },
    ]);
    expect(difference.paths).toEqual([]);
  });

  it('lists a code list only one library refers to', () => {
    expect(compareLibraries(smallLibrary(), smallLibrary({ extraCodeList: true })).lines).toEqual(['Codelijst ADNLOG is toegevoegd.']);
    expect(compareLibraries(smallLibrary({ extraCodeList: true }), smallLibrary()).lines).toEqual(['Codelijst ADNLOG vervalt.']);
  });

  it('ignores a changed label: it admits the same messages', () => {
    const relabelled = smallLibrary();
    relabelled.codeLists = relabelled.codeLists.map((list) => ({ ...list, values: list.values.map((value) => ({ ...value, label: 'nieuw' })) }));
    expect(compareLibraries(smallLibrary(), relabelled).lines).toEqual([]);
  });
});
