import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { storedAccessToken } from '@/lib/auth/stored-access-token';
import { forgetEarlyResponses } from '@/lib/early-responses';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { startEarly } from './start-early';

// A signed-in visitor's first calls start before sign-in and the router are set up (issue 29):
// with the stored session's token, the guard's user record and the route's first GET; the app's
// own call takes that answer instead of asking again. Nothing starts without a valid stored
// session, and a refused early answer is asked again as usual.

const now = 1_800_000_000;
const session = (expiresAt: number, token = 'token-1') => JSON.stringify({ access_token: token, expires_at: expiresAt, token_type: 'Bearer' });

function storageWith(entries: Record<string, string>): Storage {
  const storage = window.localStorage;
  storage.clear();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

const outlinePath = '/api/Productdefinities/DefinitionOutline/Polderzeker/Groot%20Product';
const location = { pathname: '/productdefinitie/Polderzeker/Bench-Definitiepagina-Groot/Groot%20Product', search: '' };

afterEach(() => {
  window.localStorage.clear();
  forgetEarlyResponses();
});

describe('the stored access token at start', () => {
  it('is the one stored session’s token while it is valid for more than a minute', () => {
    expect(storedAccessToken(storageWith({ 'oidc.user:https://idp:portal': session(now + 600) }), now)).toBe('token-1');
    expect(storedAccessToken(storageWith({ 'oidc.user:https://idp:portal': session(now + 30) }), now)).toBeNull();
    expect(storedAccessToken(storageWith({ 'oidc.user:https://idp:portal': session(now - 1) }), now)).toBeNull();
  });

  it('is none with no session, two sessions, or one that is not what the sign-in client writes', () => {
    expect(storedAccessToken(storageWith({ other: 'x' }), now)).toBeNull();
    expect(storedAccessToken(storageWith({ 'oidc.user:a:portal': session(now + 600), 'oidc.user:b:portal': session(now + 600, 'token-2') }), now)).toBeNull();
    expect(storedAccessToken(storageWith({ 'oidc.user:a:portal': '{not json' }), now)).toBeNull();
    expect(storedAccessToken(storageWith({ 'oidc.user:a:portal': JSON.stringify({ access_token: 'x' }) }), now)).toBeNull();
  });
});

describe('starting early', () => {
  it("starts the user record and the route's first GET with the stored token; the app's call takes that answer", async () => {
    const server = new FetchStub().on('GET', '/api/users/me', () => json({ email: 'v@demo.nl' })).on('GET', outlinePath, () => json({ entities: [] }));
    startEarly(location, storageWith({ 'oidc.user:https://idp:portal': session(Date.now() / 1000 + 600) }));
    expect(server.requests.map((request) => request.url.pathname)).toEqual(['/AuthenticationConfiguration', '/api/users/me', '/api/featureflags/enabled', outlinePath]);
    // The configuration goes anonymous, as the app asks it; the others with the stored token.
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer token-1', 'Bearer token-1', 'Bearer token-1']);

    const answer = await apiFetch(outlinePath);
    expect(await answer.json()).toEqual({ entities: [] });
    // Taken, not asked again; a second call goes out as usual.
    expect(server.requestsTo(outlinePath)).toHaveLength(1);
    await apiFetch(outlinePath);
    expect(server.requestsTo(outlinePath)).toHaveLength(2);
    await apiFetch('/api/users/me');
    expect(server.requestsTo('/api/users/me')).toHaveLength(1);
  });

  it('asks again when the early answer was refused', async () => {
    let refused = false;
    const server = new FetchStub().on('GET', '/api/users/me', () => {
      if (refused) return json({ email: 'v@demo.nl' });
      refused = true;
      return problem({ status: 401, title: 'Niet aangemeld' });
    });
    startEarly({ pathname: '/', search: '' }, storageWith({ 'oidc.user:https://idp:portal': session(Date.now() / 1000 + 600) }));
    expect(await (await apiFetch('/api/users/me')).json()).toEqual({ email: 'v@demo.nl' });
    expect(server.requestsTo('/api/users/me')).toHaveLength(2);
  });

  it('starts only the configuration without a valid stored session, and nothing while the sign-in answer is in the URL', async () => {
    const server = new FetchStub();
    startEarly({ ...location, search: '?code=abc&state=xyz' }, storageWith({ 'oidc.user:https://idp:portal': session(Date.now() / 1000 + 600) }));
    expect(server.requests).toEqual([]);
    startEarly(location, storageWith({}));
    expect(server.requests.map((request) => request.url.pathname)).toEqual(['/AuthenticationConfiguration']);
  });
});
