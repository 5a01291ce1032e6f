import { strToU8, zipSync } from 'fflate';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { auditLog, blobs, datacatalogs } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { acquireCertificationPool } from '../../jobs/certification-pool-shared.ts';
import { afd1Corpus, catalogueUploadZip, rowCounts } from '../../shared/testing/catalogue-upload.fixture.ts';
import { readCurrentCatalogue } from '../../shared/current-catalogue.ts';

const uploadLimit = 2 * 1024 * 1024;

describe.each(testEngines)('data catalogue API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { UPLOAD_MAX_BYTES: String(uploadLimit) } });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const counts = () => rowCounts(testApp.database, { datacatalogs, blobs, auditLog });
  const upload = async (content: Uint8Array | string, name = 'catalogus.zip', actor: 'administrator' | 'certifier' = 'administrator') =>
    matrix.as(actor, { method: 'POST', url: '/api/Datacatalogs', ...(await multipartBody([{ name, content }])) });

  /** Each version can be uploaded once: tests that upload the same files again start without catalogues. */
  const withoutCatalogues = () => testApp.database.db.delete(datacatalogs);

  /** Uploads and expects a refusal that changed nothing; answers the problem. */
  const refused = async (content: Uint8Array | string, status: number, name = 'catalogus.zip') => {
    const before = await counts();
    const response = await upload(content, name);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await counts()).toEqual(before);
    return response.json() as { title: string; detail: string; errors?: Record<string, string[]> };
  };

  it('answers 404 in Dutch while no catalogue was uploaded', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: '/api/Datacatalogs' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Er is nog geen datacatalogus geüpload.');
  });

  it('lets only administrators upload', async () => {
    const body = await multipartBody([{ name: 'catalogus.zip', content: catalogueUploadZip({ afd1: true }) }]);
    expect(await matrix.statuses({ method: 'POST', url: '/api/Datacatalogs', ...body })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 201,
      otherCertifier: 403,
    });
  });

  it('stores the AFD 1.0 set as a version with its XSD files, ZIP and audit record', async () => {
    await withoutCatalogues();
    const zip = catalogueUploadZip({ afd1: true });
    const response = await upload(zip);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ version: afd1Corpus.catalogueVersion, sources: { afd1Xsd: true, afd2Json: false }, warnings: [] });
    expect(result.entityCount).toBeGreaterThan(0);
    const current = await readCurrentCatalogue(testApp.database.db);
    expect(current?.id).toBe(result.id);
    expect(Object.keys(current?.xsdFiles ?? {}).sort()).toEqual(Object.keys(afd1Corpus.catalogueFiles).sort());
    const [firstFile] = Object.values(afd1Corpus.catalogueFiles);
    expect(firstFile).toBeDefined();
  });

  it('refuses a second upload of a version that exists with 409, naming the version, and changes nothing (a version is never overwritten)', async () => {
    await withoutCatalogues();
    expect((await upload(catalogueUploadZip({ afd1: true }))).statusCode).toBe(201);
    const problem = await refused(catalogueUploadZip({ afd1: true }), 409);
    expect(problem.title).toBe('Versie bestaat al');
    expect(problem.detail).toContain(`Datacatalogus ${afd1Corpus.catalogueVersion} is al geüpload.`);
  });

  it('reads the AFD 1.0 set and the AFD 2.0 pair of one ZIP as one catalogue, which every active user downloads as JSON', async () => {
    const response = await upload(catalogueUploadZip({ afd1: true, afd2: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json().sources).toEqual({ afd1Xsd: true, afd2Json: true });
    expect(response.json().version).toContain(afd1Corpus.catalogueVersion);

    expect(await matrix.statuses({ method: 'GET', url: '/api/Datacatalogs' })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 200,
      administrator: 200,
      otherCertifier: 200,
    });
    const download = await matrix.as('validator', { method: 'GET', url: '/api/Datacatalogs' });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="datacatalogus-.+\.json"$/);
    const catalogue = download.json();
    expect(catalogue.version).toBe(response.json().version);
    expect(catalogue.entities.some((entity: { entityTypes: { name: string | null }[] }) => entity.entityTypes.some((type) => type.name === null))).toBe(true);
    expect(catalogue.entities.some((entity: { entityTypes: { name: string | null }[] }) => entity.entityTypes.some((type) => type.name !== null))).toBe(true);
  });

  it('reads the AFD 2.0 pair alone', async () => {
    const response = await upload(catalogueUploadZip({ afd2: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json().sources).toEqual({ afd1Xsd: false, afd2Json: true });
    // The newest version is the current one: its XSD files are none.
    expect((await readCurrentCatalogue(testApp.database.db))?.xsdFiles).toEqual({});
  });

  it("takes SIVI's own -afdCodelists.json files with the AFD 2.0 pair: their lists join the catalogue's", async () => {
    const sivi = JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { AFDTST: { codelistName: 'AFDTST', description: 'Testlijst', type: 'string', oneOf: [{ const: '1', description: 'Een' }] } },
    });
    const response = await upload(catalogueUploadZip({ afd2: true }, { 'VBPUO-001.00-Proef-afdCodelists.json': sivi }));
    expect(response.statusCode).toBe(201);
    const catalogue = (await matrix.as('validator', { method: 'GET', url: '/api/Datacatalogs' })).json();
    expect(catalogue.codeLists).toContainEqual({ name: 'AFDTST', description: 'Testlijst', values: [{ code: '1', label: 'Een' }] });
  });

  it("adds a ZIP of SIVI's -afdCodelists.json files alone to the current catalogue: its lists replace those of their name, the AFD 1.0 files, entities and other lists stay", async () => {
    await withoutCatalogues();
    const full = (await upload(catalogueUploadZip({ afd1: true, afd2: true }))).json();
    const before = await readCurrentCatalogue(testApp.database.db);
    const [kept, replaced] = before?.catalogue.codeLists ?? [];
    if (!before || !kept || !replaced) throw new Error('the full catalogue has no two code lists');
    const sivi = JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: {
        [replaced.name]: { codelistName: replaced.name, description: 'Volgens SIVI', type: 'string', oneOf: [{ const: 'S1', description: 'Nieuw' }] },
        AFDTST: { codelistName: 'AFDTST', description: 'Testlijst', type: 'string', oneOf: [{ const: '1', description: 'Een' }] },
      },
    });

    const response = await upload(catalogueUploadZip({}, { 'VBPUO-001.00-Proef-afdCodelists.json': sivi }), 'codelijsten.zip');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      version: `${full.version} / VBPUO-001.00-Proef`,
      sources: { afd1Xsd: true, afd2Json: true },
      entityCount: full.entityCount,
      codeListCount: full.codeListCount + 1,
      files: ['VBPUO-001.00-Proef-afdCodelists.json'],
      warnings: [expect.stringContaining(`toegevoegd aan datacatalogus ${full.version}`)],
    });
    const after = await readCurrentCatalogue(testApp.database.db);
    expect(after?.xsdFiles).toEqual(before.xsdFiles);
    expect(after?.catalogue.entities).toEqual(before.catalogue.entities);
    expect(after?.catalogue.codeLists).toContainEqual(kept);
    expect(after?.catalogue.codeLists).toContainEqual({ name: replaced.name, description: 'Volgens SIVI', values: [{ code: 'S1', label: 'Nieuw' }] });
    expect(after?.catalogue.codeLists).toContainEqual({ name: 'AFDTST', description: 'Testlijst', values: [{ code: '1', label: 'Een' }] });
    const [audit] = await testApp.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.after).toMatchObject({ supplements: before.id, files: ['VBPUO-001.00-Proef-afdCodelists.json'] });
  });

  describe('refuses bad and hostile input, changing nothing', () => {
    const formatsName = Object.keys(afd1Corpus.catalogueFiles).find((name) => name.startsWith('formaten')) ?? '';
    const withFormats = (text: string) => catalogueUploadZip({ afd1: true }, { [formatsName]: text });

    it('a file that is not a ZIP', async () => {
      expect((await refused('<xs:schema/>', 400)).detail).toBe("'catalogus.zip' is geen ZIP-bestand.");
    });

    it('a file of the wrong type', async () => {
      expect((await refused(catalogueUploadZip(), 415, 'catalogus.xsd')).detail).toContain('catalogus.xsd heeft een ongeldig bestandstype');
    });

    it('an empty file', async () => {
      expect((await refused('', 400)).title).toBe('Leeg bestand');
    });

    it('a ZIP without a known file', async () => {
      const problem = await refused(zipSync({ 'readme.txt': strToU8('hallo') }), 400);
      expect(problem.title).toBe('Geen datacatalogus gevonden');
    });

    it('a file that does not parse, naming the file and line', async () => {
      const problem = await refused(withFormats('<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n<xs:simpleType>\n</xs:schema>'), 400);
      expect(problem.detail).toContain(formatsName);
      expect(problem.detail).toMatch(/regel \d+/);
    });

    it('a datacat.json that is not JSON, naming the file', async () => {
      const problem = await refused(catalogueUploadZip({ afd2: true }, { 'datacat.json': '{"Entity": [' }), 400);
      expect(problem.detail).toContain('datacat.json');
    });

    it("a malformed -afdCodelists.json of SIVI, naming the file", async () => {
      const problem = await refused(catalogueUploadZip({ afd1: true }, { 'codelijsten/VBPUO-001.00-Proef-afdCodelists.json': '{"definitions": {"AFDRES": ' }), 400);
      expect(problem.detail).toContain('codelijsten/VBPUO-001.00-Proef-afdCodelists.json is geen geldige JSON');
    });

    it('two conflicting versions', async () => {
      const other = formatsName.replace(/\d{8}/, '20270101');
      const problem = await refused(catalogueUploadZip({ afd1: true }, { [other]: afd1Corpus.catalogueFiles[formatsName] ?? '' }), 400);
      expect(problem.detail).toContain('twee verschillende versies');
    });

    it('XML with a DOCTYPE and an external entity (XXE)', async () => {
      const xxe = `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:annotation><xs:documentation>&e;</xs:documentation></xs:annotation></xs:schema>`;
      const problem = await refused(withFormats(xxe), 400);
      expect(problem.detail).toContain(formatsName);
      expect(problem.detail).not.toContain('root:');
    });

    it('entity expansion (billion laughs)', async () => {
      const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:annotation><xs:documentation>&lol3;</xs:documentation></xs:annotation></xs:schema>`;
      expect((await refused(withFormats(laughs), 400)).detail).toContain(formatsName);
    });

    it('an xs:import or xs:include of anything but the catalogue (never fetched)', async () => {
      const original = afd1Corpus.catalogueFiles[formatsName] ?? '';
      const remote = original.replace(/(<xs:schema[^>]*>)/, '$1\n<xs:import namespace="http://evil.example/ns" schemaLocation="http://evil.example/evil.xsd"/>');
      expect((await refused(withFormats(remote), 400)).detail).toContain(formatsName);
      const include = original.replace(/(<xs:schema[^>]*>)/, '$1\n<xs:include schemaLocation="/etc/passwd"/>');
      expect((await refused(withFormats(include), 400)).detail).toContain(formatsName);
    });

    it('a ZIP bomb', async () => {
      const bomb = zipSync({ 'formaten.xsd': new Uint8Array(50 * 1024 * 1024) }, { level: 9 });
      expect((await refused(bomb, 400)).detail).toMatch(/ZIP-bom/);
    });

    it('a ZIP bomb whose headers lie about its size (the read stops where the headers said the entry ends)', async () => {
      const bomb = new Uint8Array(zipSync({ 'formaten.xsd': new Uint8Array(50 * 1024 * 1024) }, { level: 9 }));
      const view = new DataView(bomb.buffer);
      for (let offset = 0; offset + 4 <= bomb.length; offset += 1) {
        const signature = view.getUint32(offset, true);
        if (signature === 0x04034b50) view.setUint32(offset + 22, 1024, true);
        if (signature === 0x02014b50) view.setUint32(offset + 24, 1024, true);
      }
      expect((await refused(bomb, 400)).detail).toMatch(/groter dan het ZIP-bestand opgeeft/);
    });

    it('ZIP entries with .. or absolute paths', async () => {
      expect((await refused(zipSync({ '../formaten.xsd': strToU8('x') }), 400)).detail).toContain("'..'");
      expect((await refused(zipSync({ '/tmp/formaten.xsd': strToU8('x') }), 400)).detail).toContain('absoluut pad');
    });

    it('a file over the configured upload limit (413)', async () => {
      const problem = await refused(new Uint8Array(uploadLimit + 10), 413);
      expect(problem.detail).toMatch(/groter dan de toegestane 2 MB/);
    });
  });

  it('keeps answering other requests while a catalogue is being parsed (the parse runs on a worker thread)', async () => {
    // The app's own pool (one per process); holding a lease only lets the test watch it.
    await withoutCatalogues();
    const { pool, release } = acquireCertificationPool(testApp.config);
    try {
      const body = await multipartBody([{ name: 'catalogus.zip', content: catalogueUploadZip() }]);
      const answered: string[] = [];
      const uploading = matrix.as('administrator', { method: 'POST', url: '/api/Datacatalogs', ...body }).then((response) => {
        answered.push('upload');
        return response;
      });
      // Parsing on the request thread would block this loop until the upload is done.
      while (pool.running === 0 && answered.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      answered.push('healthz');
      expect(health.statusCode).toBe(200);
      expect((await uploading).statusCode).toBe(201);
      expect(answered).toEqual(['healthz', 'upload']);
    } finally {
      await release();
    }
  });
});
