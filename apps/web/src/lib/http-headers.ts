import { getAccessToken } from './auth/access-token';

// The spec asks the client to send no-cache headers on every request to our own server (not to
// the identity provider, which oidc-client-ts talks to itself); browsers and proxies must not
// serve a stale list after a change.
const noCacheHeaders = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/**
 * Headers for a request to our API: no-cache always, the bearer token whenever someone is
 * signed in. Anonymous calls (the public register) simply go without it when nobody is.
 */
export async function apiHeaders(extra?: Record<string, string>): Promise<Record<string, string>> {
  return headersWithToken(await getAccessToken(), extra);
}

/** The same headers for a token at hand (a request started before sign-in is set up: lib/early-responses.ts). */
export function headersWithToken(token: string | null, extra?: Record<string, string>): Record<string, string> {
  return {
    ...noCacheHeaders,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}
