import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type Actor, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { auditLog, organisations, organisationSchemas, schemaDownloads, schemaIssues } from '../../db/schema/index.ts';
import { schemaFixture, type SchemaFixture } from './organisation-schemas.fixture.ts';

const base = '/api/OrganisationSchemas';
const path = (...segments: string[]) => segments.map(encodeURIComponent).join('/');
const managersOnly = { anonymous: 401, inactive: 403, validator: 403, certifier: 200, administrator: 200, otherCertifier: 403 };

describe.each(testEngines)('organisation schemas API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: SchemaFixture;
  let own: { id: string; name: string };
  let other: { id: string; name: string };
  let motorBaseline: string;
  let brandBaseline: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    fixture = schemaFixture(testApp.database);
    own = matrix.ownOrganisation;
    other = matrix.otherOrganisation;
    motorBaseline = await fixture.baseline({ certificationArea: 'Schade', messageType: 'Contractbericht', domain: 'Particulier motorrijtuigen' });
    brandBaseline = await fixture.baseline({ certificationArea: 'Mobiliteit', messageType: 'Contractbericht', domain: 'Brand' });
  });
  afterAll(() => testApp.close());

  const call = (actor: Actor, request: InjectOptions) => matrix.as(actor, request);
  const admin = (request: InjectOptions) => call('administrator', request);
  const list = async (organisation = own.name) => (await admin({ method: 'GET', url: `${base}/${path(organisation)}` })).json() as Record<string, unknown>[];
  const publication = (name: string, query: string, actor: Actor = 'administrator') =>
    call(actor, { method: 'PUT', url: `${base}/${path(own.name, name)}?${query}` });
  const rename = (name: string, newName: string, actor: Actor = 'administrator', organisation = own.name) =>
    call(actor, { method: 'POST', url: `${base}/Rename/${path(organisation, name)}?newName=${encodeURIComponent(newName)}` });
  const auditCount = async () => testApp.database.db.$count(auditLog);
  const schemaCount = async () => testApp.database.db.$count(organisationSchemas);

  describe('who may call what', () => {
    beforeAll(async () => {
      await fixture.schema({ organisationId: own.id, name: 'Matrix-Schema', baselineSchemaId: motorBaseline, isPublished: true, variantName: 'Extra', variantVersion: '1' });
      for (let index = 0; index < 6; index += 1) await fixture.schema({ organisationId: own.id, name: `Matrix-Wis-${index}` });
    });

    it("lets administrators and the organisation's own certifiers list its schemas", async () => {
      expect(await matrix.statuses({ method: 'GET', url: `${base}/${path(own.name)}` })).toEqual(managersOnly);
    });

    it("lets administrators and the organisation's own certifiers switch register and download", async () => {
      expect(await matrix.statuses({ method: 'PUT', url: `${base}/${path(own.name, 'Matrix-Schema')}?publish=true&download=false` })).toEqual(managersOnly);
    });

    it("lets administrators and the organisation's own certifiers rename a schema", async () => {
      expect(await matrix.statuses({ method: 'POST', url: `${base}/Rename/${path(own.name, 'Matrix-Schema')}?newName=Matrix-Schema` })).toEqual(managersOnly);
    });

    it("lets administrators and the organisation's own certifiers delete a schema", async () => {
      let next = 0;
      const statuses = await matrix.statuses(() => ({ method: 'DELETE', url: `${base}/${path(own.name, `Matrix-Wis-${next++}`)}` }));
      expect(statuses).toEqual({ ...managersOnly, certifier: 204, administrator: 204 });
    });

    it("lets administrators and the organisation's own certifiers see where a name is used", async () => {
      expect(await matrix.statuses({ method: 'GET', url: `${base}/UsageOf/${path(own.name, 'Matrix-Schema')}` })).toEqual(managersOnly);
    });

    it("lets administrators and the organisation's own certifiers read publication metadata", async () => {
      expect(await matrix.statuses({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Matrix-Schema')}` })).toEqual(managersOnly);
      expect(await matrix.statuses({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Matrix-Schema', 'Extra', '1')}` })).toEqual(managersOnly);
    });

    it("refuses a certifier another organisation's schemas with a Dutch problem", async () => {
      const requests: InjectOptions[] = [
        { method: 'GET', url: `${base}/${path(other.name)}` },
        { method: 'PUT', url: `${base}/${path(other.name, 'X')}?publish=true` },
        { method: 'POST', url: `${base}/Rename/${path(other.name, 'X')}?newName=Y` },
        { method: 'DELETE', url: `${base}/${path(other.name, 'X')}` },
        { method: 'GET', url: `${base}/UsageOf/${path(other.name, 'X')}` },
        { method: 'GET', url: `${base}/MetaData/${path(other.name, 'X')}` },
      ];
      for (const request of requests) {
        const response = await call('certifier', request);
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ detail: "U mag alleen de schema's van uw eigen organisatie beheren." });
      }
    });
  });

  describe('the list', () => {
    let organisationId: string;
    beforeAll(async () => {
      const [organisation] = await testApp.database.db.insert(organisations).values({ name: 'Lijst Verzekeraar' }).returning();
      organisationId = organisation?.id ?? '';
      await fixture.schema({ organisationId, name: 'zeta', baselineSchemaId: motorBaseline });
      await fixture.schema({ organisationId, name: 'Alfa schema', baselineSchemaId: motorBaseline, isPublished: true, isDownloadable: true, publishDate: new Date('2026-03-04T10:00:00Z'), version: 3, isOpenApiDescription: true, origin: 'manual' });
      await fixture.schema({ organisationId, name: 'Brandpolis', baselineSchemaId: brandBaseline });
      await fixture.schema({ organisationId, name: 'Zonder baseline', baselineSchemaId: null });
      await fixture.schema({ organisationId: other.id, name: 'Niet van ons' });
    });

    it('lists only the organisation’s schemas, in certification area, message type, domain and name order', async () => {
      const rows = await list('Lijst Verzekeraar');
      expect(rows.map((row) => row.name)).toEqual(['Zonder baseline', 'Brandpolis', 'Alfa schema', 'zeta']);
    });

    it('answers every field of the spec’s organisation schema plus the baseline key, origin and certificate kenmerk', async () => {
      const alfa = (await list('Lijst Verzekeraar')).find((row) => row.name === 'Alfa schema');
      expect(alfa).toEqual({
        id: expect.any(String),
        name: 'Alfa schema',
        encodedName: 'Alfa%20schema',
        originalName: 'Alfa schema',
        encodedOrganization: 'Lijst%20Verzekeraar',
        isPublished: true,
        isDownloadable: true,
        isOpenApiDescription: true,
        publishDate: '2026-03-04T10:00:00.000Z',
        version: 3,
        certificationArea: 'Schade',
        messageType: 'Contractbericht',
        applicationArea: 'Particulier motorrijtuigen',
        origin: 'manual',
        // Written into the table by the fixture, not certified: no certificate (issue 18).
        kenmerk: null,
      });
      const loose = (await list('Lijst Verzekeraar')).find((row) => row.name === 'Zonder baseline');
      expect(loose).toMatchObject({ certificationArea: null, messageType: null, applicationArea: null, publishDate: null, isPublished: false });
    });

    it('finds the organisation ignoring case and answers 404 for one that does not exist', async () => {
      expect(await list('LIJST VERZEKERAAR')).toHaveLength(4);
      const response = await admin({ method: 'GET', url: `${base}/Bestaat-Niet` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: "Organisatie 'Bestaat-Niet' bestaat niet." });
    });

    it('answers an empty list for an organisation without schemas', async () => {
      expect(await list(other.name)).toHaveLength(1);
      await testApp.database.db.insert(organisations).values({ name: 'Leeg Kantoor' });
      expect(await list('Leeg Kantoor')).toEqual([]);
    });

    it('lets the own certifier list the own organisation', async () => {
      const response = await call('certifier', { method: 'GET', url: `${base}/${path(own.name.toUpperCase())}` });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('register and download switches', () => {
    let id: string;
    beforeAll(async () => {
      id = await fixture.schema({ organisationId: own.id, name: 'Publicatie', baselineSchemaId: motorBaseline });
    });

    it('publishes, dates the publication and audits it', async () => {
      const audits = await auditCount();
      const response = await publication('Publicatie', 'publish=true&download=false');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      const row = await fixture.row(id);
      expect(row).toMatchObject({ isPublished: true, isDownloadable: false });
      expect(row?.publishDate).toBeInstanceOf(Date);
      expect(await auditCount()).toBe(audits + 1);
      const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'organisationSchema.publicationChanged')));
      expect(entry).toMatchObject({
        actorEmail: 'administrator@matrix.example',
        before: { organisation: own.name, name: 'Publicatie', isPublished: false, isDownloadable: false, publishDate: null },
        after: { organisation: own.name, name: 'Publicatie', isPublished: true, isDownloadable: false },
      });
    });

    it('turns download on while published and keeps the publication date', async () => {
      const dateBefore = (await fixture.row(id))?.publishDate;
      expect((await publication('Publicatie', 'publish=true&download=true', 'certifier')).json()).toBe(true);
      const row = await fixture.row(id);
      expect(row).toMatchObject({ isPublished: true, isDownloadable: true });
      expect(row?.publishDate?.getTime()).toBe(dateBefore?.getTime());
    });

    it('answers false and writes nothing when the flags already are as asked', async () => {
      const audits = await auditCount();
      const response = await publication('Publicatie', 'publish=true&download=true');
      expect(response.json()).toBe(false);
      expect(await auditCount()).toBe(audits);
    });

    it('refuses download without publication (400, Dutch) and changes nothing, also on a direct call', async () => {
      const before = await fixture.row(id);
      const audits = await auditCount();
      const response = await publication('Publicatie', 'publish=false&download=true');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ detail: 'Een schema dat niet in het register staat, kan niet downloadbaar zijn.' });
      expect(await fixture.row(id)).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('clears download and the publication date when the schema leaves the register', async () => {
      expect((await publication('Publicatie', 'publish=false')).json()).toBe(true);
      expect(await fixture.row(id)).toMatchObject({ isPublished: false, isDownloadable: false, publishDate: null });
    });

    it('finds the schema ignoring the case of its name', async () => {
      expect((await publication('PUBLICATIE', 'publish=true&download=false')).json()).toBe(true);
      expect(await fixture.row(id)).toMatchObject({ isPublished: true });
    });

    it('refuses values other than true and false, and a missing publish, with 400', async () => {
      expect((await publication('Publicatie', 'publish=ja')).statusCode).toBe(400);
      expect((await publication('Publicatie', 'download=true')).statusCode).toBe(400);
    });

    it('refuses a name with a backslash, a drive colon or a control character (it becomes a file name) and changes nothing', async () => {
      const audits = await auditCount();
      const current = (await fixture.row(id))?.name ?? '';
      for (const name of ['C:\\schemas\\reis', 'reis\u0007']) {
        const response = await rename(current, name);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: { newName: ['Naam mag geen \\, : of stuurtekens bevatten'] } });
      }
      expect((await fixture.row(id))?.name).toBe(current);
      expect(await auditCount()).toBe(audits);
    });

    it('answers 404 for a schema the organisation does not have', async () => {
      const response = await publication('Bestaat-Niet', 'publish=true');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: `Organisatie '${own.name}' heeft geen schema 'Bestaat-Niet'.` });
    });

    it('is held by the database too: no writer can make an unpublished schema downloadable', async () => {
      await expect(
        testApp.database.db.update(organisationSchemas).set({ isPublished: false, isDownloadable: true }).where(eq(organisationSchemas.id, id)),
      ).rejects.toThrow();
      expect(await fixture.row(id)).toMatchObject({ isPublished: true, isDownloadable: false });
    });
  });

  describe('rename', () => {
    let id: string;
    beforeAll(async () => {
      id = await fixture.schema({ organisationId: own.id, name: 'Oude naam' });
      await fixture.schema({ organisationId: own.id, name: 'Bezet' });
      await fixture.schema({ organisationId: other.id, name: 'Elders bezet' });
    });

    it('stores the trimmed new name and audits it', async () => {
      const response = await rename('Oude naam', '  Nieuwe naam  ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Nieuwe naam' });
      expect((await fixture.row(id))?.name).toBe('Nieuwe naam');
      const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'organisationSchema.renamed')));
      expect(entry).toMatchObject({ before: { organisation: own.name, name: 'Oude naam' }, after: { organisation: own.name, name: 'Nieuwe naam' } });
    });

    it('does nothing for the unchanged name (200, no audit)', async () => {
      const audits = await auditCount();
      const response = await rename('Nieuwe naam', 'Nieuwe naam ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Nieuwe naam' });
      expect(await auditCount()).toBe(audits);
    });

    it('allows a change of case only', async () => {
      expect((await rename('Nieuwe naam', 'NIEUWE naam')).json()).toEqual({ name: 'NIEUWE naam' });
      expect((await rename('nieuwe NAAM', 'Nieuwe naam')).json()).toEqual({ name: 'Nieuwe naam' });
    });

    it("refuses another schema's name, in any case, with 'Er is al een schema met deze naam' (409) and changes nothing", async () => {
      const audits = await auditCount();
      const response = await rename('Nieuwe naam', 'bEZET');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'Er is al een schema met deze naam', errors: { newName: ['Er is al een schema met deze naam'] } });
      expect((await fixture.row(id))?.name).toBe('Nieuwe naam');
      expect(await auditCount()).toBe(audits);
    });

    it("allows a name another organisation's schema carries", async () => {
      expect((await rename('Nieuwe naam', 'Elders bezet')).statusCode).toBe(200);
      expect((await rename('Elders bezet', 'Nieuwe naam')).statusCode).toBe(200);
    });

    it('refuses an empty or blank name with a Dutch message and changes nothing', async () => {
      const audits = await auditCount();
      for (const blank of ['', '   ']) {
        const response = await rename('Nieuwe naam', blank);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: { newName: ['Naam is verplicht'] } });
      }
      expect((await admin({ method: 'POST', url: `${base}/Rename/${path(own.name, 'Nieuwe naam')}` })).statusCode).toBe(400);
      expect((await fixture.row(id))?.name).toBe('Nieuwe naam');
      expect(await auditCount()).toBe(audits);
    });

    it('answers 404 for a schema the organisation does not have', async () => {
      expect((await rename('Bestaat-Niet', 'Iets')).statusCode).toBe(404);
    });

    it('takes names with slashes, question marks and hashes, encoded in the path', async () => {
      const odd = 'Auto/polis? #2 & meer';
      expect((await rename('Nieuwe naam', odd)).json()).toEqual({ name: odd });
      expect((await publication(odd, 'publish=true&download=true')).json()).toBe(true);
      expect(await fixture.row(id)).toMatchObject({ name: odd, isPublished: true, isDownloadable: true });
      expect((await rename(odd, 'Nieuwe naam')).statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    it('removes the schema and its files, keeps the download log and the meldingen, and audits it', async () => {
      const id = await fixture.schema({ organisationId: own.id, name: 'Weg ermee', isPublished: true });
      const row = await fixture.row(id);
      await fixture.download({ organisationId: own.id, schemaId: id, schemaName: 'Weg ermee' });
      await fixture.issue({ organisationId: own.id, schemaName: 'Weg ermee', status: 'nieuw' });
      const schemas = await schemaCount();

      const response = await admin({ method: 'DELETE', url: `${base}/${path(own.name, 'weg ERMEE')}` });
      expect(response.statusCode).toBe(204);
      expect(await schemaCount()).toBe(schemas - 1);
      expect(await fixture.row(id)).toBeUndefined();
      expect(await fixture.blobExists(row?.contentBlobId ?? '')).toBe(false);
      expect(await fixture.blobExists(row?.enrichedBlobId ?? '')).toBe(false);
      const [logged] = await testApp.database.db.select().from(schemaDownloads).where(eq(schemaDownloads.schemaName, 'Weg ermee'));
      expect(logged).toMatchObject({ organisationSchemaId: null, schemaName: 'Weg ermee' });
      expect(await testApp.database.db.$count(schemaIssues, eq(schemaIssues.schemaName, 'Weg ermee'))).toBe(1);
      const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'organisationSchema.deleted')));
      expect(entry).toMatchObject({ before: { organisation: own.name, name: 'Weg ermee', isPublished: true }, after: null });
    });

    it('answers 404 for a schema the organisation does not have, and deletes nothing', async () => {
      const schemas = await schemaCount();
      const response = await admin({ method: 'DELETE', url: `${base}/${path(own.name, 'Bestaat-Niet')}` });
      expect(response.statusCode).toBe(404);
      expect(await schemaCount()).toBe(schemas);
    });
  });

  describe('where a name is used', () => {
    const usageOf = async (name: string) => (await admin({ method: 'GET', url: `${base}/UsageOf/${path(own.name, name)}` })).json() as string[];

    it('lists register, download, open and closed meldingen and downloads, in Dutch', async () => {
      const id = await fixture.schema({ organisationId: own.id, name: 'Druk gebruikt', isPublished: true, isDownloadable: true, publishDate: new Date() });
      await fixture.issue({ organisationId: own.id, schemaName: 'Druk gebruikt', status: 'nieuw' });
      await fixture.issue({ organisationId: own.id, schemaName: 'druk gebruikt', status: 'inbehandeling' });
      await fixture.issue({ organisationId: own.id, schemaName: 'Druk gebruikt', status: 'afgehandeld' });
      await fixture.issue({ organisationId: other.id, schemaName: 'Druk gebruikt', status: 'nieuw' });
      await fixture.download({ organisationId: own.id, schemaId: id, schemaName: 'Druk gebruikt' });
      expect(await usageOf('Druk gebruikt')).toEqual(['Register (gepubliceerd)', 'Download toegestaan', '2 open meldingen', '1 gesloten melding', '1 keer gedownload']);
    });

    it('answers an empty list for an unused schema and for a name no schema carries', async () => {
      await fixture.schema({ organisationId: own.id, name: 'Ongebruikt' });
      expect(await usageOf('Ongebruikt')).toEqual([]);
      expect(await usageOf('Bestaat-Niet')).toEqual([]);
    });
  });

  describe('publication metadata', () => {
    beforeAll(async () => {
      await fixture.schema({ organisationId: own.id, name: 'Meta', isPublished: true, isOpenApiDescription: true });
      await fixture.schema({ organisationId: own.id, name: 'Meta variant', isPublished: true, isDownloadable: true, variantName: 'Motor', variantVersion: '2' });
    });

    it('answers the flags of a schema', async () => {
      const response = await admin({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'meta')}` });
      expect(response.json()).toEqual({ isPublished: true, isDownloadable: false, isOpenApiDescription: true });
    });

    it('answers the flags of the schema of a variant version, and 404 for another variant or version', async () => {
      const response = await admin({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Meta variant', 'motor', '2')}` });
      expect(response.json()).toEqual({ isPublished: true, isDownloadable: true, isOpenApiDescription: false });
      expect((await admin({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Meta variant', 'Motor', '3')}` })).statusCode).toBe(404);
      const notVariant = await admin({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Meta', 'Motor', '2')}` });
      expect(notVariant.statusCode).toBe(404);
      expect(notVariant.json()).toMatchObject({ detail: `Organisatie '${own.name}' heeft geen schema 'Meta' voor variant 'Motor' versie 2.` });
    });

    it('answers 404 in Dutch when there is no such schema', async () => {
      const response = await admin({ method: 'GET', url: `${base}/MetaData/${path(own.name, 'Bestaat-Niet')}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: `Organisatie '${own.name}' heeft geen schema 'Bestaat-Niet'.` });
    });
  });
});
