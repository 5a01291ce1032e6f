import { matchPath } from 'react-router';
import { apiUrl, jsonAccept } from '@/lib/api-client';
import { storedAccessToken } from '@/lib/auth/stored-access-token';
import { startEarlyGet } from '@/lib/early-responses';
import { headersWithToken } from '@/lib/http-headers';
import { appRoutes, routeKeys, type RouteKey } from '@/lib/paths';
import { earlyCalls } from '../routes/prefetches';
import { preloadScreen } from '../routes/screens';

// The app's own start before its first data call: the main script, then GET /AuthenticationConfiguration,
// the sign-in client reading its stored session, the router, the guard's GET /api/users/me beside
// the screen's chunk and its prefetch — one after the other, about half a second on loopback before
// the page's data was even asked for (bench:definition-editor, issue 29). A visitor with a stored,
// valid session needs none of that to know what to ask: here, before React renders, the sign-in
// configuration, the guard's user record and the feature flags, the current route's screen chunk
// and its first GETs start at once. The app takes
// the answers when it gets there (lib/early-responses.ts); the server checks each call as always.

/** The pathname as the router matches it: each segment decoded, a slash inside one kept as %2F. */
const decodedPath = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');

function routeAt(pathname: string): { key: RouteKey; params: Record<string, string | undefined> } | null {
  const decoded = decodedPath(pathname);
  for (const key of routeKeys) {
    const match = matchPath(appRoutes[key].path, decoded);
    if (match) return { key, params: match.params };
  }
  return null;
}

export function startEarly(location: Pick<Location, 'pathname' | 'search'>, storage: Storage): void {
  // The sign-in answer in the URL (also a silent renew's frame): the client exchanges the code first.
  if (new URLSearchParams(location.search).has('code')) return;
  // Anonymous, what the sign-in client is set up with: every visitor's first call.
  startEarlyGet(apiUrl('/AuthenticationConfiguration'), headersWithToken(null, jsonAccept));
  const token = storedAccessToken(storage);
  if (token === null) return;
  const headers = headersWithToken(token, jsonAccept);
  startEarlyGet(apiUrl('/api/users/me'), headers);
  startEarlyGet(apiUrl('/api/featureflags/enabled'), headers);
  const route = routeAt(location.pathname);
  if (!route) return;
  // The data first: the screen's chunks are many small requests, and the browser queues what goes
  // beyond its six connections to the server in the order asked.
  for (const path of earlyCalls[route.key]?.(route.params) ?? []) startEarlyGet(apiUrl(path), headers);
  preloadScreen(route.key);
}
