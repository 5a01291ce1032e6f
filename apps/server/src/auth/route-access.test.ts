import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app.ts';
import { reachableUrl } from '../../test/helpers/matrix-app.ts';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../test/helpers/tokens.ts';
import { organisationFromPath } from './access.ts';
import type { DeclaredRoute } from './auth-plugin.ts';

// Guards over the whole real app: whatever routes the modules add, none may forget to declare
// its access, and no role-guarded route may answer an inactive user.

function isGuardedForActiveUsers(route: DeclaredRoute): boolean {
  return route.access === 'active' || typeof route.access === 'object';
}

/** Building the real app with one more route must fail with this message. */
async function expectStartRefused(addRoute: (app: FastifyInstance) => void, message: string): Promise<void> {
  const database = await createTestDatabase('pglite');
  try {
    await expect(buildTestApp({ engine: 'pglite', database, beforeReady: addRoute })).rejects.toThrow(message);
  } finally {
    await database.close();
  }
}

describe('route access declarations', () => {
  it('refuse to start an app with a route that declares no access', async () => {
    await expectStartRefused((app) => app.get('/api/vergeten', async () => ({ geheim: true })), 'Route GET /api/vergeten declares no access');
  });

  it('refuse to start an app with an organisation scope on a public route (no caller to check it for)', async () => {
    const scope = organisationFromPath('organisation', async () => undefined);
    await expectStartRefused(
      (app) => app.post('/api/open/:organisation', { config: { access: 'public', scope } }, async () => ({})),
      'Route POST /api/open/:organisation declares a scope on a public route',
    );
  });
});

describe.each(testEngines)('every route of the real app on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is recorded with its access declaration', () => {
    expect(testApp.app.declaredRoutes).toContainEqual({ method: 'GET', url: '/api/users/me', access: 'signed-in' });
  });

  it('answers 403 to an inactive user with a valid token wherever an active user or a role is required', async () => {
    const tokens = await createTokenIssuer(testApp);
    // An inactive administrator: the strongest role on the record, which must count for nothing.
    const { subject } = await insertTestUser(testApp.database, { role: 'B', actief: false, koatActief: false });
    const token = await tokens.valid(subject);
    const guarded = testApp.app.declaredRoutes.filter((route) => isGuardedForActiveUsers(route) && route.method !== 'HEAD');
    for (const route of guarded) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: reachableUrl(route.url),
        headers: bearer(token),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ detail: 'Uw account is niet actief.' });
    }
  });
});
