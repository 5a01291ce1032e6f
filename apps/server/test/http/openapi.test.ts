import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testEngines } from '../helpers/test-database.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
}

describe.each(testEngines)('OpenAPI document on %s', (engine) => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is served at /api/docs/json and is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('AFD Portal API');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes the system calls with the security their access declares', () => {
    expect(document.paths['/api/AppSettings/AppInsights']?.get?.security).toEqual([]);
    expect(document.paths['/AuthenticationConfiguration']?.get?.security).toEqual([]);
    expect(document.paths['/api/featureflags/enabled']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/healthz']?.get?.tags).toEqual(['Systeem']);
  });

  it('leaves the docs and web app routes out of the document', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/api/docs') || path.includes('*'))).toEqual([]);
  });

  it('serves a browsable UI at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger');
  });
});
