import { userStatusOf, type RoleCode } from './roles.ts';
import type { UserActivity } from './user-filter.ts';

/** Why an administrator may not save this edit of their own record, per field. */
export interface SelfEditRefusals {
  role?: string;
  actief?: string;
}

export const selfEditTexts = {
  ownAdministratorRole: 'U kunt uw eigen beheerdersrol niet intrekken; laat dit een andere beheerder doen.',
  ownActivity: 'U kunt uw eigen account niet deactiveren; laat dit een andere beheerder doen.',
} as const;

/**
 * An administrator editing their own record may neither give up the administrator role nor
 * make their account inactive: the change counts at their next call, so it would lock them
 * out of this very screen halfway, and it could leave the portal without any administrator.
 * Another administrator can still do it. Returns no refusals for an edit of someone else.
 */
export function selfEditRefusals(isOwnRecord: boolean, next: UserActivity & { role: RoleCode }): SelfEditRefusals {
  if (!isOwnRecord) return {};
  const refusals: SelfEditRefusals = {};
  if (next.role !== 'B') refusals.role = selfEditTexts.ownAdministratorRole;
  if (userStatusOf(next.actief, next.koatActief) !== 'actief') refusals.actief = selfEditTexts.ownActivity;
  return refusals;
}
