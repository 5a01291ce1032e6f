import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../../test/helpers/tokens.ts';

describe.each(testEngines)('/api/users/me/settings on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  it("answers the user's own two notification choices", async () => {
    const { subject } = await insertTestUser(testApp.database, {
      role: 'V',
      actief: true,
      notifyOnDefinitionChanges: true,
      notifyOnSchemaIssues: false,
    });
    const headers = bearer(await (await createTokenIssuer(testApp)).valid(subject));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/settings', headers });
    expect(response.statusCode).toBe(200);
    // With the notice of change per owner organisation (issue 32): none yet, nothing downloaded.
    expect(response.json()).toEqual({ notifyOnAfdDefinitionsChange: true, notifyOnAfdDefinitionsMeldingen: false, schemaChangeNotices: [] });
  });

  it('saves them for the caller only, and audits the change', async () => {
    const payload = { notifyOnAfdDefinitionsChange: true, notifyOnAfdDefinitionsMeldingen: true };
    const answer = { ...payload, schemaChangeNotices: [] };
    const saved = await matrix.as('validator', { method: 'PUT', url: '/api/users/me/settings', payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(answer);
    expect((await matrix.as('validator', { method: 'GET', url: '/api/users/me/settings' })).json()).toEqual(answer);
    expect((await matrix.as('certifier', { method: 'GET', url: '/api/users/me/settings' })).json()).toEqual({
      notifyOnAfdDefinitionsChange: false,
      notifyOnAfdDefinitionsMeldingen: false,
      schemaChangeNotices: [],
    });
    const validatorOid = (await matrix.as('validator', { method: 'GET', url: '/api/users/me' })).json().oid;
    const audit = await matrix.as('administrator', { method: 'GET', url: `/api/audit-log?entityType=user&entityId=${validatorOid}` });
    expect(audit.json()).toEqual([
      expect.objectContaining({
        action: 'user.settings-changed',
        actorEmail: 'validator@matrix.example',
        before: { notifyOnAfdDefinitionsChange: false, notifyOnAfdDefinitionsMeldingen: false, schemaChangeNotices: [] },
        after: answer,
      }),
    ]);
  });

  it('refuses incomplete or non-boolean choices with field errors', async () => {
    const response = await matrix.as('certifier', {
      method: 'PUT',
      url: '/api/users/me/settings',
      payload: { notifyOnAfdDefinitionsChange: 'ja' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['notifyOnAfdDefinitionsChange', 'notifyOnAfdDefinitionsMeldingen']);
  });
});
