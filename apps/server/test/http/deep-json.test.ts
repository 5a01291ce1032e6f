import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../../src/http/json-depth.ts';
import { reachableUrl, useMatrixApp } from '../helpers/matrix-app.ts';
import { testEngines } from '../helpers/test-database.ts';

// JSON nested 10,000 to 100,000 levels deep answered 500 on the definition save, the facets
// validator, the business rules and older JSON routes: the walkers after JSON.parse ran out of
// stack. The JSON body parser now measures the nesting before it parses (issue 28): too deep is a
// Dutch 400 on every route, whatever the route would have done with the body.

const tooDeep = { status: 400, title: 'Ongeldige invoer', detail: `De invoer is te diep genest (meer dan ${maxJsonDepth} niveaus).` };
const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const deepObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

describe.each(testEngines)('deeply nested JSON, on %s', (engine) => {
  const world = useMatrixApp(engine);

  it('is refused with the Dutch 400 on every POST, PUT and PATCH route a caller gets past access on, and never answers 5xx', async () => {
    const body = nested(100_000);
    const routes = world.testApp.app.declaredRoutes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(routes.length).toBeGreaterThan(50);
    const refusedByParser: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      // The administrator passes most routes; the certifier those for certifiers only.
      for (const actor of ['administrator', 'certifier'] as const) {
        const response = await world.matrix.as(actor, {
          method: route.method as HTTPMethods,
          url: reachableUrl(route.url),
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${name} as ${actor}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        // Refused before the body (access, or a scope on what the path names: 404).
        if ([401, 403, 404].includes(response.statusCode)) continue;
        // Past access, on a route of the portal's own (the embedded OpenID provider reads its own bodies).
        if (!route.url.startsWith('/oidc')) {
          expect(response.statusCode, `${name} as ${actor}: ${response.body.slice(0, 300)}`).toBe(400);
          expect(response.json(), name).toMatchObject(tooDeep);
          refusedByParser.push(name);
        }
        break;
      }
    }
    // The routes of the issue are among them.
    expect(refusedByParser).toEqual(
      expect.arrayContaining([
        'PUT /api/Productdefinities/:organisation/:name/:userDisplayName/:dateTime',
        'POST /api/FacetsValidator',
        'POST /api/dimensions',
      ]),
    );
  });

  it.each([
    ['arrays', nested(10_000)],
    ['objects', deepObject(10_000)],
    ['arrays and objects after a string full of brackets', `{"a":"${'['.repeat(10_000)}","b":${nested(10_000)}}`],
  ])('refuses %s 10,000 deep on the definition save and the facets validator', async (_name, body) => {
    for (const url of ['/api/FacetsValidator', '/api/Productdefinities/Eigen-Verzekeraar/Product/x/y']) {
      const response = await world.matrix.as('administrator', { method: url.startsWith('/api/Facets') ? 'POST' : 'PUT', url, payload: body, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(tooDeep);
    }
  });

  it(`still parses a body ${maxJsonDepth} levels deep, and brackets inside strings do not count`, async () => {
    for (const body of [nested(maxJsonDepth), deepObject(maxJsonDepth), JSON.stringify({ kind: 'messageType', name: `${'['.repeat(600)}\\"${'{'.repeat(600)}` })]) {
      const response = await world.matrix.as('administrator', { method: 'POST', url: '/api/dimensions', payload: body, headers: { 'content-type': 'application/json' } });
      // Parsed, then refused by the route's schema (or taken): not the depth refusal.
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ detail?: string }>().detail ?? '').not.toBe(tooDeep.detail);
    }
    const over = await world.matrix.as('administrator', { method: 'POST', url: '/api/dimensions', payload: nested(maxJsonDepth + 1), headers: { 'content-type': 'application/json' } });
    expect(over.json()).toMatchObject(tooDeep);
  });

  it('a multipart text field sent as deep JSON is a 400, not a 500', async () => {
    const boundary = '----diep';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="organization"\r\nContent-Type: application/json\r\n\r\n${nested(100_000)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`,
    );
    const response = await world.matrix.as('administrator', { method: 'POST', url: '/api/SchemaIssues/Attachment', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(response.statusCode, response.body).toBe(400);
  });
});
