import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser, type TokenIssuer } from '../../../test/helpers/tokens.ts';
import { organisations, userCompositionAuthorisations, users } from '../../db/schema/index.ts';

describe.each(testEngines)('GET /api/users/me on %s', (engine) => {
  let testApp: TestApp;
  let tokens: TokenIssuer;
  let organisationId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    tokens = await createTokenIssuer(testApp);
    const [organisation] = await testApp.database.db.insert(organisations).values({ name: 'Polderzeker' }).returning();
    organisationId = organisation?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

  it('creates a new user at the first sign-in of an unknown identity, with status nieuw and no rights', async () => {
    const subject = 'b2c-object-id-1';
    const token = await tokens.valid(subject, { emails: ['nieuw@verzekeraar.example'], family_name: 'Smit', given_name: 'Jan Pieter' });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      oid: subject,
      email: 'nieuw@verzekeraar.example',
      initials: 'J.P.',
      prefix: null,
      surname: 'Smit',
      organization: null,
      role: null,
      status: 'nieuw',
      isActive: false,
      isAdministrator: false,
      isCertifier: false,
      isValidator: false,
      isAfdDefinitionDownloader: false,
      authorizationsForAfdOnlineSamenstellen: [],
    });
    const [record] = await testApp.database.db.select().from(users).where(eq(users.subject, subject));
    expect(record).toMatchObject({ actief: null, koatActief: null, role: null });
  });

  it('creates exactly one user when the first calls of a new identity arrive together', async () => {
    const token = await tokens.valid('b2c-object-id-2', { email: 'tegelijk@verzekeraar.example' });
    const responses = await Promise.all([me(token), me(token), me(token), me(token)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await testApp.database.db.select().from(users).where(eq(users.subject, 'b2c-object-id-2'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a new identity whose e-mail address belongs to another account instead of linking them', async () => {
    await insertTestUser(testApp.database, { email: 'bestaand@verzekeraar.example', role: 'B', actief: true });
    const response = await me(await tokens.valid('b2c-object-id-3', { email: 'Bestaand@Verzekeraar.example' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'Er bestaat al een ander account met uw e-mailadres. Neem contact op met de beheerder.' });
  });

  it('refuses a new identity without an e-mail address', async () => {
    const response = await me(await tokens.valid('b2c-object-id-4'));
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['B', { isAdministrator: true, isCertifier: true, isValidator: true }],
    ['C', { isAdministrator: false, isCertifier: true, isValidator: true }],
    ['V', { isAdministrator: false, isCertifier: false, isValidator: true }],
  ] as const)('reports the flags of role %s from the record for an active user', async (role, flags) => {
    const { subject } = await insertTestUser(testApp.database, { role, actief: true, organisationId });
    const response = await me(await tokens.valid(subject));
    expect(response.json()).toMatchObject({ role, status: 'actief', isActive: true, organization: 'Polderzeker', ...flags });
  });

  it('reports no flags and no authorisations for an inactive user, whatever the record holds', async () => {
    const { userId, subject } = await insertTestUser(testApp.database, {
      role: 'B',
      actief: false,
      koatActief: false,
      isAfdDefinitionDownloader: true,
      organisationId,
    });
    await testApp.database.db.insert(userCompositionAuthorisations).values({ userId, organisationId });
    const response = await me(await tokens.valid(subject));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'B',
      status: 'niet-actief',
      isActive: false,
      isAdministrator: false,
      isCertifier: false,
      isValidator: false,
      isAfdDefinitionDownloader: false,
      authorizationsForAfdOnlineSamenstellen: [],
    });
  });

  it('lists the names of the organisations an active user may compose for', async () => {
    const [other] = await testApp.database.db.insert(organisations).values({ name: 'Assurantiekantoor-Dijkstra' }).returning();
    const { userId, subject } = await insertTestUser(testApp.database, { role: 'C', actief: true, organisationId });
    await testApp.database.db.insert(userCompositionAuthorisations).values([
      { userId, organisationId },
      { userId, organisationId: other?.id ?? '' },
    ]);
    const response = await me(await tokens.valid(subject));
    expect(response.json()).toMatchObject({ authorizationsForAfdOnlineSamenstellen: ['Assurantiekantoor-Dijkstra', 'Polderzeker'] });
  });

  it('answers 401 problem details without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
