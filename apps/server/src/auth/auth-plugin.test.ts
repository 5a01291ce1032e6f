import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app.ts';
import { testEngines } from '../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser, type TokenIssuer } from '../../test/helpers/tokens.ts';
import { users } from '../db/schema/index.ts';
import type { Access } from './access.ts';

// The auth plugin on the real app, with probe routes for each kind of access declaration.

const probes: Record<string, Access> = {
  '/api/test/public': 'public',
  '/api/test/signed-in': 'signed-in',
  '/api/test/active': 'active',
  '/api/test/certifier': { anyRole: ['certifier'] },
  '/api/test/administrator': { anyRole: ['administrator'] },
};

function registerProbeRoutes(app: FastifyInstance): void {
  for (const [url, access] of Object.entries(probes)) {
    app.get(url, { config: { access } }, async (request) => ({ userId: request.principal?.userId ?? null }));
  }
}

describe.each(testEngines)('auth plugin on %s', (engine) => {
  let testApp: TestApp;
  let tokens: TokenIssuer;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine, beforeReady: registerProbeRoutes });
    tokens = await createTokenIssuer(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, token?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

  async function activeUser(role: 'B' | 'C' | 'V' | null) {
    const user = await insertTestUser(testApp.database, { role, actief: true, koatActief: false });
    return { ...user, token: await tokens.valid(user.subject) };
  }

  describe('without a valid token', () => {
    it('answers 401 problem+json with a Dutch text when a guarded route gets no token', async () => {
      const response = await get('/api/test/signed-in');
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ status: 401, title: 'Niet aangemeld', detail: 'Meld u aan om deze functie te gebruiken.' });
    });

    it.each(['forged', 'expired', 'wrongIssuer', 'wrongAudience', 'idToken'] as const)(
      'answers 401 invalid_token to a %s token on a guarded route',
      async (variant) => {
        const { subject } = await activeUser('B');
        const response = await get('/api/test/administrator', await tokens[variant](subject));
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        expect(response.json()).toMatchObject({ status: 401, detail: 'Uw aanmelding is ongeldig of verlopen. Meld u opnieuw aan.' });
      },
    );

    it('answers 401 to a token that is not a JWT at all', async () => {
      const response = await get('/api/test/signed-in', 'geen-jwt');
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    });

    it('answers 401 to an empty Bearer header', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/test/signed-in', headers: { authorization: 'Bearer ' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('public routes', () => {
    it('serve a call without token anonymously', async () => {
      const response = await get('/api/test/public');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userId: null });
    });

    it('identify a caller who sends a valid token', async () => {
      const { userId, token } = await activeUser('V');
      expect((await get('/api/test/public', token)).json()).toEqual({ userId });
    });

    it('answer 401 to an expired token rather than silently serving the anonymous view', async () => {
      const { subject } = await activeUser('V');
      const response = await get('/api/test/public', await tokens.expired(subject));
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    });
  });

  describe('enforcement from the user record', () => {
    it('lets an inactive account call signed-in routes', async () => {
      const { userId, subject } = await insertTestUser(testApp.database, { role: 'B', actief: false, koatActief: false });
      const response = await get('/api/test/signed-in', await tokens.valid(subject));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userId });
    });

    it.each(['/api/test/active', '/api/test/certifier', '/api/test/administrator'])(
      'refuses an inactive administrator with 403 on %s',
      async (url) => {
        const { subject } = await insertTestUser(testApp.database, { role: 'B', actief: false, koatActief: false });
        const response = await get(url, await tokens.valid(subject));
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ status: 403, detail: 'Uw account is niet actief.' });
      },
    );

    it('refuses a new account (activity not yet decided) on active routes', async () => {
      const { subject } = await insertTestUser(testApp.database, { role: 'C', actief: null, koatActief: null });
      const response = await get('/api/test/active', await tokens.valid(subject));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Uw account is niet actief.' });
    });

    it('counts koatActief as active', async () => {
      const { subject } = await insertTestUser(testApp.database, { role: 'C', actief: false, koatActief: true });
      expect((await get('/api/test/certifier', await tokens.valid(subject))).statusCode).toBe(200);
    });

    it('refuses an active user without the role with 403', async () => {
      const { token } = await activeUser('V');
      const response = await get('/api/test/certifier', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'U heeft geen toegang tot deze functie.' });
    });

    it('grants the included roles: a beheerder is also certifier, a certificeerder not administrator', async () => {
      const beheerder = await activeUser('B');
      const certificeerder = await activeUser('C');
      expect((await get('/api/test/certifier', beheerder.token)).statusCode).toBe(200);
      expect((await get('/api/test/certifier', certificeerder.token)).statusCode).toBe(200);
      expect((await get('/api/test/administrator', certificeerder.token)).statusCode).toBe(403);
    });

    it('applies a role change in the database at the next call, with the same token', async () => {
      const { userId, token } = await activeUser('V');
      expect((await get('/api/test/certifier', token)).statusCode).toBe(403);
      await testApp.database.db.update(users).set({ role: 'C' }).where(eq(users.id, userId));
      expect((await get('/api/test/certifier', token)).statusCode).toBe(200);
      await testApp.database.db.update(users).set({ actief: false }).where(eq(users.id, userId));
      expect((await get('/api/test/certifier', token)).statusCode).toBe(403);
    });
  });
});
