import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { userUpdateBody } from './user-update.fixture.ts';

// Who may call each users call: the role matrix of the issue, one table per call.

const administratorOnly = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, administrator: 200, otherCertifier: 403 };
const everyActiveUser = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 };

describe.each(testEngines)('access to the users calls on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let targetOid: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const target = await insertTestUser(testApp.database, { email: 'doel@matrix.example', role: 'V', actief: true, organisationId: matrix.ownOrganisation.id });
    targetOid = target.subject;
  });
  afterAll(() => testApp.close());

  it('lets only administrators list users', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/users' })).toEqual(administratorOnly);
  });

  it('lets only administrators read one user', async () => {
    expect(await matrix.statuses({ method: 'GET', url: `/api/users/${targetOid}` })).toEqual(administratorOnly);
  });

  it('lets only administrators edit a user', async () => {
    const body = userUpdateBody(targetOid, matrix.ownOrganisation.name);
    expect(await matrix.statuses({ method: 'PATCH', url: '/api/users', payload: body })).toEqual(administratorOnly);
  });

  it('lets only administrators export users.csv', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/users/exportcsv' })).toEqual(administratorOnly);
  });

  it("lets only administrators read another user's online-composition organisations", async () => {
    expect(await matrix.statuses({ method: 'GET', url: `/api/Authorizations/user/${targetOid}/aos-organisations` })).toEqual(administratorOnly);
  });

  it('lets every active user read and change their own notification settings', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/users/me/settings' })).toEqual(everyActiveUser);
    const payload = { notifyOnAfdDefinitionsChange: true, notifyOnAfdDefinitionsMeldingen: false };
    expect(await matrix.statuses({ method: 'PUT', url: '/api/users/me/settings', payload })).toEqual(everyActiveUser);
  });
});
