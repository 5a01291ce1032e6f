import { organisationNamesSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const authorizingOrganisationsQueryKey = apiQueryKey('Authorizations', 'afd-definition-download-authorizing-organizations');

/** `GET /api/Authorizations/afd-definition-download-authorizing-organizations`: organisations that restricted downloads. */
export function getAuthorizingOrganisations() {
  return apiJson('/api/Authorizations/afd-definition-download-authorizing-organizations', organisationNamesSchema);
}

export function useAuthorizingOrganisations() {
  return useQuery(queryOptions({ queryKey: authorizingOrganisationsQueryKey, queryFn: getAuthorizingOrganisations }));
}
