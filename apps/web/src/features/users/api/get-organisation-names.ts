import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

// Only the names: the user form picks an organisation by name, as the user record carries it.
const organisationNamesSchema = z.array(z.object({ name: z.string() })).transform((organisations) => organisations.map(({ name }) => name));

/** `GET /api/Organisation`: the names of the known organisations, in the server's (Dutch) order. */
export function getOrganisationNames() {
  return apiJson('/api/Organisation', organisationNamesSchema);
}

export function organisationNamesQueryOptions() {
  return queryOptions({ queryKey: usersQueryKeys.organisationNames, queryFn: getOrganisationNames });
}

export function useOrganisationNamesQuery() {
  return useQuery(organisationNamesQueryOptions());
}
