/** The name parts of a user record. */
export interface UserNameParts {
  initials: string | null;
  prefix: string | null;
  surname: string | null;
}

/** 'J.P. van Dijk': initials, prefix and surname, leaving out missing parts. */
export function userFullName(user: UserNameParts): string {
  return [user.initials, user.prefix, user.surname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
