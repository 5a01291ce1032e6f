// One style for every query key in the app: the API path the data comes from, as its segments in
// the spec's spelling, then the query-string parameters as one object, as the URL has them:
// ['Organisation'], ['OrganisationSchemas', organisation], ['users', { status: 'Actief' }].
// Invalidating a prefix refreshes everything below it, and a key tells at a glance which call it
// caches. Every key is made here (apiQueryKey) or next to its call, never written out elsewhere.

/** A call's query-string parameters, the last element of its key. */
export type QueryParameters = Readonly<Record<string, string | number | boolean | null>>;

type KeyPart = string | number | boolean | null | QueryParameters;

/** The key of a call's answer: its API path segments (without '/api'), then its parameters. */
export function apiQueryKey<const T extends readonly KeyPart[]>(...segments: T): T {
  return segments;
}
