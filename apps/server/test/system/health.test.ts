import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../helpers/test-database.ts';

describe.each(testEngines)('health probes on %s', (engine) => {
  let database: Database;
  let databaseClosed = false;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    testApp = await buildTestApp({ engine, database });
  });
  afterAll(async () => {
    await testApp.close();
    if (!databaseClosed) await database.close();
  });

  it('answers liveness with status ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with status ok while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with a Dutch 503 problem once the database is closed, liveness stays ok', async () => {
    // Last test of the suite: it closes the shared database.
    await database.close();
    databaseClosed = true;
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 503, detail: 'De database is niet bereikbaar.' });
    const liveness = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(liveness.statusCode).toBe(200);
  });
});
