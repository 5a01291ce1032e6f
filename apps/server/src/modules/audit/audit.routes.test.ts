import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../audit/audit-log.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import type { Principal } from '../../auth/principal.ts';

describe.each(testEngines)('GET /api/audit-log on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const actor = { userId: matrix.userIdOf('administrator'), email: 'administrator@matrix.example' } as Principal;
    await recordAudit(testApp.database.db, actor, { action: 'organisation.created', entityType: 'organisation', entityId: 'o-1', after: { name: 'Nieuw' } });
    await recordAudit(testApp.database.db, actor, {
      action: 'organisation.renamed',
      entityType: 'organisation',
      entityId: 'o-1',
      before: { name: 'Nieuw' },
      after: { name: 'Hernoemd' },
    });
    await testApp.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'organisation.deleted', entityType: 'organisation', entityId: 'o-1' });
      tx.rollback();
    }).catch(() => undefined);
  });
  afterAll(() => testApp.close());

  it('is for administrators only', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/audit-log' })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
  });

  it('reads back who changed what, before and after, newest first, without rolled-back changes', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/audit-log?entityType=organisation&entityId=o-1' });
    expect(response.json()).toEqual([
      expect.objectContaining({ action: 'organisation.renamed', actorEmail: 'administrator@matrix.example', before: { name: 'Nieuw' }, after: { name: 'Hernoemd' } }),
      expect.objectContaining({ action: 'organisation.created', before: null, after: { name: 'Nieuw' } }),
    ]);
  });
});
