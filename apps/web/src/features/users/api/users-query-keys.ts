import type { UserStatus } from '@afd/contracts';
import { apiQueryKey } from '@/lib/api/query-keys';

/**
 * Query keys of the users feature, by API path (lib/api/query-keys.ts). A saved user changes what
 * everything under 'users' answers (the lists, the record, /me) and their authorisations.
 */
export const usersQueryKeys = {
  all: apiQueryKey('users'),
  /** `GET /api/users?status=` */
  list: (status: UserStatus) => apiQueryKey('users', { status }),
  /** `GET /api/users/{key}` */
  detail: (key: string) => apiQueryKey('users', key),
  /** Every user's authorisations, `GET /api/Authorizations/user/{oid}/…` */
  authorisations: apiQueryKey('Authorizations', 'user'),
  /** `GET /api/Authorizations/user/{oid}/aos-organisations` */
  aosOrganisations: (oid: string) => apiQueryKey('Authorizations', 'user', oid, 'aos-organisations'),
};
