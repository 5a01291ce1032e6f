import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { actors, createRoleMatrix, type Actor, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { organisations, userCompositionAuthorisations } from '../../db/schema/index.ts';

describe.each(testEngines)('GET /api/Authorizations/user/{oid}/aos-organisations on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const oids = new Map<Actor, string>();

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    for (const actor of actors) {
      if (actor === 'anonymous' || actor === 'inactive') continue;
      oids.set(actor, (await matrix.as(actor, { method: 'GET', url: '/api/users/me' })).json().oid);
    }
    await testApp.database.db.insert(userCompositionAuthorisations).values([
      { userId: matrix.userIdOf('certifier'), organisationId: matrix.otherOrganisation.id },
      { userId: matrix.userIdOf('certifier'), organisationId: matrix.ownOrganisation.id },
    ]);
  });
  afterAll(() => testApp.close());

  const urlOf = (oid: string) => `/api/Authorizations/user/${oid}/aos-organisations`;

  it('lets every active user read their own list', async () => {
    const statuses = await Promise.all(
      [...oids].map(async ([actor, oid]) => [actor, (await matrix.as(actor, { method: 'GET', url: urlOf(oid) })).statusCode]),
    );
    expect(Object.fromEntries(statuses)).toEqual({ validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 });
  });

  it("refuses a non-administrator someone else's list, also for an id that does not exist", async () => {
    const certifierOid = oids.get('certifier') ?? '';
    const response = await matrix.as('otherCertifier', { method: 'GET', url: urlOf(certifierOid) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'U kunt alleen uw eigen machtigingen inzien.' });
    expect((await matrix.as('validator', { method: 'GET', url: urlOf('bestaat-niet') })).statusCode).toBe(403);
  });

  it('answers the recorded organisation names in Dutch order', async () => {
    const response = await matrix.as('certifier', { method: 'GET', url: urlOf(oids.get('certifier') ?? '') });
    expect(response.json()).toEqual(['Andere-Verzekeraar', 'Eigen-Verzekeraar']);
  });

  it('answers an administrator every organisation, also one added after their record was saved', async () => {
    await testApp.database.db.insert(organisations).values({ name: 'aangesloten-later' });
    const response = await matrix.as('administrator', { method: 'GET', url: urlOf(oids.get('administrator') ?? '') });
    // Every organisation in the database (the app may add the standards organisation itself).
    const every = (await testApp.database.db.select({ name: organisations.name }).from(organisations)).map((row) => row.name);
    expect(response.json()).toEqual(every.sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
    expect(response.json()).toContain('aangesloten-later');
  });

  it("lets an administrator read an inactive user's recorded list, to edit it", async () => {
    const { userId, subject } = await insertTestUser(testApp.database, { role: 'V', actief: false, koatActief: false });
    await testApp.database.db.insert(userCompositionAuthorisations).values({ userId, organisationId: matrix.ownOrganisation.id });
    const response = await matrix.as('administrator', { method: 'GET', url: urlOf(subject) });
    expect(response.json()).toEqual(['Eigen-Verzekeraar']);
  });

  it('answers an administrator 404 for an unknown user', async () => {
    expect((await matrix.as('administrator', { method: 'GET', url: urlOf('bestaat-niet') })).statusCode).toBe(404);
  });
});
