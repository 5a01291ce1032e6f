import type { CurrentUser } from '@afd/contracts';

type NameParts = Pick<CurrentUser, 'initials' | 'prefix' | 'surname' | 'email' | 'organization'>;

const clean = (part: string | null | undefined) => (part ?? '').trim();

/**
 * How a user is named in the header (spec 000 §2): initials, prefix and family name, followed
 * by e-mail and organisation, e.g. 'J. van Dijk (j.vandijk@example.nl, Voorbeeld Verzekeringen)'.
 * Missing parts are left out; without any name part the e-mail leads.
 */
export function userDisplayName(user: NameParts): string {
  const name = [user.initials, user.prefix, user.surname].map(clean).filter(Boolean).join(' ');
  const details = [user.email, user.organization].map(clean).filter(Boolean);
  if (!name) return details.length > 1 ? `${details[0]} (${details.slice(1).join(', ')})` : (details[0] ?? '');
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}
