import { userListItemSchema, type UserStatus } from '@afd/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** `GET /api/users?status=`: the users with this status (Actief, Niet actief, Nieuw). */
export function getUsers(status: UserStatus) {
  return apiJson('/api/users', z.array(userListItemSchema), { query: { status } });
}

export function usersQueryOptions(status: UserStatus) {
  return queryOptions({ queryKey: usersQueryKeys.list(status), queryFn: () => getUsers(status) });
}

/** The users with this status; the previous filter's rows stay shown while the next load. */
export function useUsersQuery(status: UserStatus) {
  return useQuery({ ...usersQueryOptions(status), placeholderData: keepPreviousData });
}
