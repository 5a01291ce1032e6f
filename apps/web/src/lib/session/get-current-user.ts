import { currentUserSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { apiJson } from '../api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/** `GET /api/users/me`: the server's record of the signed-in user decides roles and activity. */
export function getCurrentUser() {
  return apiJson('/api/users/me', currentUserSchema);
}

/** Keyed by the identity's subject so a different sign-in never sees the previous user's record. */
export function currentUserQueryOptions(subject: string) {
  return queryOptions({
    queryKey: apiQueryKey('users', 'me', subject),
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
  });
}

/** The current user's record; idle while nobody is signed in. */
export function useCurrentUserQuery() {
  const auth = useAuth();
  const subject = auth.user?.profile.sub ?? '';
  return useQuery({ ...currentUserQueryOptions(subject), enabled: auth.isAuthenticated });
}
