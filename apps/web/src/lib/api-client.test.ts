import { currentUserSchema } from '@afd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { demoUsers } from '@/testing/users';
import { apiDownload, apiFetch, apiJson, encodePath, fileNameFromDisposition } from './api-client';
import { ApiError } from './api-error';
import { setAccessTokenSource } from './auth/access-token';

describe('apiFetch', () => {
  it('sends the bearer token and no-cache headers when signed in', async () => {
    const server = new FetchStub().on('GET', '/api/users/me', demoUsers.validator);
    setAccessTokenSource(() => Promise.resolve('token-123'));
    await apiFetch('/api/users/me');
    const [request] = server.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
    expect(request?.headers.get('Pragma')).toBe('no-cache');
  });

  it('sends no Authorization header when nobody is signed in (anonymous register calls)', async () => {
    const server = new FetchStub().on('GET', '/api/PublishedSchemas', []);
    await apiFetch('/api/PublishedSchemas');
    const [request] = server.requests;
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('turns a problem+json answer into an ApiError with status, title, detail and field errors', async () => {
    new FetchStub().on('PATCH', '/api/users', () =>
      problem({ status: 422, title: 'Ongeldige invoer', detail: 'Controleer de velden.', errors: { surname: ['Achternaam is verplicht'] } }),
    );
    const error = await apiFetch('/api/users', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, title: 'Ongeldige invoer', detail: 'Controleer de velden.', fieldErrors: { surname: ['Achternaam is verplicht'] } });
  });

  it('falls back to the status text when the failure is not problem+json', async () => {
    new FetchStub().on('GET', '/api/x', () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, title: 'Bad Gateway', detail: undefined });
  });

  it('reports a request without an answer as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('sends JSON bodies as JSON and query parameters without empty values', async () => {
    const server = new FetchStub().on('POST', '/api/OrganisationSchemas/Certify', () => json(true));
    await apiFetch('/api/OrganisationSchemas/Certify', { method: 'POST', body: { a: 1 }, query: { name: 'x y', publish: false, tempFileId: undefined } });
    const [request] = server.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toBe('{"a":1}');
    expect(request?.url.search).toBe('?name=x+y&publish=false');
  });
});

describe('apiJson', () => {
  it('validates the answer against the contract schema', async () => {
    new FetchStub().on('GET', '/api/users/me', { email: 'no-oid@example.nl' });
    await expect(apiJson('/api/users/me', currentUserSchema)).rejects.toThrow();
  });
});

describe('apiDownload', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    new FetchStub().on(
      'GET',
      '/api/users/exportcsv',
      () => new Response('a;b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="users.csv"' } }),
    );
    const download = await apiDownload('/api/users/exportcsv');
    expect(download.fileName).toBe('users.csv');
    expect(await download.blob.text()).toBe('a;b');
  });
});

describe('helpers', () => {
  it('encodes each path segment', () => {
    expect(encodePath('Voorbeeld Verzekeringen', 'a/b')).toBe('Voorbeeld%20Verzekeringen/a%2Fb');
  });

  it('prefers the RFC 5987 file name', () => {
    expect(fileNameFromDisposition("attachment; filename=x.zip; filename*=UTF-8''Sch%C3%A9ma.zip")).toBe('Schéma.zip');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
