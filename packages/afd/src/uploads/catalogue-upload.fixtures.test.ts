import { describe, expect, it } from 'vitest';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import { isJsonObject } from '../afd2/json/json-value.ts';
import { widenDefinitionSchema } from '../afd2/widen/widen-definition.ts';
import { definitionText, fixturesPresent, readFixture, realDefinitions } from '../../test/support/fixtures.ts';
import { parseBaselineFile } from './baseline-upload.ts';
import { parseCatalogueUpload } from './catalogue-upload.ts';

// Issue 11: members have SIVI's `-afdCodelists.json` files, so a catalogue ZIP of those files
// loads, and the four real VB-PUO definitions, widened into baselines (what a standards body's
// baseline for these messages would allow: no `required`, `const` or length limits), upload
// against it: their code-list references (https://www.sivi.org/afd-online-tool/json/<LIST>.json)
// resolve to the uploaded lists, never fetched.

const encoder = new TextEncoder();
const codelistsEntries = () =>
  realDefinitions.map((definition) => ({
    name: `codelijsten/${definition.baseName}-afdCodelists.json`,
    content: encoder.encode(readFixture(definition.folder, `${definition.baseName}-afdCodelists.json`)),
  }));
// AFD 2.0 baselines resolve code lists only; no AFD 1.0 XSD files are involved.
const noXsd = catalogueResolverFromFiles({});

describe.skipIf(!fixturesPresent)('a catalogue of SIVI -afdCodelists.json files (real VB-PUO files)', () => {
  it('loads the code lists of all four files as one catalogue, named after them', () => {
    const parsed = parseCatalogueUpload(codelistsEntries());
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    expect(parsed.catalogue.codeLists.map((list) => list.name)).toEqual(expect.arrayContaining(['AFDIDP', 'AFDRES']));
    expect(parsed.catalogue.version).toBe(realDefinitions.map((definition) => definition.baseName).sort().join(' + '));
    expect(parsed.files).toHaveLength(4);
    // A list two files share is held once.
    const names = parsed.catalogue.codeLists.map((list) => list.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(realDefinitions.map((definition) => [definition.label, definition] as const))('uploads %s, widened into a baseline, against that catalogue', (_label, definition) => {
    const parsed = parseCatalogueUpload(codelistsEntries());
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const schema = parseJsonText(definitionText(definition));
    if (!schema.ok || !isJsonObject(schema.value)) throw new Error('fixture is not a JSON object');
    const baseline = JSON.stringify(widenDefinitionSchema(schema.value));
    const uploaded = parseBaselineFile({ afdVersion: 2, fileName: `${definition.baseName}.json`, content: encoder.encode(baseline), catalogueResolver: noXsd, codeLists: parsed.catalogue.codeLists });
    expect(uploaded.ok ? [] : uploaded.messages.map((message) => message.description)).toEqual([]);
  });

  it('refuses a malformed -afdCodelists.json by name, and loads nothing', () => {
    const parsed = parseCatalogueUpload([...codelistsEntries(), { name: 'kapot-afdCodelists.json', content: encoder.encode('{"definitions": ') }]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join(' ')).toContain('kapot-afdCodelists.json');
  });
});
