import { describe, expect, it } from 'vitest';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { afd1CatalogueFileName } from './catalogue-file-names.ts';
import { parseAfd1Catalogue } from './parse-afd1-catalogue.ts';

const files = generateAfd1Corpus().catalogueFiles;

describe('parseAfd1Catalogue', () => {
  const parsed = parseAfd1Catalogue(files);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const { catalogue } = parsed;

  it('parses the XSD set into one catalogue of the version in the file names', () => {
    expect(catalogue.version).toBe('20260201');
    expect(catalogue.sources).toEqual({ afd1Xsd: true, afd2Json: false });
    expect(catalogue.entities.map((entity) => entity.name)).toEqual(['AL', 'PP', 'VN', 'VP', 'AN', 'PB', 'VT', 'XD', 'SC', 'CL', 'KN', 'BO']);
    expect(Object.keys(parsed.files)).toEqual(Object.keys(files));
  });

  it('resolves each attribute through attributen.xsd to a format or code list', () => {
    const policy = catalogue.entities.find((entity) => entity.name === 'PP');
    expect(policy?.description).toBe('Polis/Onderdeel');
    const attributes = policy?.entityTypes[0]?.attributes ?? [];
    expect(attributes.find((attribute) => attribute.name === 'NUMMER')).toEqual({ name: 'NUMMER', description: 'Polisnummer', format: 'AN..35', dataType: null, codeList: null });
    expect(attributes.find((attribute) => attribute.name === 'BRANCHE')).toEqual({ name: 'BRANCHE', description: 'Branche', format: null, dataType: null, codeList: 'ADNBRA' });
    expect(attributes.find((attribute) => attribute.name === 'PREMIE')?.format).toBe('N..12 B2');
    expect(attributes.find((attribute) => attribute.name === 'INCASSO')).toMatchObject({ format: 'AN1', codeList: 'ADNLOG' });
    const coverage = catalogue.entities.find((entity) => entity.name === 'XD')?.entityTypes[0]?.attributes ?? [];
    expect(coverage.find((attribute) => attribute.name === 'DEKKING')?.codeList).toBe('DKGAUT');
  });

  it('reads code lists with their labels, coverage groups included', () => {
    expect(catalogue.codeLists.find((list) => list.name === 'ADNLOG')).toEqual({
      name: 'ADNLOG',
      description: 'Logische waarde (ja/nee)',
      values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }],
    });
    expect(catalogue.codeLists.map((list) => list.name)).toEqual(['ADNLOG', 'ADNBRA', 'PORMAA', 'ADNFUN', 'ADNVRW', 'ADNBTT', 'ADNGES', 'ISOLAN', 'DKGAUT', 'DKGWON']);
  });

  it('maps the XSD names of formats to their notation', () => {
    expect(catalogue.formats).toMatchObject({ AN__35: 'AN..35', AN3: 'AN3', N__9: 'N..9', N4: 'N4', codeD1: 'N8 D1', codeB2: 'N..12 B2', codeJN: 'AN1', N3_P2: 'N3 P2' });
  });

  it('accepts undated names in a folder, taking the version from xs:schema', () => {
    const undated = generateAfd1Corpus({ datedFileNames: false, version: '20250701' }).catalogueFiles;
    const inFolder = Object.fromEntries(Object.entries(undated).map(([name, text]) => [`catalogus/${name}`, new TextEncoder().encode(text)]));
    const result = parseAfd1Catalogue(inFolder);
    expect(result.ok && result.catalogue.version).toBe('20250701');
  });

  it('refuses an upload without catalogue files', () => {
    expect(parseAfd1Catalogue({ 'datacat.json': '{}' })).toEqual({
      ok: false,
      problems: [
        {
          message: 'Geen bestand van de AFD 1.0-datacatalogus gevonden.',
          description:
            'Verwacht worden formaten.xsd, codelist.xsd, attributen.xsd, entiteiten.xsd (eventueel met datum, zoals formaten_20260201.xsd), en optioneel dekkingcodesgroup.xsd en Contractberichtstructuur.xsd.',
        },
      ],
    });
  });

  it('refuses a set that misses a required file', () => {
    const { ['entiteiten_20260201.xsd']: _entities, ...rest } = files;
    expect(parseAfd1Catalogue(rest)).toEqual({
      ok: false,
      problems: [{ message: 'Een bestand van de datacatalogus ontbreekt.', description: 'entiteiten.xsd (eventueel met datum in de naam) zit niet in de upload.' }],
    });
  });

  it('refuses two versions in one upload', () => {
    const twoVersions = { ...files, 'formaten_20250101.xsd': files['formaten_20260201.xsd'] ?? '' };
    const result = parseAfd1Catalogue(twoVersions);
    expect(result).toMatchObject({ ok: false, problems: [{ message: 'De upload bevat twee verschillende versies van de datacatalogus.' }] });
    expect(!result.ok && result.problems[0]?.description).toMatch(/^De bestanden .*formaten_20250101\.xsd, formaten_20260201\.xsd.* horen niet bij één versie; upload één versie tegelijk\.$/);
  });

  it('refuses a file that does not parse, naming the file and line', () => {
    const broken = { ...files, 'codelist_20260201.xsd': (files['codelist_20260201.xsd'] ?? '').replace('</xs:simpleType>', '</xs:simpleTyp>') };
    const result = parseAfd1Catalogue(broken);
    expect(result).toMatchObject({ ok: false, problems: [{ message: 'Het bestand is geen goedgevormde XML.', description: expect.stringMatching(/^codelist_20260201\.xsd, regel \d+: /) }] });
  });

  it('refuses hostile files through the safe XML layer: a DOCTYPE, bytes that are not UTF-8', () => {
    const withDoctype = { ...files, 'formaten_20260201.xsd': (files['formaten_20260201.xsd'] ?? '').replace('?>', '?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>') };
    expect(parseAfd1Catalogue(withDoctype)).toMatchObject({ ok: false, problems: [{ message: 'Een DOCTYPE of entiteitdeclaratie is niet toegestaan.', description: expect.stringMatching(/^formaten_20260201\.xsd, regel 2: /) }] });
    const latin1 = { ...files, 'codelist_20260201.xsd': Uint8Array.from([0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]) };
    expect(parseAfd1Catalogue(latin1)).toMatchObject({ ok: false, problems: [{ message: 'Het bestand is niet in UTF-8 gecodeerd.' }] });
  });

  it('refuses a set without any version', () => {
    const undated = generateAfd1Corpus({ datedFileNames: false }).catalogueFiles;
    const withoutVersion = Object.fromEntries(Object.entries(undated).map(([name, text]) => [name, text.replace(/ version="\d+"/, '')]));
    expect(parseAfd1Catalogue(withoutVersion)).toEqual({
      ok: false,
      problems: [
        {
          message: 'De versie van de datacatalogus is onbekend.',
          description: 'Geen bestandsnaam draagt een datum (zoals formaten_20260201.xsd) en xs:schema heeft geen version-attribuut.',
        },
      ],
    });
  });
});

describe('afd1CatalogueFileName', () => {
  it('recognises dated and undated names, in folders, case-insensitively', () => {
    expect(afd1CatalogueFileName('formaten_20260201.xsd')).toEqual({ kind: 'formats', date: '20260201' });
    expect(afd1CatalogueFileName('zip/Contractberichtstructuur.xsd')).toEqual({ kind: 'structure', date: null });
    expect(afd1CatalogueFileName('CODELIST.XSD')).toEqual({ kind: 'codeLists', date: null });
    expect(afd1CatalogueFileName('afdSchema.xsd')).toBeNull();
    expect(afd1CatalogueFileName('formaten_2026.xsd')).toBeNull();
  });
});
