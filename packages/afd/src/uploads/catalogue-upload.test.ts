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
  });
});
