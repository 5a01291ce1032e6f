// One style for every query key in the app: the API path the data comes from, as its segments in
// the spec's spelling, then the parameters: ['Organisation'], ['users', 'list', 'actief'],
// ['OrganisationSchemas', organisation]. Invalidating a prefix refreshes everything below it, and
// a key tells at a glance which call it caches.

/** The key of a call's answer: its API path segments (without '/api'), then its parameters. */
export function apiQueryKey<const T extends readonly (string | number | boolean | null)[]>(...segments: T): T {
  return segments;
}
