import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { downloadRestrictions, organisations, organisationSchemas, schemaDownloads } from '../../db/schema/index.ts';
import { insertRegisterBaseline, insertRegisterSchema } from '../../shared/testing/register.fixture.ts';
import type { PublishedRegister, PublishedSchema } from '@afd/contracts';

describe.each(testEngines)('published schemas API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let schadeId: string;
  let levenId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const { database } = testApp;
    const own = matrix.ownOrganisation.id;
    const other = matrix.otherOrganisation.id;
    await database.db.insert(organisations).values({ name: 'Zonder-Publicaties' });
    schadeId = (await insertRegisterBaseline(database, { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' })).id;
    levenId = (await insertRegisterBaseline(database, { certificationArea: 'Leven', messageType: 'Offerte', applicationArea: 'Zakelijk' })).id;
    await insertRegisterSchema(database, { organisationId: own, baselineSchemaId: schadeId, name: 'zeta_schema' });
    await insertRegisterSchema(database, { organisationId: own, baselineSchemaId: schadeId, name: 'Alfa_Suiv', tag: 'SUIV', version: 2 });
    await insertRegisterSchema(database, { organisationId: own, baselineSchemaId: schadeId, name: 'Niet_Downloadbaar', isDownloadable: false, variantName: 'Basis' });
    await insertRegisterSchema(database, { organisationId: own, baselineSchemaId: schadeId, name: 'Concept', isPublished: false });
    await insertRegisterSchema(database, { organisationId: own, baselineSchemaId: levenId, name: 'Leven_OAD', isOpenApiDescription: true });
    await insertRegisterSchema(database, { organisationId: other, baselineSchemaId: levenId, name: 'Andere_Schema' });
    // The own organisation restricted SUIV downloads and allowed nobody.
    await database.db.insert(downloadRestrictions).values({ organisationId: own });
  });
  afterAll(() => testApp.close());

  const registerAs = async (actor: Parameters<RoleMatrix['as']>[0]) => (await matrix.as(actor, { method: 'GET', url: '/api/PublishedSchemas' })).json() as PublishedRegister;
  const columnAs = async (actor: Parameters<RoleMatrix['as']>[0], organisation: string, baselineId: string) =>
    (await matrix.as(actor, { method: 'GET', url: `/api/PublishedSchemas/${organisation}/${baselineId}` })).json() as PublishedSchema[];
  /** name -> mayDownload over the three columns that have published schemas. */
  const mayDownload = async (actor: Parameters<RoleMatrix['as']>[0]) => {
    const columns = await Promise.all([
      columnAs(actor, 'Andere-Verzekeraar', levenId),
      columnAs(actor, 'Eigen-Verzekeraar', levenId),
      columnAs(actor, 'Eigen-Verzekeraar', schadeId),
    ]);
    return Object.fromEntries(columns.flat().map((schema) => [schema.name, schema.mayDownload]));
  };
  const baselineKey = (id: string, certificationArea: string, messageType: string, applicationArea: string) => ({
    id,
    name: `${certificationArea}-${messageType}-${applicationArea}`,
    certificationArea,
    messageType,
    applicationArea,
  });

  describe('GET /api/PublishedSchemas', () => {
    it('is open to everybody, signed in or not', async () => {
      expect(await matrix.statuses({ method: 'GET', url: '/api/PublishedSchemas' })).toEqual({
        anonymous: 200,
        inactive: 200,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it('lists organisations in Dutch order and their baselines by name with the count of published schemas, no schemas themselves', async () => {
      expect(await registerAs('anonymous')).toEqual({
        hasOpenApiDescriptions: true,
        organisations: [
          { name: 'Andere-Verzekeraar', baselines: [{ ...baselineKey(levenId, 'Leven', 'Offerte', 'Zakelijk'), schemaCount: 1, hasOpenApiDescriptions: false }] },
          {
            name: 'Eigen-Verzekeraar',
            baselines: [
              { ...baselineKey(levenId, 'Leven', 'Offerte', 'Zakelijk'), schemaCount: 1, hasOpenApiDescriptions: true },
              // Three published; 'Concept' is not and is not counted.
              { ...baselineKey(schadeId, 'Schade', 'Contractbericht', 'Particulier'), schemaCount: 3, hasOpenApiDescriptions: false },
            ],
          },
        ],
      });
    });

    it('answers every caller the same: nothing in it depends on who asks', async () => {
      const anonymous = await registerAs('anonymous');
      expect(await registerAs('validator')).toEqual(anonymous);
      expect(await registerAs('otherCertifier')).toEqual(anonymous);
    });

    it('says no OpenAPI descriptions exist when no published schema is one (the screen then hides its filter)', async () => {
      const leven = and(eq(organisationSchemas.name, 'Leven_OAD'), eq(organisationSchemas.organisationId, matrix.ownOrganisation.id));
      await testApp.database.db.update(organisationSchemas).set({ isOpenApiDescription: false }).where(leven);
      try {
        expect((await registerAs('anonymous')).hasOpenApiDescriptions).toBe(false);
      } finally {
        await testApp.database.db.update(organisationSchemas).set({ isOpenApiDescription: true }).where(leven);
      }
    });

    it('refuses a bearer token that does not verify (401), as every route does', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/PublishedSchemas', headers: { authorization: 'Bearer vals' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/PublishedSchemas/{organisation}/{baselineId}', () => {
    it('lists one column for everybody, published schemas only, by name', async () => {
      const url = `/api/PublishedSchemas/Eigen-Verzekeraar/${schadeId}`;
      expect(Object.values(await matrix.statuses({ method: 'GET', url }))).toEqual([200, 200, 200, 200, 200, 200]);
      const schemas = (await matrix.as('otherCertifier', { method: 'GET', url: `/api/PublishedSchemas/eigen-verzekeraar/${schadeId}` })).json() as PublishedSchema[];
      expect(schemas.map((schema) => [schema.name, schema.mayDownload])).toEqual([
        ['Alfa_Suiv', false],
        ['Niet_Downloadbaar', false],
        ['zeta_schema', true],
      ]);
    });

    it('answers the fields of a published schema (001 §3)', async () => {
      const [alfa] = await columnAs('anonymous', 'Eigen-Verzekeraar', schadeId);
      expect(alfa).toEqual({
        name: 'Alfa_Suiv',
        encodedName: 'Alfa_Suiv',
        organisation: 'Eigen-Verzekeraar',
        displayName: 'Alfa_Suiv',
        isDownloadable: true,
        isOpenApiDescription: false,
        version: 2,
        publishDate: '2026-03-01T23:30:00.000Z',
        mayDownload: false,
      });
    });

    it('tells an anonymous or inactive caller it may download nothing', async () => {
      expect(Object.values(await mayDownload('anonymous'))).toEqual([false, false, false, false, false]);
      expect(Object.values(await mayDownload('inactive'))).toEqual([false, false, false, false, false]);
    });

    it('tells a signed-in caller what the download rule allows them', async () => {
      expect(await mayDownload('validator')).toEqual({ Andere_Schema: true, Leven_OAD: true, Alfa_Suiv: true, Niet_Downloadbaar: false, zeta_schema: true });
      expect(await mayDownload('otherCertifier')).toEqual({ Andere_Schema: true, Leven_OAD: true, Alfa_Suiv: false, Niet_Downloadbaar: false, zeta_schema: true });
    });

    it('answers an empty column where nothing is published', async () => {
      expect((await matrix.as('anonymous', { method: 'GET', url: `/api/PublishedSchemas/Zonder-Publicaties/${schadeId}` })).json()).toEqual([]);
    });

    it('answers 404 with a Dutch detail for an unknown organisation and 400 for a baseline that is no id', async () => {
      const unknown = await matrix.as('anonymous', { method: 'GET', url: `/api/PublishedSchemas/Bestaat-Niet/${schadeId}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: "Organisatie 'Bestaat-Niet' bestaat niet." });
      expect((await matrix.as('anonymous', { method: 'GET', url: '/api/PublishedSchemas/Eigen-Verzekeraar/123' })).statusCode).toBe(400);
    });
  });

  describe('GET /api/PublishedSchemas/Metadata/{organisation}/{schema}', () => {
    it('answers the variant name of a published schema, null for one of no variant', async () => {
      expect(Object.values(await matrix.statuses({ method: 'GET', url: '/api/PublishedSchemas/Metadata/Eigen-Verzekeraar/Niet_Downloadbaar' }))).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await matrix.as('anonymous', { method: 'GET', url: '/api/PublishedSchemas/Metadata/Eigen-Verzekeraar/Niet_Downloadbaar' })).json()).toEqual({ variantName: 'Basis' });
      expect((await matrix.as('anonymous', { method: 'GET', url: '/api/PublishedSchemas/Metadata/Eigen-Verzekeraar/zeta_schema' })).json()).toEqual({ variantName: null });
    });

    it('answers 404 for an unpublished or unknown schema', async () => {
      const concept = await matrix.as('certifier', { method: 'GET', url: '/api/PublishedSchemas/Metadata/Eigen-Verzekeraar/Concept' });
      expect(concept.statusCode).toBe(404);
      expect(concept.json()).toMatchObject({ detail: "Schema 'Concept' van Eigen-Verzekeraar is niet gepubliceerd." });
      expect((await matrix.as('certifier', { method: 'GET', url: '/api/PublishedSchemas/Metadata/Bestaat-Niet/Concept' })).statusCode).toBe(404);
    });
  });

  describe('GET /api/afd-definitions/publication-info/output-csv', () => {
    const url = '/api/afd-definitions/publication-info/output-csv';

    it('is for active signed-in users only', async () => {
      expect(await matrix.statuses({ method: 'GET', url })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it('answers publication-info.csv: a Dutch header and one line per published schema, dates in Dutch time', async () => {
      const response = await matrix.as('validator', { method: 'GET', url });
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('filename="publication-info.csv"');
      const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines).toEqual([
        'Organisatie;Community;Berichtsoort;Domein;Naam schema;Versie;Publicatiedatum;Download;OpenAPI-beschrijving',
        'Andere-Verzekeraar;Leven;Offerte;Zakelijk;Andere_Schema;1;02-03-2026;Ja;Nee',
        'Eigen-Verzekeraar;Leven;Offerte;Zakelijk;Leven_OAD;1;02-03-2026;Ja;Ja',
        'Eigen-Verzekeraar;Schade;Contractbericht;Particulier;Alfa_Suiv;2;02-03-2026;Ja;Nee',
        'Eigen-Verzekeraar;Schade;Contractbericht;Particulier;Niet_Downloadbaar;1;02-03-2026;Nee;Nee',
        'Eigen-Verzekeraar;Schade;Contractbericht;Particulier;zeta_schema;1;02-03-2026;Ja;Nee',
      ]);
    });
  });

  it('reading the register logs no download', async () => {
    expect((await testApp.database.db.select({ n: count() }).from(schemaDownloads))[0]?.n).toBe(0);
  });
});
