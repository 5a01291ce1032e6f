import { parseAfdCodelistsFile, validationRulesImportTexts, widenDefinitionSchema } from '@afd/afd';
import { afd2SemanticDifferences, CodeListLookup } from '@afd/afd/demo';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionCombinations } from '../../src/db/schema/index.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { authoriseForComposition } from '../../src/modules/authoring/definition-store/definitions.fixture.ts';
import { readFileSync } from 'node:fs';
import { vbpuoDefinitions, vbpuoFixturesDirectory, vbpuoFixturesPresent, type VbpuoDefinitionFiles } from '../../src/modules/baseline-schemas/vbpuo-fixtures.testing.ts';
import { insertDimension } from '../../src/shared/testing/reference-data.fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// Issue 27, through the API on both engines: each of the standard's own VB-PUO file sets (read in
// place from ../shared/fixtures) goes in with 'Importeer AFD-definitie' into a new definition on
// its widened baseline, and the function generated again admits per entity and attribute path what
// the original admits, carries the same verbandscontroles, and the import warns about nothing.

const base = '/api/Productdefinities';
const schemaEntry = (name: string) => name.endsWith('.json') && !/-(afdCodelists|validationRules)\.json$/.test(name);

interface RulesFile {
  commonFunctional: { definitionVersion: string; functionDescription: string };
  rule: { id: string; test: string; message?: string }[];
}

/** The rules a file carries: id, test and message, trimmed; the standard's placeholders (an empty test) carry nothing. */
const carried = (rules: RulesFile) => rules.rule.filter((rule) => rule.test.trim() !== '').map((rule) => ({ id: rule.id.trim(), test: rule.test.trim(), message: (rule.message ?? '').trim() }));

describe.each(testEngines)('the VB-PUO files round-trip through the API (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const key = { certificationArea: '', messageType: '', applicationArea: '' };
  const names = { certificationArea: 'Pensioen', messageType: 'Contractbericht', applicationArea: 'Particulier' };
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const definitions = vbpuoDefinitions();

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    key.certificationArea = await insertDimension(testApp.database, 'certificationArea', names.certificationArea, '2');
    key.messageType = await insertDimension(testApp.database, 'messageType', names.messageType);
    key.applicationArea = await insertDimension(testApp.database, 'applicationArea', names.applicationArea);
    await testApp.database.db.insert(dimensionCombinations).values({ certificationAreaId: key.certificationArea, messageTypeId: key.messageType, applicationAreaId: key.applicationArea, allowed: true });
    await authoriseForComposition(testApp.database, matrix.userIdOf('validator'), matrix.ownOrganisation.id);
    // The catalogue ZIP of the four -afdCodelists.json files, as baseline-schemas.routes.test.ts brings them in.
    const zip = zipSync(Object.fromEntries(definitions.map((definition) => [`${definition.folder}/${definition.baseName}-afdCodelists.json`, strToU8(definition.codelistsText)])));
    const catalogue = await matrix.as('administrator', { method: 'POST', url: '/api/Datacatalogs', ...(await multipartBody([{ name: 'vbpuo-codelijsten.zip', content: zip }])) });
    expect(catalogue.statusCode, catalogue.body).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  const read = (files: VbpuoDefinitionFiles, suffix: string) => readFileSync(`${vbpuoFixturesDirectory}${files.folder}/${files.baseName}${suffix}`, 'utf8');

  it.skipIf(!vbpuoFixturesPresent)('finds the four VB-PUO definitions', () => {
    expect(definitions).toHaveLength(4);
  });

  // One after the other: each definition is created on the library its own widened baseline just became.
  describe.skipIf(!vbpuoFixturesPresent).each(definitions.map((files) => ({ label: files.baseName, files })))('$label', ({ files }) => {
    it('imported as its file set and generated again, admits the same per path, carries the same rules, the import warns about nothing, and a broken rule changes nothing', async () => {
      const rulesText = read(files, '-validationRules.json');
      const rules = JSON.parse(rulesText) as RulesFile;
      const functionName = rules.commonFunctional.functionDescription;
      const name = `Rondgang ${files.folder.replace(/[^A-Za-z0-9 ]/g, ' ').replace(/ +/g, ' ').trim()}`.slice(0, 50);

      const widened = JSON.stringify(widenDefinitionSchema(JSON.parse(files.definitionText)), null, 2);
      const baseline = await matrix.as('administrator', { method: 'POST', url: '/api/BaselineSchemas', ...(await multipartBody([{ name: `${files.baseName}.json`, content: widened }], key)) });
      expect(baseline.statusCode, baseline.body).toBe(201);
      const created = await matrix.as('validator', { method: 'POST', url: `${base}/${org()}/${encodeURIComponent(name)}`, payload: names });
      expect(created.statusCode, created.body).toBe(201);
      // The definition's version as the set's rules file gives it: generation writes it where the original does.
      const metadataUrl = `${base}/MetaData/${org()}/${encodeURIComponent(name)}`;
      const metadata = (await matrix.as('validator', { method: 'GET', url: metadataUrl })).json<Record<string, unknown>>();
      const saved = await matrix.as('validator', { method: 'POST', url: metadataUrl, payload: { ...metadata, definitionVersion: rules.commonFunctional.definitionVersion } });
      expect(saved.statusCode, saved.body).toBe(200);

      const set = zipSync({
        [`${files.baseName}.json`]: strToU8(files.definitionText),
        [`${files.baseName}-afdCodelists.json`]: strToU8(files.codelistsText),
        [`${files.baseName}-validationRules.json`]: strToU8(rulesText),
      });
      const imported = await matrix.as('validator', {
        method: 'POST',
        url: `${base}/schema-import/${org()}/${encodeURIComponent(name)}/Iemand/nu`,
        ...(await multipartBody([{ name: `${files.baseName}.zip`, content: set }])),
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const report = imported.json<string[]>();
      expect(report.filter((line) => line.startsWith('Waarschuwing')), report.join('\n')).toEqual([]);
      if (carried(rules).length > 0) expect(report).toContain(validationRulesImportTexts.taken(carried(rules).length));

      const generated = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${encodeURIComponent(name)}/${encodeURIComponent(functionName)}` });
      expect(generated.statusCode, generated.body).toBe(200);
      const entries = Object.entries(unzipSync(new Uint8Array(generated.rawPayload))).map(([file, content]) => [file, strFromU8(content)] as const);
      const generatedSchema = entries.find(([file]) => schemaEntry(file))?.[1] ?? '';
      const generatedRules = JSON.parse(entries.find(([file]) => file.endsWith('-validationRules.json'))?.[1] ?? '{}') as RulesFile;

      const codeLists = parseAfdCodelistsFile(files.codelistsText, `${files.baseName}-afdCodelists.json`);
      if (!codeLists.ok) throw new Error(codeLists.errors.join('\n'));
      expect(afd2SemanticDifferences(files.definitionText, generatedSchema, new CodeListLookup(codeLists.codeLists))).toEqual([]);
      expect(carried(generatedRules)).toEqual(carried(rules));

      // All or nothing: a set with a rule saving would refuse changes nothing, and the report names the rule.
      const before = (await matrix.as('validator', { method: 'GET', url: metadataUrl })).json<{ revision: number }>().revision;
      const broken = zipSync({
        [`${files.baseName}.json`]: strToU8(files.definitionText),
        [`${files.baseName}-validationRules.json`]: strToU8(JSON.stringify({ ...rules, rule: [...rules.rule, { id: 'VB-kapot', test: 'party[?', message: 'Kapot.' }] })),
      });
      const refused = await matrix.as('validator', { method: 'POST', url: `${base}/schema-import/${org()}/${encodeURIComponent(name)}/Iemand/nu`, ...(await multipartBody([{ name: `${files.baseName}.zip`, content: broken }])) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: { report: string[] } }>().errors.report[0]).toMatch(/^Verbandscontrole 'VB-kapot' uit -validationRules\.json: Ongeldige invoer: /);
      expect((await matrix.as('validator', { method: 'GET', url: metadataUrl })).json<{ revision: number }>().revision).toBe(before);
    }, 120_000);
  });
});
