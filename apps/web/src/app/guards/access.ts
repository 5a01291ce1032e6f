import type { CurrentUser } from '@afd/contracts';
import type { Access } from '@/lib/paths';

export type AccessDecision = 'allowed' | 'sign-in' | 'forbidden';

/**
 * Whether a visitor may open a route: public routes always; others need a session, and role
 * routes one of the listed role flags. The server's flags are already false for inactive users.
 */
export function decideAccess(access: Access, user: CurrentUser | null): AccessDecision {
  if (access.kind === 'public') return 'allowed';
  if (!user) return 'sign-in';
  if (access.kind === 'signed-in') return 'allowed';
  return access.anyOf.some((flag) => user[flag]) ? 'allowed' : 'forbidden';
}
