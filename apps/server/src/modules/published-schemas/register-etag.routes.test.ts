import type { PublishedRegister } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { organisations, organisationSchemas } from '../../db/schema/index.ts';
import { insertRegisterBaseline, insertRegisterSchema } from '../../shared/testing/register.fixture.ts';

// The register answers from memory with an entity tag (ADR 0043): 304 while it is unchanged,
// 200 with a new tag once a publication, a schema or an organisation changed.

describe.each(testEngines)('the register\'s entity tags on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baselineId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    baselineId = (await insertRegisterBaseline(testApp.database)).id;
    await insertRegisterSchema(testApp.database, { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baselineId, name: 'Eerste' });
    await insertRegisterSchema(testApp.database, { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baselineId, name: 'Tweede', isPublished: false });
  });
  afterAll(() => testApp.close());

  const tree = (headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: '/api/PublishedSchemas', headers });
  const column = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/PublishedSchemas/${matrix.ownOrganisation.name}/${baselineId}`, headers });
  const organisationNames = (register: PublishedRegister) => register.organisations.map((organisation) => organisation.name);

  it('answers 304 without a body to a client that holds the current tree, signed in or not, and lets it keep the tree only to revalidate', async () => {
    const first = await tree();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);

    const again = await tree({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await matrix.as('validator', { method: 'GET', url: '/api/PublishedSchemas', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await tree({ 'if-none-match': '"iets-anders"' })).statusCode).toBe(200);
  });

  it('answers 200 with a new tag after a publication and an organisation rename (a schema rename leaves the tree, which has no names, as it was)', async () => {
    const tagNow = async () => String((await tree()).headers.etag);
    const changes = [
      () => testApp.database.db.update(organisationSchemas).set({ isPublished: true }).where(eq(organisationSchemas.name, 'Tweede')),
      () => testApp.database.db.update(organisations).set({ name: 'Hernoemde-Verzekeraar' }).where(eq(organisations.id, matrix.ownOrganisation.id)),
    ];
    for (const change of changes) {
      const before = await tagNow();
      await change();
      const after = await tree({ 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    }
    expect(organisationNames((await tree()).json() as PublishedRegister)).toContain('Hernoemde-Verzekeraar');
    matrix.ownOrganisation.name = 'Hernoemde-Verzekeraar';
  });

  it('gives an anonymous column a tag, and answers a signed-in caller in full whatever tag it sends', async () => {
    const anonymous = await column();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers.vary).toContain('authorization');
    const etag = String(anonymous.headers.etag);
    expect((await column({ 'if-none-match': etag })).statusCode).toBe(304);

    const signedIn = await column({ 'if-none-match': etag, ...matrix.headers('validator') });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toContain('no-store');

    await testApp.database.db.update(organisationSchemas).set({ name: 'Eerste_Hernoemd' }).where(eq(organisationSchemas.name, 'Eerste'));
    await testApp.database.db.update(organisationSchemas).set({ isPublished: false }).where(eq(organisationSchemas.name, 'Tweede'));
    const afterChanges = await column({ 'if-none-match': etag });
    expect(afterChanges.statusCode).toBe(200);
    expect((afterChanges.json() as { name: string }[]).map((schema) => schema.name)).toEqual(['Eerste_Hernoemd']);
  });
});
