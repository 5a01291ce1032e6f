import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpProblem } from '../../src/http/http-problem.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testEngines } from '../helpers/test-database.ts';

const secret = 'geheime interne melding uit de database-driver';

/** Routes that fail on purpose, registered only in this suite. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/organisations',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ name: z.string().min(3), address: z.object({ city: z.string() }) }),
        querystring: z.object({ publish: z.enum(['true', 'false']).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error(secret);
  });
  app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
    throw new HttpProblem(409, 'Naam bestaat al', 'Er is al een dimensie met deze naam', { name: ['Kies een andere naam'] });
  });
};

function expectProblem(response: { headers: Record<string, unknown>; json(): unknown }, status: number) {
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', status });
  expect(typeof body.title).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|stack/);
  return body;
}

describe.each(testEngines)('errors as problem+json on %s', (engine) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp({
      engine,
      env: { UPLOAD_MAX_BYTES: '1024' },
      beforeReady: (instance) => instance.register(failingRoutes),
    });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers invalid input with 400, a Dutch detail and the messages per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/organisations',
      payload: { name: 'ab', address: {} },
    });
    expect(response.statusCode).toBe(400);
    const body = expectProblem(response, 400);
    expect(body.detail).toBe('De invoer is ongeldig.');
    expect(Object.keys(body.errors as object).sort()).toEqual(['address.city', 'name']);
    expect((body.errors as Record<string, string[]>).name?.[0]).toMatch(/te kort/i);
  });

  it('answers an invalid query parameter with 400 naming the parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/organisations?publish=misschien',
      payload: { name: 'abc', address: { city: 'Utrecht' } },
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response, 400).errors).toHaveProperty('publish');
  });

  it('answers malformed JSON with a Dutch 400 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/organisations',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response, 400).title).toBe('Ongeldige aanvraag');
  });

  it('answers an unknown API route with a Dutch 404 problem, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/bestaat-niet?x=1' });
      expect(response.statusCode).toBe(404);
      const body = expectProblem(response, 404);
      expect(body.title).toBe('Onbekende API-route.');
      expect(body.detail).toBe(`Er bestaat geen API-route ${method} /api/bestaat-niet.`);
    }
  });

  it('answers a body over the configured limit with a Dutch 413 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/organisations',
      payload: { name: 'x'.repeat(2000), address: { city: 'Utrecht' } },
    });
    expect(response.statusCode).toBe(413);
    const body = expectProblem(response, 413);
    expect(body.title).toBe('Aanvraag te groot');
    expect(body.detail).toMatch(/groter dan de toegestane/);
  });

  it('answers an unsupported content type with a Dutch 415 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/organisations',
      headers: { 'content-type': 'application/x-onbekend' },
      payload: 'name=abc',
    });
    expect(response.statusCode).toBe(415);
    expect(expectProblem(response, 415).title).toBe('Type inhoud niet ondersteund');
  });

  it('answers a thrown HttpProblem exactly as given', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Naam bestaat al',
      status: 409,
      detail: 'Er is al een dimensie met deze naam',
      errors: { name: ['Kies een andere naam'] },
    });
  });

  it('answers an unexpected error with a generic Dutch 500, never its message or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = expectProblem(response, 500);
    expect(body.detail).toBe('Er is een onverwachte fout opgetreden.');
    expect(response.body).not.toContain(secret);
  });
});
