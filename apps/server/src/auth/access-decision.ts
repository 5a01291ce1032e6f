import type { Access, RoleName } from './access.ts';
import type { Principal } from './principal.ts';

/** Why a call is refused; the auth plugin turns this into a 401 or 403 problem. */
export type AccessRefusal = 'not-signed-in' | 'account-not-active' | 'role-missing';

const roleFlag: Record<RoleName, keyof Principal['roles']> = {
  administrator: 'isAdministrator',
  certifier: 'isCertifier',
  validator: 'isValidator',
};

/**
 * Decides whether a caller may call a route with the given declaration; null means allowed.
 * Roles count only for an active user: the principal's effective flags are already all false
 * for an inactive or new account, and activity is checked first for a clear answer.
 */
export function refusalOf(access: Access, principal: Principal | null): AccessRefusal | null {
  if (access === 'public') return null;
  if (principal === null) return 'not-signed-in';
  if (access === 'signed-in') return null;
  if (principal.status !== 'actief') return 'account-not-active';
  if (access === 'active') return null;
  return access.anyRole.some((role) => principal.roles[roleFlag[role]]) ? null : 'role-missing';
}
