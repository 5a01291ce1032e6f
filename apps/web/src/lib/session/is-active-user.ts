import type { CurrentUser } from '@afd/contracts';

/** Whether the user may use the portal: active per the server's record (not 'niet-actief' or 'nieuw'). */
export function isActiveUser(user: Pick<CurrentUser, 'isActive' | 'status'>): boolean {
  return user.isActive && user.status === 'actief';
}
