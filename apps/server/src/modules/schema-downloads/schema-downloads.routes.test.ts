import { count, desc } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../../test/helpers/tokens.ts';
import { downloadGrants, downloadRestrictions, organisations, schemaDownloads } from '../../db/schema/index.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { enrichedXsdOf, insertRegisterBaseline, insertRegisterSchema } from '../../shared/testing/register.fixture.ts';

// The download rule as a table (issue 5 'What must hold' 1): who gets which schema, from the
// register and from the management list, and the log row each successful download writes.

describe.each(testEngines)('schema downloads on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baselineId: string;
  let otherBaselineId: string;
  const headersOf: Record<string, Record<string, string>> = {};
  const organisationIdOf: Record<string, string | null> = {};
  const emailOf: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const { database } = testApp;
    const own = matrix.ownOrganisation;
    const [allowed] = await database.db.insert(organisations).values({ name: 'Gemachtigde-Verzekeraar' }).returning();
    const standards = await findOrganisationByName(database.db, testApp.config.standardsOrganisation);
    if (!allowed || !standards) throw new Error('organisations missing');

    // The owner (the matrix' own organisation) restricted its SUIV downloads to one organisation.
    await database.db.insert(downloadRestrictions).values({ organisationId: own.id });
    await database.db.insert(downloadGrants).values([
      { organisationId: own.id, grantedOrganisationId: allowed.id },
      { organisationId: own.id, grantedOrganisationId: standards.id },
    ]);

    const tokens = await createTokenIssuer(testApp);
    for (const [actor, organisationId] of [
      ['allowedOrganisation', allowed.id],
      ['standardsBody', standards.id],
    ] as const) {
      const { subject } = await insertTestUser(database, { role: 'V', actief: true, organisationId, email: `${actor}@test.example` });
      headersOf[actor] = bearer(await tokens.valid(subject));
      organisationIdOf[actor] = organisationId;
      emailOf[actor] = `${actor}@test.example`;
    }
    for (const actor of ['anonymous', 'inactive', 'validator', 'certifier', 'administrator', 'otherCertifier'] as const) {
      headersOf[actor] = matrix.headers(actor);
      emailOf[actor] = `${actor.toLowerCase()}@matrix.example`;
      organisationIdOf[actor] = actor === 'anonymous' ? null : actor === 'otherCertifier' ? matrix.otherOrganisation.id : own.id;
    }

    baselineId = (await insertRegisterBaseline(database)).id;
    otherBaselineId = (await insertRegisterBaseline(database)).id;
    const on = { organisationId: own.id, baselineSchemaId: baselineId };
    await insertRegisterSchema(database, { ...on, name: 'Open_Schema' });
    await insertRegisterSchema(database, { ...on, name: 'Suiv_Schema', tag: 'SUIV-EP', version: 3 });
    await insertRegisterSchema(database, { ...on, name: 'Niet_Downloadbaar', isDownloadable: false });
    await insertRegisterSchema(database, { ...on, name: 'Concept', isPublished: false });
    await insertRegisterSchema(database, { ...on, name: 'Schema/Met?Vraag#teken' });
    await insertRegisterSchema(database, { ...on, name: 'Json_Schema', enriched: '{"$schema":"https://json-schema.org/draft/2019-09/schema"}' });
    // The other organisation never restricted: its SUIV schema goes to everybody signed in.
    await insertRegisterSchema(database, { organisationId: matrix.otherOrganisation.id, baselineSchemaId: baselineId, name: 'Andere_Suiv', tag: 'SUIV' });
  });
  afterAll(() => testApp.close());

  const logCount = async () => (await testApp.database.db.select({ n: count() }).from(schemaDownloads))[0]?.n ?? 0;
  const lastLog = async () => (await testApp.database.db.select().from(schemaDownloads).orderBy(desc(schemaDownloads.createdAt)).limit(1))[0];
  const registerUrl = (name: string, organisation = 'Eigen-Verzekeraar', baseline = baselineId) =>
    `/api/PublishedSchemas/${encodeURIComponent(organisation)}/${baseline}/${encodeURIComponent(name)}`;
  const managementUrl = (name: string, ignore?: boolean, organisation = 'Eigen-Verzekeraar') =>
    `/api/OrganisationSchemas/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}${ignore === undefined ? '' : `?ignoreIsDownloadable=${String(ignore)}`}`;
  const download = (actor: string, url: string) => testApp.app.inject({ method: 'GET', url, headers: headersOf[actor] });

  const restricted = 'Eigen-Verzekeraar staat het downloaden van deze definitie alleen toe aan organisaties die zij heeft gemachtigd; uw organisatie is daar niet bij.';

  describe('the register download (GET /api/PublishedSchemas/{org}/{baselineId}/{schema})', () => {
    it('answers each caller of a plain published schema as the role matrix says', async () => {
      expect(await matrix.statuses({ method: 'GET', url: registerUrl('Open_Schema') })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it.each([
      { caller: 'anonymous', schema: 'Open_Schema', status: 401, detail: 'Meld u aan om deze functie te gebruiken.' },
      { caller: 'inactive', schema: 'Open_Schema', status: 403, detail: 'Uw account is niet actief.' },
      { caller: 'certifier', schema: 'Suiv_Schema', status: 200, case: 'own organisation, SUIV' },
      { caller: 'validator', schema: 'Suiv_Schema', status: 200, case: 'own organisation, any role' },
      { caller: 'allowedOrganisation', schema: 'Suiv_Schema', status: 200, case: 'other organisation, selected' },
      { caller: 'otherCertifier', schema: 'Suiv_Schema', status: 403, detail: restricted },
      { caller: 'standardsBody', schema: 'Suiv_Schema', status: 200, case: 'standards body' },
      { caller: 'otherCertifier', schema: 'Open_Schema', status: 200, case: 'untagged schema of a restricting owner' },
      { caller: 'certifier', schema: 'Andere_Suiv', organisation: 'Andere-Verzekeraar', status: 200, case: 'SUIV of an owner that never restricted' },
      { caller: 'certifier', schema: 'Niet_Downloadbaar', status: 403, detail: "Schema 'Niet_Downloadbaar' wordt niet als download aangeboden." },
      { caller: 'certifier', schema: 'Concept', status: 404, detail: "Schema 'Concept' van Eigen-Verzekeraar is niet gepubliceerd." },
      { caller: 'certifier', schema: 'Bestaat_Niet', status: 404, detail: "Schema 'Bestaat_Niet' van Eigen-Verzekeraar bestaat niet." },
      // Outsiders get one answer for an unpublished and an unknown name: nothing to learn from it.
      { caller: 'otherCertifier', schema: 'Concept', status: 404, detail: "Schema 'Concept' van Eigen-Verzekeraar bestaat niet." },
      { caller: 'otherCertifier', schema: 'Bestaat_Niet', status: 404, detail: "Schema 'Bestaat_Niet' van Eigen-Verzekeraar bestaat niet." },
    ])('$caller downloading $schema: $status', async ({ caller, schema, organisation, status, detail }) => {
      const before = await logCount();
      const response = await download(caller, registerUrl(schema, organisation));
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(await logCount()).toBe(before + 1);
        expect(await lastLog()).toMatchObject({
          schemaName: schema,
          downloadedByEmail: emailOf[caller],
          downloaderOrganisationId: organisationIdOf[caller],
          via: 'register',
        });
      } else {
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ detail });
        expect(await logCount()).toBe(before);
      }
    });

    it('answers {schemaName}.zip holding the enriched XSD, and logs name and version', async () => {
      const response = await download('certifier', registerUrl('Suiv_Schema'));
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain('filename="Suiv_Schema.zip"');
      const entries = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(entries)).toEqual(['Suiv_Schema.xsd']);
      expect(new TextDecoder().decode(entries['Suiv_Schema.xsd'])).toBe(enrichedXsdOf('Suiv_Schema'));
      expect(await lastLog()).toMatchObject({ schemaName: 'Suiv_Schema', schemaVersion: 3, ownerOrganisationId: matrix.ownOrganisation.id, downloadedByUserId: matrix.userIdOf('certifier') });
    });

    it('finds a name with a slash, question mark and hash sent encoded, and keeps the entry one file', async () => {
      const response = await download('certifier', registerUrl('Schema/Met?Vraag#teken'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Schema/Met?Vraag#teken.zip')}`);
      expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual(['Schema_Met?Vraag#teken.xsd']);
    });

    it('names the entry .json for a JSON Schema', async () => {
      const response = await download('otherCertifier', registerUrl('Json_Schema'));
      expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual(['Json_Schema.json']);
    });

    it('finds the schema only on its own baseline, and refuses a baseline that is no id', async () => {
      const before = await logCount();
      expect((await download('certifier', registerUrl('Open_Schema', 'Eigen-Verzekeraar', otherBaselineId))).statusCode).toBe(404);
      const bad = await download('certifier', registerUrl('Open_Schema', 'Eigen-Verzekeraar', 'geen-id'));
      expect(bad.statusCode).toBe(400);
      expect((await download('certifier', registerUrl('Open_Schema', 'Bestaat-Niet'))).statusCode).toBe(404);
      expect(await logCount()).toBe(before);
    });
  });

  describe('the management download (GET /api/OrganisationSchemas/{org}/{name})', () => {
    it('answers each caller of a downloadable schema as the role matrix says', async () => {
      expect(await matrix.statuses({ method: 'GET', url: managementUrl('Open_Schema', false) })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it.each([
      { caller: 'certifier', schema: 'Concept', ignore: true, status: 200, case: "owner's certifier: unpublished too" },
      { caller: 'certifier', schema: 'Niet_Downloadbaar', ignore: true, status: 200, case: "owner's certifier: not downloadable too" },
      { caller: 'administrator', schema: 'Concept', ignore: true, status: 200, case: 'administrator' },
      { caller: 'certifier', schema: 'Niet_Downloadbaar', ignore: false, status: 403, case: 'flag off: the rule counts' },
      { caller: 'certifier', schema: 'Concept', ignore: undefined, status: 404, case: 'flag absent: the rule counts' },
      { caller: 'validator', schema: 'Niet_Downloadbaar', ignore: true, status: 403, case: 'a validator of the owner is not honoured' },
      { caller: 'otherCertifier', schema: 'Concept', ignore: true, status: 404, case: "another organisation's certifier is not honoured" },
      { caller: 'otherCertifier', schema: 'Suiv_Schema', ignore: true, status: 403, case: 'nor escapes the owner restriction' },
      { caller: 'anonymous', schema: 'Concept', ignore: true, status: 401, case: 'anonymous never' },
    ])('$case ($caller, $schema, ignoreIsDownloadable=$ignore): $status', async ({ caller, schema, ignore, status }) => {
      const before = await logCount();
      const response = await download(caller, managementUrl(schema, ignore));
      expect(response.statusCode).toBe(status);
      expect(await logCount()).toBe(status === 200 ? before + 1 : before);
      if (status === 200) expect(await lastLog()).toMatchObject({ schemaName: schema, via: 'management' });
      else expect(response.json().detail).toEqual(expect.any(String));
    });

    it('refuses an ignoreIsDownloadable that is no yes/no (400) and logs nothing', async () => {
      const before = await logCount();
      const response = await download('certifier', `${managementUrl('Concept')}?ignoreIsDownloadable=ja`);
      expect(response.statusCode).toBe(400);
      expect(await logCount()).toBe(before);
    });
  });

  describe('the download log (GET /api/SchemaDownloads)', () => {
    it('is for administrators only', async () => {
      expect(await matrix.statuses({ method: 'GET', url: '/api/SchemaDownloads' })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 403,
        administrator: 200,
        otherCertifier: 403,
      });
    });

    it('reads back every logged download, newest first, of one owner when asked', async () => {
      const before = await logCount();
      await download('allowedOrganisation', registerUrl('Suiv_Schema'));
      await download('certifier', registerUrl('Andere_Suiv', 'Andere-Verzekeraar'));
      const all = (await download('administrator', '/api/SchemaDownloads')).json() as { schemaName: string; ownerOrganisation: string }[];
      expect(all).toHaveLength(before + 2);
      expect(all[0]).toEqual({
        schemaName: 'Andere_Suiv',
        schemaVersion: 1,
        ownerOrganisation: 'Andere-Verzekeraar',
        downloadedByEmail: 'certifier@matrix.example',
        downloaderOrganisation: 'Eigen-Verzekeraar',
        via: 'register',
        downloadedAt: expect.any(String),
      });
      const own = (await download('administrator', '/api/SchemaDownloads?organisation=eigen-verzekeraar')).json() as { ownerOrganisation: string; downloaderOrganisation: string }[];
      expect(own).toEqual(all.filter((entry) => entry.ownerOrganisation === 'Eigen-Verzekeraar'));
      expect(own[0]?.downloaderOrganisation).toBe('Gemachtigde-Verzekeraar');
    });

    it('answers 404 for an unknown organisation', async () => {
      const response = await download('administrator', '/api/SchemaDownloads?organisation=Bestaat-Niet');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: "Organisatie 'Bestaat-Niet' bestaat niet." });
    });
  });
});
