import { widenDefinitionSchema, type BaselineLibrary } from '@afd/afd';
import { demoAfd2BaselineSchemaText } from '@afd/afd/demo';
import { desc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { auditLog, baselineLibraries, baselineSchemas, baselineSchemaXpathRules, blobs, definitions, dimensionCombinations, organisationSchemas, xpathRules } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { afd1Corpus, catalogueUploadZip, rowCounts } from '../../shared/testing/catalogue-upload.fixture.ts';
import { insertDimension } from '../../shared/testing/reference-data.fixture.ts';
import { vbpuoDefinitions, vbpuoFixturesPresent } from './vbpuo-fixtures.testing.ts';

const uploadLimit = 2 * 1024 * 1024;
const motor = afd1Corpus.baselines[0];
const home = afd1Corpus.baselines[1];
if (!motor || !home) throw new Error('corpus baselines missing');

describe.each(testEngines)('validation baselines API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const ids: Record<string, string> = {};
  const key = (certificationArea: string, messageType: string, domain: string) => ({
    certificationArea: ids[certificationArea] ?? '',
    messageType: ids[messageType] ?? '',
    applicationArea: ids[domain] ?? '',
  });
  const schadeContractParticulier = () => key('schade', 'contract', 'particulier');
  const schadeContractZakelijk = () => key('schade', 'contract', 'zakelijk');
  const pensioenContractParticulier = () => key('pensioen', 'contract', 'particulier');

  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { UPLOAD_MAX_BYTES: String(uploadLimit) } });
    matrix = await createRoleMatrix(testApp);
    ids.schade = await insertDimension(testApp.database, 'certificationArea', 'Schade', '1');
    ids.pensioen = await insertDimension(testApp.database, 'certificationArea', 'Pensioen', '2');
    ids.contract = await insertDimension(testApp.database, 'messageType', 'Contractbericht');
    ids.melding = await insertDimension(testApp.database, 'messageType', 'Schademelding');
    ids.particulier = await insertDimension(testApp.database, 'applicationArea', 'Particulier');
    ids.zakelijk = await insertDimension(testApp.database, 'applicationArea', 'Zakelijk');
    const allowed = [schadeContractParticulier(), schadeContractZakelijk(), pensioenContractParticulier()];
    await testApp.database.db.insert(dimensionCombinations).values([
      ...allowed.map((k) => ({ certificationAreaId: k.certificationArea, messageTypeId: k.messageType, applicationAreaId: k.applicationArea, allowed: true })),
      { certificationAreaId: ids.schade, messageTypeId: ids.melding, applicationAreaId: ids.particulier, allowed: false },
    ]);
    await testApp.database.db.insert(xpathRules).values(afd1Corpus.xpathRules.map((rule, index) => ({ id: `corpus${index}aa`, ...rule })));
    const catalogue = await matrix.as('administrator', {
      method: 'POST',
      url: '/api/Datacatalogs',
      ...(await multipartBody([{ name: 'catalogus.zip', content: catalogueUploadZip({ afd1: true, afd2: true }) }])),
    });
    expect(catalogue.statusCode).toBe(201);
  });
  afterAll(() => testApp.close());

  const body = (fileName: string, content: string | Uint8Array, fields: Record<string, string>) => multipartBody([{ name: fileName, content }], fields);
  const upload = async (fileName: string, content: string | Uint8Array, fields: Record<string, string>) =>
    matrix.as('administrator', { method: 'POST', url: '/api/BaselineSchemas', ...(await body(fileName, content, fields)) });
  const counts = () => rowCounts(testApp.database, { baselineSchemas, baselineLibraries, baselineSchemaXpathRules, blobs, auditLog });
  const refused = async (status: number, fileName: string, content: string | Uint8Array, fields: Record<string, string>) => {
    const before = await counts();
    const response = await upload(fileName, content, fields);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await counts()).toEqual(before);
    return response.json() as { title: string; detail: string; errors?: Record<string, string[]> };
  };
  const existence = (actor: Parameters<RoleMatrix['as']>[0], k: ReturnType<typeof key>) =>
    matrix.as(actor, { method: 'GET', url: `/api/BaselineSchemas/${k.certificationArea}/${k.messageType}/${k.applicationArea}` });

  it('lets only administrators upload a baseline', async () => {
    const request = await body('motor.xsd', motor.xsd, { ...schadeContractParticulier(), xpathlist: JSON.stringify(motor.xpathRuleNames) });
    expect(await matrix.statuses({ method: 'POST', url: '/api/BaselineSchemas', ...request })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 201,
      otherCertifier: 403,
    });
  });

  it('stores a version-1 XSD with its selected XPath rules, and a new library on each upload for the same key', async () => {
    const first = (await existence('certifier', schadeContractParticulier())).json();
    expect(first).toMatchObject({
      certificationArea: 'Schade',
      messageType: 'Contractbericht',
      applicationArea: 'Particulier',
      afdVersion: 1,
      fileName: 'motor.xsd',
      datacatVersion: expect.stringContaining(afd1Corpus.catalogueVersion),
      metaData: { beheerdersonly: false },
    });
    expect([...first.xpathRules].sort()).toEqual([...motor.xpathRuleNames].sort());

    const again = await upload('motor-v2.xsd', motor.xsd, { ...schadeContractParticulier(), xpathlist: '["EntiteitMetOmschrijving"]' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ replaced: true, baseline: { id: first.id, fileName: 'motor-v2.xsd', xpathRules: ['EntiteitMetOmschrijving'] } });
    const libraries = await testApp.database.db.select().from(baselineLibraries).where(eq(baselineLibraries.baselineSchemaId, first.id));
    expect(libraries).toHaveLength(2);
  });

  it('stores a version-2 JSON Schema against the catalogue code lists', async () => {
    const response = await upload('baseline.json', demoAfd2BaselineSchemaText(), pensioenContractParticulier());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ replaced: false, baseline: { afdVersion: 2, certificationArea: 'Pensioen', xpathRules: [] } });
  });

  it('lets every active user run the existence check', async () => {
    const k = schadeContractParticulier();
    expect(await matrix.statuses({ method: 'GET', url: `/api/BaselineSchemas/${k.certificationArea}/${k.messageType}/${k.applicationArea}` })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 200,
      administrator: 200,
      otherCertifier: 200,
    });
    expect((await matrix.as('validator', { method: 'GET', url: '/api/BaselineSchemas/a/b/c' })).statusCode).toBe(400);
  });

  it('answers the existence check with 404 for a key without a baseline', async () => {
    const response = await existence('validator', schadeContractZakelijk());
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Er bestaat geen baseline schema met deze sleutel.');
  });

  it('lists and downloads baselines for every active user', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/BaselineSchemas' })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 200,
      administrator: 200,
      otherCertifier: 200,
    });
    const list = (await matrix.as('validator', { method: 'GET', url: '/api/BaselineSchemas' })).json();
    expect(list.map((b: { certificationArea: string }) => b.certificationArea)).toEqual(['Pensioen', 'Schade']);
    const schade = list.find((b: { certificationArea: string }) => b.certificationArea === 'Schade');
    const url = `/api/BaselineSchemas/${schade.idBasedAreakey}`;
    expect(await matrix.statuses({ method: 'GET', url })).toEqual({ anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 });
    const download = await matrix.as('certifier', { method: 'GET', url });
    expect(download.headers['content-type']).toContain('application/xml');
    expect(download.headers['content-disposition']).toContain('motor-v2.xsd');
    expect(download.body).toBe(motor.xsd);
    expect((await matrix.as('certifier', { method: 'GET', url: '/api/BaselineSchemas/geen-sleutel' })).statusCode).toBe(400);
  });

  it("hides a 'beheerders only' baseline from everybody but administrators; only administrators set the flag", async () => {
    const [schade] = (await existence('administrator', schadeContractParticulier()).then((r) => [r.json()])) as { id: string; idBasedAreakey: string }[];
    if (!schade) throw new Error('no baseline');
    const url = `/api/BaselineSchemas/metadata/${schade.id}`;
    expect(await matrix.statuses({ method: 'PUT', url, payload: { beheerdersonly: false } })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
    const set = await matrix.as('administrator', { method: 'PUT', url, payload: { beheerdersonly: true } });
    expect(set.json().metaData).toEqual({ beheerdersonly: true });
    expect((await existence('certifier', schadeContractParticulier())).statusCode).toBe(404);
    expect((await matrix.as('certifier', { method: 'GET', url: `/api/BaselineSchemas/${schade.idBasedAreakey}` })).statusCode).toBe(404);
    const certifierList = (await matrix.as('certifier', { method: 'GET', url: '/api/BaselineSchemas' })).json();
    expect(certifierList.map((b: { id: string }) => b.id)).not.toContain(schade.id);
    expect((await existence('administrator', schadeContractParticulier())).statusCode).toBe(200);
    await matrix.as('administrator', { method: 'PUT', url, payload: { beheerdersonly: false } });
    expect((await existence('certifier', schadeContractParticulier())).statusCode).toBe(200);
    expect((await matrix.as('administrator', { method: 'PUT', url, payload: { beheerdersonly: 'ja' } })).statusCode).toBe(400);
    expect((await matrix.as('administrator', { method: 'PUT', url: '/api/BaselineSchemas/metadata/00000000-0000-4000-8000-000000000000', payload: { beheerdersonly: true } })).statusCode).toBe(404);
  });

  it('refuses to delete a baseline while published schemas use it, and deletes it with its libraries and files otherwise', async () => {
    const created = await upload('home.xsd', home.xsd, schadeContractZakelijk());
    expect(created.statusCode).toBe(201);
    const id = created.json().baseline.id as string;
    const usedUrl = `/api/BaselineSchemas/UsedByPublishedSchemas/${id}`;
    expect(await matrix.statuses({ method: 'GET', url: usedUrl })).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 403, administrator: 200, otherCertifier: 403 });
    expect((await matrix.as('administrator', { method: 'GET', url: usedUrl })).json()).toEqual([]);

    const [schema] = await testApp.database.db
      .insert(organisationSchemas)
      .values({ organisationId: matrix.ownOrganisation.id, baselineSchemaId: id, name: 'Woonpolis', isPublished: true })
      .returning({ id: organisationSchemas.id });
    expect((await matrix.as('administrator', { method: 'GET', url: usedUrl })).json()).toEqual([{ organisation: matrix.ownOrganisation.name, name: 'Woonpolis' }]);
    const before = await counts();
    const refusedDelete = await matrix.as('administrator', { method: 'DELETE', url: `/api/BaselineSchemas/${id}` });
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().detail).toContain('Woonpolis');
    expect(await counts()).toEqual(before);

    await testApp.database.db.delete(organisationSchemas).where(eq(organisationSchemas.id, schema?.id ?? ''));
    // An AFD definition built on it refuses the delete too, naming it (it was a 500 before).
    const [definition] = await testApp.database.db
      .insert(definitions)
      .values({ organisationId: matrix.ownOrganisation.id, baselineSchemaId: id, name: 'Reis Definitie', properties: {}, functions: [], choices: {}, updatedByName: 'Test' })
      .returning({ id: definitions.id });
    const refusedForDefinition = await matrix.as('administrator', { method: 'DELETE', url: `/api/BaselineSchemas/${id}` });
    expect(refusedForDefinition.statusCode).toBe(409);
    expect(refusedForDefinition.json().detail).toBe('Deze baseline wordt gebruikt door AFD-definities: Reis Definitie.');
    await testApp.database.db.delete(definitions).where(eq(definitions.id, definition?.id ?? ''));
    expect(await matrix.statuses({ method: 'DELETE', url: `/api/BaselineSchemas/${id}` })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 204,
      otherCertifier: 403,
    });
    const after = await counts();
    expect(after.baselineSchemas).toBe((before.baselineSchemas ?? 0) - 1);
    expect(after.baselineLibraries).toBe((before.baselineLibraries ?? 0) - 1);
    expect(after.blobs).toBe((before.blobs ?? 0) - 1);
    expect((await matrix.as('administrator', { method: 'DELETE', url: `/api/BaselineSchemas/${id}` })).statusCode).toBe(404);
  });

  it('keeps one baseline row per key when two uploads for a new key meet', async () => {
    const [first, second] = await Promise.all([upload('a.xsd', home.xsd, schadeContractZakelijk()), upload('b.xsd', home.xsd, schadeContractZakelijk())]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().replaced, second.json().replaced].sort()).toEqual([false, true]);
    expect(first.json().baseline.id).toBe(second.json().baseline.id);
    const libraries = await testApp.database.db.select().from(baselineLibraries).where(eq(baselineLibraries.baselineSchemaId, first.json().baseline.id));
    expect(libraries).toHaveLength(2);
  });

  describe('refuses bad and hostile input, changing nothing', () => {
    const withSchadeZakelijk = () => schadeContractZakelijk();
    const motorWith = (replace: (xsd: string) => string) => replace(motor.xsd);

    it('a file that is not XML', async () => {
      expect((await refused(400, 'rommel.xsd', 'dit is geen xml', withSchadeZakelijk())).title).toBe('Baseline niet geladen');
    });

    it('a file that is not JSON for a version-2 certification area', async () => {
      const problem = await refused(400, 'baseline.json', '{"$schema": ', pensioenContractParticulier());
      expect(problem.title).toBe('Baseline niet geladen');
    });

    it('the wrong file type for the certification area version', async () => {
      expect((await refused(415, 'baseline.json', demoAfd2BaselineSchemaText(), withSchadeZakelijk())).detail).toContain('baseline.json heeft een ongeldig bestandstype');
      expect((await refused(415, 'motor.xsd', motor.xsd, pensioenContractParticulier())).detail).toContain('motor.xsd heeft een ongeldig bestandstype');
    });

    it('an empty file', async () => {
      expect((await refused(400, 'leeg.xsd', '', withSchadeZakelijk())).title).toBe('Leeg bestand');
    });

    it('XML with a DOCTYPE and an external entity (XXE)', async () => {
      const xxe = motorWith((xsd) => xsd.replace(/^(<\?xml[^>]*\?>)?/, '$1\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'));
      const problem = await refused(400, 'xxe.xsd', xxe, withSchadeZakelijk());
      expect(problem.detail).not.toContain('root:');
    });

    it('entity expansion (billion laughs)', async () => {
      const laughs = motorWith((xsd) =>
        xsd.replace(/^(<\?xml[^>]*\?>)?/, '$1\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'),
      );
      await refused(400, 'lol.xsd', laughs, withSchadeZakelijk());
    });

    it('an xs:import or xs:include of anything but the catalogue (never fetched)', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const remote = motorWith((xsd) => xsd.replace(/(<xs:schema[^>]*>)/, '$1\n<xs:import namespace="http://evil.example/ns" schemaLocation="http://evil.example/evil.xsd"/>'));
      await refused(400, 'import.xsd', remote, withSchadeZakelijk());
      const remoteCatalogue = motorWith((xsd) => xsd.replace(/schemaLocation="[^"]+"/, 'schemaLocation="http://evil.example/formaten.xsd"'));
      await refused(400, 'remote.xsd', remoteCatalogue, withSchadeZakelijk());
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
      const include = motorWith((xsd) => xsd.replace(/(<xs:schema[^>]*>)/, '$1\n<xs:include schemaLocation="/etc/passwd"/>'));
      await refused(400, 'include.xsd', include, withSchadeZakelijk());
    });

    it('a file over the configured upload limit (413)', async () => {
      expect((await refused(413, 'groot.xsd', new Uint8Array(uploadLimit + 1), withSchadeZakelijk())).detail).toMatch(/groter dan de toegestane/);
    });

    it('a key whose combination is not allowed', async () => {
      const problem = await refused(400, 'motor.xsd', motor.xsd, key('schade', 'melding', 'particulier'));
      expect(problem.detail).toBe('Deze combinatie van community, berichtsoort en domein is niet toegestaan.');
      expect((await refused(400, 'motor.xsd', motor.xsd, key('schade', 'melding', 'zakelijk'))).title).toBe('Combinatie niet toegestaan');
    });

    it('an unknown key, missing choices, and unknown or misplaced XPath rules', async () => {
      expect((await refused(400, 'motor.xsd', motor.xsd, { ...withSchadeZakelijk(), certificationArea: ids.contract ?? '' })).title).toBe('Onbekende sleutel');
      expect((await refused(400, 'motor.xsd', motor.xsd, { certificationArea: ids.schade ?? '' })).errors).toHaveProperty('messageType');
      expect((await refused(400, 'motor.xsd', motor.xsd, { ...withSchadeZakelijk(), xpathlist: '["Bestaat niet"]' })).detail).toContain('Bestaat niet');
      expect((await refused(400, 'motor.xsd', motor.xsd, { ...withSchadeZakelijk(), xpathlist: '{kapot' })).errors).toHaveProperty('xpathlist');
      expect((await refused(400, 'baseline.json', demoAfd2BaselineSchemaText(), { ...pensioenContractParticulier(), xpathlist: '["EntiteitMetOmschrijving"]' })).detail).toBe(
        'XPath-regels horen alleen bij een community van versie 1.',
      );
    });
  });

  // Issue 11: the four real VB-PUO definitions, widened into the baselines a standards body would
  // publish for them (same structure; every attribute optional, no fixed values or length limits:
  // widenDefinitionSchema), upload for a version-2 key once the catalogue holds SIVI's code lists.
  describe.skipIf(!vbpuoFixturesPresent)('the real VB-PUO files (Bron: SIVI – VB-PUO Standaard)', () => {
    const definitions = vbpuoDefinitions();
    const widened = (definitionText: string) => JSON.stringify(widenDefinitionSchema(JSON.parse(definitionText)));

    it('refuses a widened VB-PUO baseline while the catalogue lacks its code lists, naming the list (never fetched)', async () => {
      const [first] = definitions;
      if (!first) throw new Error('no VB-PUO definitions in the fixtures');
      const problem = await refused(400, `${first.baseName}.json`, widened(first.definitionText), pensioenContractParticulier());
      expect(problem.detail).toContain('Codelijst AFDIDP is onbekend');
    });

    it('uploads all four, widened, after a catalogue ZIP of their -afdCodelists.json files; their libraries hold the lists in full, and AFD 1.0 baselines still upload', async () => {
      expect(definitions).toHaveLength(4);
      const zip = zipSync(Object.fromEntries(definitions.map((definition) => [`${definition.folder}/${definition.baseName}-afdCodelists.json`, strToU8(definition.codelistsText)])));
      const catalogue = await matrix.as('administrator', { method: 'POST', url: '/api/Datacatalogs', ...(await multipartBody([{ name: 'vbpuo-codelijsten.zip', content: zip }])) });
      expect(catalogue.statusCode).toBe(201);
      expect(catalogue.json().sources).toEqual({ afd1Xsd: true, afd2Json: true });
      const current = (await matrix.as('validator', { method: 'GET', url: '/api/Datacatalogs' })).json() as { codeLists: { name: string; values: unknown[] }[] };
      const afdidpCodes = current.codeLists.find((list) => list.name === 'AFDIDP')?.values.length ?? 0;
      expect(afdidpCodes).toBeGreaterThan(100);

      for (const definition of definitions) {
        const response = await upload(`${definition.baseName}.json`, widened(definition.definitionText), pensioenContractParticulier());
        expect(response.statusCode, `${definition.baseName}: ${response.body}`).toBe(201);
        expect(response.json()).toMatchObject({ baseline: { afdVersion: 2, fileName: `${definition.baseName}.json`, datacatVersion: catalogue.json().version } });
        const [stored] = await testApp.database.db
          .select({ library: baselineLibraries.library })
          .from(baselineLibraries)
          .where(eq(baselineLibraries.baselineSchemaId, response.json().baseline.id))
          .orderBy(desc(baselineLibraries.createdAt))
          .limit(1);
        const library = stored?.library as BaselineLibrary | undefined;
        expect(library?.codeLists.find((list) => list.name === 'AFDIDP')?.values).toHaveLength(afdidpCodes);
      }
      // The code lists were added to the catalogue, not put in its place: its AFD 1.0 files still resolve.
      expect((await upload('motor-v3.xsd', motor.xsd, schadeContractParticulier())).statusCode).toBe(201);
    });
  });
});
