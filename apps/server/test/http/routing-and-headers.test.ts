import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testEngines } from '../helpers/test-database.ts';

const noCache = {
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
  expires: '0',
};

describe.each(testEngines)('routing and response headers on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=abc' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('routes paths case-insensitively, as the spec spells some paths two ways', async () => {
    for (const url of ['/API/APPSETTINGS/APPINSIGHTS', '/api/appsettings/appinsights', '/authenticationconfiguration']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('sends no-cache headers on API answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/AppSettings/AppInsights' });
    expect(response.headers).toMatchObject(noCache);
  });

  it('sends no-cache headers on problem answers too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.headers).toMatchObject(noCache);
  });

  it('sends each request its own id back, to find it in the log', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const second = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
