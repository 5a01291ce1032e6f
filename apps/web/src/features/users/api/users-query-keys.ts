import type { UserStatus } from '@afd/contracts';

// Query keys of the users feature, all under 'users' so that one invalidation after a save
// refreshes the list, the edited user, their authorisations and (when editing oneself) /me.
export const usersQueryKeys = {
  all: ['users'] as const,
  list: (status: UserStatus) => ['users', 'list', status] as const,
  detail: (key: string) => ['users', 'detail', key] as const,
  aosOrganisations: (oid: string) => ['users', 'aos-organisations', oid] as const,
};
