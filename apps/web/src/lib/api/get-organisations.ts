import { organisationListSchema, type Organisation } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { apiQueryKey } from './query-keys';

// `GET /api/Organisation`, used by several screens: the organisation picker, the organisations
// list, schema management, download authorisations, manual certification and the user form.

/** The organisation list with its version (the ETag a save sends back as If-Match, ADR 0007). */
export interface VersionedOrganisations {
  organisations: Organisation[];
  version: string | null;
}

export const organisationsQueryKey = apiQueryKey('Organisation');

/** `GET /api/Organisation`: every organisation, with the list's version. */
export async function getOrganisations(): Promise<VersionedOrganisations> {
  const response = await apiFetch('/api/Organisation');
  return { organisations: organisationListSchema.parse(await response.json()), version: response.headers.get('etag') };
}

export function organisationsQueryOptions() {
  return queryOptions({ queryKey: organisationsQueryKey, queryFn: getOrganisations });
}

/** Every organisation; screens report a failure with 'Ophalen van organisaties is mislukt'. */
export function useOrganisationsQuery() {
  return useQuery(organisationsQueryOptions());
}

/** Only the names, in the server's (Dutch) order: forms pick an organisation by name. */
export function useOrganisationNamesQuery() {
  return useQuery({ ...organisationsQueryOptions(), select: ({ organisations }) => organisations.map(({ name }) => name) });
}
