import { userDetailsSchema, type UserUpdate } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** `PATCH /api/users`: saves the edited copy; the server answers the saved record. */
export function updateUser(update: UserUpdate) {
  return apiJson('/api/users', userDetailsSchema, { method: 'PATCH', body: update });
}

/** Saves a user and refreshes everything cached about users (list, record, authorisations, /me). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersQueryKeys.authorisations }),
      ]),
  });
}
