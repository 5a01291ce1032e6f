import { userStatusOf, type UserStatus } from './roles.ts';

/** The two activity flags of a user record; both unset means the user is new. */
export interface UserActivity {
  actief: boolean | null;
  koatActief: boolean | null;
}

/** The user filter's choices, in the order the user list offers them (spec 000 §2 screen 10). */
export const userFilterChoices: readonly UserStatus[] = ['actief', 'niet-actief', 'nieuw'];

/**
 * The users the filter keeps (spec 000 §4): active means actief or koatActief true; not active
 * means both false; new means both unset. Order is kept.
 */
export function usersWithStatus<T extends UserActivity>(users: readonly T[], status: UserStatus): T[] {
  return users.filter((user) => userStatusOf(user.actief, user.koatActief) === status);
}
