/** Role codes of a user record (spec 000 §4): B = beheerder, C = certificeerder, V = valideerder. */
export type RoleCode = 'B' | 'C' | 'V';

export interface RoleFlags {
  isAdministrator: boolean;
  isCertifier: boolean;
  isValidator: boolean;
}

const NO_ROLES: RoleFlags = { isAdministrator: false, isCertifier: false, isValidator: false };

/** Maps a role code onto flags: B includes C, C includes V. */
export function roleFlagsOf(role: RoleCode | null | undefined): RoleFlags {
  switch (role) {
    case 'B':
      return { isAdministrator: true, isCertifier: true, isValidator: true };
    case 'C':
      return { isAdministrator: false, isCertifier: true, isValidator: true };
    case 'V':
      return { isAdministrator: false, isCertifier: false, isValidator: true };
    default:
      return NO_ROLES;
  }
}

/** The most senior role code whose flags the given flags include, or null. */
export function roleCodeOf(flags: RoleFlags): RoleCode | null {
  if (flags.isAdministrator) return 'B';
  if (flags.isCertifier) return 'C';
  if (flags.isValidator) return 'V';
  return null;
}

/** Activity of a user record (spec 000 §4 user filter). */
export type UserStatus = 'actief' | 'niet-actief' | 'nieuw';

/**
 * Active means actief or koatActief true; not active means both false; new means both unset.
 * A record with one flag false and the other unset counts as not active.
 */
export function userStatusOf(actief: boolean | null, koatActief: boolean | null): UserStatus {
  if (actief === true || koatActief === true) return 'actief';
  if (actief === null && koatActief === null) return 'nieuw';
  return 'niet-actief';
}

/** Role flags that count: a role counts only for an active user (spec 000 §6). */
export function effectiveRoleFlags(role: RoleCode | null, status: UserStatus): RoleFlags {
  return status === 'actief' ? roleFlagsOf(role) : NO_ROLES;
}
