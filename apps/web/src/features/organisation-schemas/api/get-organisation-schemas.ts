import { organisationSchemaListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const organisationSchemasQueryKey = (organisation: string) => apiQueryKey('OrganisationSchemas', organisation);

/** `GET /api/OrganisationSchemas/{organisation}`: the organisation's schemas in table order. */
export function getOrganisationSchemas(organisation: string) {
  return apiJson(`/api/OrganisationSchemas/${encodePath(organisation)}`, organisationSchemaListSchema);
}

/** The schemas of the chosen organisation; nothing is fetched until one is chosen. */
export function useOrganisationSchemasQuery(organisation: string | null) {
  return useQuery(
    queryOptions({
      queryKey: organisationSchemasQueryKey(organisation ?? ''),
      queryFn: () => getOrganisationSchemas(organisation ?? ''),
      enabled: organisation !== null,
    }),
  );
}
