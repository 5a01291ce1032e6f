import { describe, expect, it } from 'vitest';
import { generateAfd1Corpus } from '../afd1/corpus/generate-afd1-corpus.ts';
import { demoAfd2CatalogueVersion } from '../afd2/corpus/demo-catalogue-content.ts';
import { demoAfd2CatalogueFiles } from '../afd2/corpus/demo-catalogue-files.ts';
import { parseCatalogueUpload } from './catalogue-upload.ts';
import type { ZipEntry } from './zip-entry.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const afd1Entries = (): ZipEntry[] => Object.entries(generateAfd1Corpus().catalogueFiles).map(([name, text]) => ({ name, content: encode(text) }));
const afd2Entries = (): ZipEntry[] => {
  const files = demoAfd2CatalogueFiles();
  return [
    { name: 'json/datacat.json', content: encode(files.datacatJson) },
    { name: 'json/codelist.json', content: encode(files.codelistJson) },
  ];
};

describe('parseCatalogueUpload', () => {
  it('refuses a ZIP without a known catalogue file', () => {
    const result = parseCatalogueUpload([{ name: 'readme.txt', content: encode('hallo') }]);
    expect(result).toMatchObject({ ok: false, title: 'Geen datacatalogus gevonden' });
  });

  it('refuses half of the AFD 2.0 pair, naming the missing file', () => {
    const result = parseCatalogueUpload(afd2Entries().slice(0, 1));
    expect(result).toEqual({ ok: false, title: 'Bestand ontbreekt', problems: ['codelist.json ontbreekt: de AFD 2.0-datacatalogus bestaat uit datacat.json en codelist.json.'] });
  });

  it('reads both parts into one catalogue whose version names both', () => {
    const result = parseCatalogueUpload([...afd1Entries(), ...afd2Entries()]);
    if (!result.ok) throw new Error(result.problems.join(' '));
    expect(result.catalogue.version).toBe(`20260201 / ${demoAfd2CatalogueVersion}`);
    expect(result.catalogue.sources).toEqual({ afd1Xsd: true, afd2Json: true });
    expect(Object.keys(result.xsdFiles).length).toBeGreaterThan(0);
    expect(result.files).toContain('json/datacat.json');
    expect(result.codeListsOnly).toBe(false);
  });
});

describe("parseCatalogueUpload with SIVI's -afdCodelists.json files", () => {
  const siviFile = (name: string, lists: Record<string, [code: string, label: string][]>): ZipEntry => ({
    name,
    content: encode(
      JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        definitions: Object.fromEntries(
          Object.entries(lists).map(([list, values]) => [list, { codelistName: list, type: 'string', oneOf: values.map(([code, label]) => ({ const: code, description: label })) }]),
        ),
      }),
    ),
  });
  const bericht1 = siviFile('VBPUO-001.00-Bericht_1-afdCodelists.json', { AFDRES: [['1', 'Algemene reserve']], AFDIDP: [['U0003', 'Bibliotheken']] });
  const bericht2 = siviFile('sivi/VBPUO-001.00-Bericht_2-afdCodelists.json', { AFDRES: [['1', 'Algemene reserve']] });

  it('reads them alone as a catalogue of code lists, a list two files share once, marked as code lists only', () => {
    const result = parseCatalogueUpload([bericht1, bericht2]);
    if (!result.ok) throw new Error(result.problems.join(' '));
    expect(result.codeListsOnly).toBe(true);
    expect(result.catalogue).toMatchObject({ version: 'VBPUO-001.00-Bericht_1 + VBPUO-001.00-Bericht_2', entities: [], sources: { afd1Xsd: false, afd2Json: true } });
    expect(result.catalogue.codeLists.map((list) => list.name)).toEqual(['AFDRES', 'AFDIDP']);
    expect(result.files).toEqual([bericht1.name, bericht2.name]);
  });

  it('joins their lists to the AFD 2.0 pair of the same ZIP, which is then no supplement', () => {
    const result = parseCatalogueUpload([...afd2Entries(), bericht1]);
    if (!result.ok) throw new Error(result.problems.join(' '));
    expect(result.codeListsOnly).toBe(false);
    expect(result.catalogue.codeLists.map((list) => list.name)).toEqual(expect.arrayContaining(['AFDRES', 'AFDIDP']));
  });

  it('refuses two versions of one list (other codes or labels), naming both files, and loads nothing', () => {
    const other = siviFile('VBPUO-001.01-Bericht_1-afdCodelists.json', { AFDRES: [['1', 'Reserve (gewijzigd)']] });
    expect(parseCatalogueUpload([bericht1, other])).toEqual({
      ok: false,
      title: 'Datacatalogus niet geladen',
      problems: [
        `Codelijst AFDRES staat in ${bericht1.name} en in ${other.name} met andere codes of omschrijvingen: dat zijn twee versies van de lijst. Upload één versie tegelijk.`,
      ],
    });
  });

  it('refuses a malformed file by name, even beside a good AFD 1.0 set', () => {
    const result = parseCatalogueUpload([...afd1Entries(), bericht1, { name: 'kapot-afdCodelists.json', content: encode('{"definitions": {"AFDRES": {"oneOf": []}}}') }]);
    expect(result).toEqual({ ok: false, title: 'Datacatalogus niet geladen', problems: ['Het bestand kapot-afdCodelists.json bevat een codelijst zonder codes (/definitions/AFDRES).'] });
  });
});
