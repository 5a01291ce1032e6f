import { describe, expect, it } from 'vitest';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import { isJsonObject } from '../afd2/json/json-value.ts';
import { widenDefinitionSchema } from '../afd2/widen/widen-definition.ts';
import { definitionText, fixturesPresent, readFixture, realDefinitions } from '../../test/support/fixtures.ts';
import { parseBaselineFile } from './baseline-upload.ts';
import { parseCatalogueUpload } from './catalogue-upload.ts';

// Issue 11: members have SIVI's `-afdCodelists.json` files, so a catalogue ZIP of those files
// loads, and the four real VB-PUO definitions, widened into baselines, upload against it: their
// code-list references (https://www.sivi.org/afd-online-tool/json/<LIST>.json) resolve to the
// uploaded lists, never fetched. The widening is what a standards body's baseline for these
// messages would be: the same entities, entity types and attributes (a baseline is the widest
// structure, so nothing is added that SIVI did not publish), but every attribute optional, no
// fixed values and no length limits, so each member's definition can narrow it. Code-list subsets
// written out in the definition (ADNFUN, ADNDNS: lists no -afdCodelists.json holds) stay as they
// are: widening them to the full list needs that list.

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
    expect(parsed.codeListsOnly).toBe(true);
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
    // The library holds the uploaded lists in full: AFDIDP is referenced by every message.
    const afdidp = uploaded.ok ? uploaded.library.codeLists.find((list) => list.name === 'AFDIDP') : undefined;
    expect(afdidp?.values.length).toBe(parsed.catalogue.codeLists.find((list) => list.name === 'AFDIDP')?.values.length);
  });

  it('refuses a malformed -afdCodelists.json by name, and loads nothing', () => {
    const parsed = parseCatalogueUpload([...codelistsEntries(), { name: 'kapot-afdCodelists.json', content: encoder.encode('{"definitions": ') }]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join(' ')).toContain('kapot-afdCodelists.json');
  });
});
