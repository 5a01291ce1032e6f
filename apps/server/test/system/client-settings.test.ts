import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../helpers/test-database.ts';
import { bearer, createTokenIssuer } from '../helpers/tokens.ts';

describe.each(testEngines)('settings the web app loads, on %s', (engine) => {
  let database: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
    await database.close();
  });
  async function testAppWith(env: Record<string, string>) {
    const testApp = await buildTestApp({ engine, env, database });
    apps.push(testApp);
    return testApp;
  }
  async function appWith(env: Record<string, string>) {
    return (await testAppWith(env)).app;
  }

  it('tells an anonymous caller where to sign in with an external B2C provider', async () => {
    const app = await appWith({
      EMBEDDED_OIDC: 'false',
      OIDC_AUTHORITY: 'https://login.example.org/tenant/B2C_1_signin/v2.0/',
      OIDC_CLIENT_ID: 'portal-client',
      OIDC_REDIRECT_URI: 'https://portal.example.org/auth/callback',
      OIDC_API_SCOPE: 'https://example.org/afd/{env}/user_impersonation',
      OIDC_B2C_POLICY: 'B2C_1_signin',
    });
    const response = await app.inject({ method: 'GET', url: '/AuthenticationConfiguration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authority: 'https://login.example.org/tenant/B2C_1_signin/v2.0',
      redirectUri: 'https://portal.example.org/auth/callback',
      clientID: 'portal-client',
      apiScope: 'https://example.org/afd/{env}/user_impersonation',
      b2cPolicy: 'B2C_1_signin',
    });
  });

  it('points the web app at the embedded provider by default', async () => {
    const app = await appWith({});
    const response = await app.inject({ method: 'GET', url: '/AuthenticationConfiguration' });
    expect(response.json()).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      redirectUri: 'http://localhost:8080/auth/callback',
      clientID: 'afd-portal-web',
      b2cPolicy: null,
    });
  });

  it('gives the Application Insights connection string, null when telemetry is off', async () => {
    const withTelemetry = await appWith({ APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=abc' });
    const on = await withTelemetry.inject({ method: 'GET', url: '/api/AppSettings/AppInsights' });
    expect(on.json()).toEqual({ connectionString: 'InstrumentationKey=abc' });
    const withoutTelemetry = await appWith({});
    const off = await withoutTelemetry.inject({ method: 'GET', url: '/api/AppSettings/AppInsights' });
    expect(off.json()).toEqual({ connectionString: null });
  });

  it('refuses the feature flags to an anonymous caller with a 401 problem', async () => {
    const app = await appWith({ FEATURE_FLAGS: 'AosOpenApi' });
    const response = await app.inject({ method: 'GET', url: '/api/featureflags/enabled' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('gives a signed-in caller, even a new account, every configured flag id', async () => {
    const testApp = await testAppWith({ FEATURE_FLAGS: 'AosOpenApi,JsonSchema202012' });
    const tokens = await createTokenIssuer(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/featureflags/enabled',
      headers: bearer(await tokens.valid('nieuwe-gebruiker', { email: 'nieuw@verzekeraar.example' })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['AosOpenApi', 'JsonSchema202012']);
  });
});
