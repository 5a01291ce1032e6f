import { userDetailsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** `GET /api/users/{key}`: one user's record, as the edit form starts from it. */
export function getUser(key: string) {
  return apiJson(`/api/users/${encodePath(key)}`, userDetailsSchema);
}

export function userQueryOptions(key: string) {
  // Always fresh when the form opens: it edits a copy of what the server holds now.
  return queryOptions({ queryKey: usersQueryKeys.detail(key), queryFn: () => getUser(key), staleTime: 0 });
}

export function useUserQuery(key: string) {
  return useQuery(userQueryOptions(key));
}
