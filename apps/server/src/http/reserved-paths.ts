// Path spaces the server answers itself. Everything else belongs to the web app's client-side
// router. Routing is case-insensitive (the spec spells /api/Productdefinities two ways), so these
// checks are too.

const serverOwnedPrefixes = ['/api', '/oidc', '/healthz', '/readyz', '/authenticationconfiguration'];

/** Hashed build output of the web app (Vite's `assets/` folder): content-addressed, cacheable. */
export const hashedAssetsPrefix = '/assets/';

/** The path of a request URL, without its query string. */
export function pathnameOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** True for the API's own paths, where an unknown route is an API error, not a page. */
export function isApiPath(url: string): boolean {
  return startsWithSegment(pathnameOf(url), '/api');
}

/** True for paths the server answers (API, identity provider, probes), never the web app. */
export function isServerOwnedPath(url: string): boolean {
  const pathname = pathnameOf(url);
  return serverOwnedPrefixes.some((prefix) => startsWithSegment(pathname, prefix));
}

/** True for the web app's hashed static assets. */
export function isHashedAssetPath(url: string): boolean {
  return pathnameOf(url).toLowerCase().startsWith(hashedAssetsPrefix);
}
