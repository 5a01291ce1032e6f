import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { downloadRestrictions, organisations, schemaDownloads } from '../../db/schema.ts';
import { insertRegisterBaseline, insertRegisterSchema } from '../schema-downloads/register.fixture.ts';
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
  const schemasOf = (register: PublishedRegister) =>
    register.flatMap((organisation) => organisation.baselines.flatMap((baseline) => baseline.schemas.map((schema) => `${organisation.name}/${baseline.name}/${schema.name}`)));
  const mayDownload = (register: PublishedRegister) =>
    Object.fromEntries(register.flatMap((o) => o.baselines.flatMap((b) => b.schemas.map((s: PublishedSchema) => [s.name, s.mayDownload]))));

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

    it('lists published schemas only: organisations in Dutch order, then baselines and schemas by name', async () => {
      expect(schemasOf(await registerAs('anonymous'))).toEqual([
        'Andere-Verzekeraar/Leven-Offerte-Zakelijk/Andere_Schema',
        'Eigen-Verzekeraar/Leven-Offerte-Zakelijk/Leven_OAD',
        'Eigen-Verzekeraar/Schade-Contractbericht-Particulier/Alfa_Suiv',
        'Eigen-Verzekeraar/Schade-Contractbericht-Particulier/Niet_Downloadbaar',
        'Eigen-Verzekeraar/Schade-Contractbericht-Particulier/zeta_schema',
      ]);
    });

    it('answers the fields of a published schema (001 §3) and the baseline key', async () => {
      const register = await registerAs('anonymous');
      const schade = register.find((o) => o.name === 'Eigen-Verzekeraar')?.baselines.find((b) => b.id === schadeId);
      expect(schade).toMatchObject({ name: 'Schade-Contractbericht-Particulier', certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' });
      expect(schade?.schemas[0]).toEqual({
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

    it('tells an anonymous caller it may download nothing', async () => {
      expect(Object.values(mayDownload(await registerAs('anonymous')))).toEqual([false, false, false, false, false]);
      expect(Object.values(mayDownload(await registerAs('inactive')))).toEqual([false, false, false, false, false]);
    });

    it('tells a signed-in caller what the download rule allows them', async () => {
      expect(mayDownload(await registerAs('validator'))).toEqual({ Andere_Schema: true, Leven_OAD: true, Alfa_Suiv: true, Niet_Downloadbaar: false, zeta_schema: true });
      expect(mayDownload(await registerAs('otherCertifier'))).toEqual({ Andere_Schema: true, Leven_OAD: true, Alfa_Suiv: false, Niet_Downloadbaar: false, zeta_schema: true });
    });

    it('refuses a bearer token that does not verify (401), as every route does', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/PublishedSchemas', headers: { authorization: 'Bearer vals' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/PublishedSchemas/{organisation}/{baselineId}', () => {
    it('lists one column for everybody', async () => {
      const url = `/api/PublishedSchemas/Eigen-Verzekeraar/${schadeId}`;
      expect(Object.values(await matrix.statuses({ method: 'GET', url }))).toEqual([200, 200, 200, 200, 200, 200]);
      const schemas = (await matrix.as('otherCertifier', { method: 'GET', url: `/api/PublishedSchemas/eigen-verzekeraar/${schadeId}` })).json() as PublishedSchema[];
      expect(schemas.map((schema) => [schema.name, schema.mayDownload])).toEqual([
        ['Alfa_Suiv', false],
        ['Niet_Downloadbaar', false],
        ['zeta_schema', true],
      ]);
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
