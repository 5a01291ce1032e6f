import { aosOrganisationsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** `GET /api/Authorizations/user/{oid}/aos-organisations`: whom the user may compose AFD definitions for. */
export function getAosOrganisations(oid: string) {
  return apiJson(`/api/Authorizations/user/${encodePath(oid)}/aos-organisations`, aosOrganisationsSchema);
}

export function aosOrganisationsQueryOptions(oid: string) {
  return queryOptions({ queryKey: usersQueryKeys.aosOrganisations(oid), queryFn: () => getAosOrganisations(oid), staleTime: 0 });
}

export function useAosOrganisationsQuery(oid: string) {
  return useQuery(aosOrganisationsQueryOptions(oid));
}
