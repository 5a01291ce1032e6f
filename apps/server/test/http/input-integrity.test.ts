import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstUnstorableText } from '../../src/http/text-integrity.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// A NUL character reached PostgreSQL and came back as a 500 with a stack trace (on anonymous
// routes too); invalid UTF-8 and lone surrogates were stored as U+FFFD. One gate refuses them
// all with a Dutch 400 before any route runs, and nothing is written.

const detail = 'De invoer bevat een teken dat niet is toegestaan (een NUL-teken of een ongeldige tekencodering).';

describe.each(testEngines)('text the portal cannot store, on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const dimensionNames = async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/dimensions' });
    return JSON.stringify(response.json());
  };
  const postDimension = (payload: string | Buffer) =>
    matrix.as('administrator', { method: 'POST', url: '/api/dimensions', payload, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a path parameter of an anonymous route', '/api/PublishedSchemas/Polderzeker%00/1'],
    ['a query parameter', '/api/PublishedSchemas?organization=a%00b'],
    ['a path in lower case percent-encoding', '/api/publishedschemas/x%00'],
  ])('refuses a NUL character in %s with a Dutch 400 problem', async (_name, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 400, title: 'Ongeldige invoer', detail });
  });

  it('refuses a NUL character in a JSON field, naming the field, and stores nothing', async () => {
    const before = await dimensionNames();
    const response = await postDimension(JSON.stringify({ kind: 'messageType', name: 'Reis\u0000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail, errors: { name: ['Bevat een teken dat niet is toegestaan.'] } });
    expect(await dimensionNames()).toBe(before);
  });

  it('refuses a lone surrogate written as a JSON escape, and stores nothing', async () => {
    const before = await dimensionNames();
    const response = await postDimension('{"kind":"messageType","name":"Reis\\ud800"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: ['Bevat een teken dat niet is toegestaan.'] });
    expect(await dimensionNames()).toBe(before);
  });

  it('refuses a JSON body that is not valid UTF-8, instead of storing replacement characters', async () => {
    const before = await dimensionNames();
    const body = Buffer.concat([Buffer.from('{"kind":"messageType","name":"Reis'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const response = await postDimension(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
    expect(await dimensionNames()).toBe(before);
  });

  it('accepts characters outside the basic plane written as a surrogate pair', async () => {
    const response = await postDimension('{"kind":"messageType","name":"Reis \\ud83e\\uddf3"}');
    expect(response.statusCode).toBe(201);
    expect(await dimensionNames()).toContain('Reis 🧳');
  });

  it('still answers malformed JSON with the usual Dutch 400', async () => {
    const response = await postDimension('{"kind":');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('firstUnstorableText', () => {
  it('names the path of the first bad string or key', () => {
    expect(firstUnstorableText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(firstUnstorableText({ ['k\u0000']: 1 })).toBe('k?');
    expect(firstUnstorableText('\udc00')).toBe('');
    expect(firstUnstorableText({ a: 'goed 🧳', n: 3, z: null })).toBeNull();
  });
});
