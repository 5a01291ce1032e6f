import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';

describe.each(testEngines)('GET /api/users on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const organisationId = matrix.otherOrganisation.id;
    await insertTestUser(testApp.database, { email: 'alleen-actief@lijst.example', actief: true, koatActief: false, role: 'V', organisationId });
    await insertTestUser(testApp.database, { email: 'alleen-koat@lijst.example', actief: false, koatActief: true, role: 'C', organisationId });
    await insertTestUser(testApp.database, { email: 'koat-zonder-actief@lijst.example', actief: null, koatActief: true });
    await insertTestUser(testApp.database, { email: 'beide-uit@lijst.example', actief: false, koatActief: false, role: 'V' });
    await insertTestUser(testApp.database, { email: 'half-onbekend@lijst.example', actief: false, koatActief: null });
    await insertTestUser(testApp.database, {
      email: 'nieuw@lijst.example',
      initials: 'N.',
      prefix: 'van der',
      surname: 'Nieuw',
      claimedOrganisation: 'Onbekende-Verzekeraar',
    });
  });
  afterAll(() => testApp.close());

  const emailsWith = async (query: string) => {
    const response = await matrix.as('administrator', { method: 'GET', url: `/api/users${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { email: string }[]).map((user) => user.email).filter((email) => email.endsWith('@lijst.example'));
  };

  it('lists every user without a filter, by e-mail address', async () => {
    expect(await emailsWith('')).toEqual([
      'alleen-actief@lijst.example',
      'alleen-koat@lijst.example',
      'beide-uit@lijst.example',
      'half-onbekend@lijst.example',
      'koat-zonder-actief@lijst.example',
      'nieuw@lijst.example',
    ]);
  });

  it('filters Actief as actief or koatActief true', async () => {
    expect(await emailsWith('?status=actief')).toEqual(['alleen-actief@lijst.example', 'alleen-koat@lijst.example', 'koat-zonder-actief@lijst.example']);
  });

  it('filters Niet actief as both flags false (an unset flag next to a false one counts as false)', async () => {
    expect(await emailsWith('?status=niet-actief')).toEqual(['beide-uit@lijst.example', 'half-onbekend@lijst.example']);
  });

  it('filters Nieuw as both flags unset', async () => {
    expect(await emailsWith('?status=nieuw')).toEqual(['nieuw@lijst.example']);
  });

  it('answers each row with the list columns and the objectId the edit link needs', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/users' });
    const rows = response.json() as Record<string, unknown>[];
    expect(rows.find((row) => row.email === 'alleen-koat@lijst.example')).toEqual({
      objectId: expect.any(String),
      email: 'alleen-koat@lijst.example',
      initials: null,
      prefix: null,
      surname: null,
      organization: 'Andere-Verzekeraar',
      role: 'C',
      actief: false,
      koatActief: true,
      status: 'actief',
    });
    expect(rows.find((row) => row.email === 'nieuw@lijst.example')).toMatchObject({
      prefix: 'van der',
      organization: null,
      role: null,
      actief: null,
      koatActief: null,
      status: 'nieuw',
    });
  });

  it('refuses an unknown filter value with a 400 problem', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/users?status=alle' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ errors: { status: [expect.any(String)] } });
  });
});
