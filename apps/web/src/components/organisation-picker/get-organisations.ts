import { organisationListSchema, type Organisation } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** The organisation list with its version (the ETag a save sends back as If-Match, ADR 0007). */
export interface VersionedOrganisations {
  organisations: Organisation[];
  version: string | null;
}

export const organisationsQueryKey = ['organisations'] as const;

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
