import { eq, sql } from 'drizzle-orm';
import type { Account, AccountClaims } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyAgainstDecoy, verifyPassword } from '../passwords.ts';

// The embedded provider's accounts are the portal's own user records (those with a password).
// The provider only proves who someone is; what they may do is decided by the API per request.

type UserRow = typeof users.$inferSelect;

/** Claims the provider may hand out (ID token, userinfo, access token); the spec's identity claims. */
export function claimsOf(user: UserRow): AccountClaims {
  const name = [user.initials, user.prefix, user.surname].filter(Boolean).join(' ');
  return {
    sub: user.subject,
    email: user.email,
    email_verified: true,
    family_name: user.surname ?? undefined,
    initials: user.initials ?? undefined,
    prefix: user.prefix ?? undefined,
    name: name || undefined,
  };
}

/**
 * The provider's `findAccount`: the account of a subject, or undefined when the user is gone or,
 * when a refresh token asks, has been deactivated (actief = false). The provider then refuses the
 * refresh, so a deactivated user's silent renew ends at once; a first sign-in of a user who is not
 * (yet) active still succeeds, so the web app can say 'Account niet actief'.
 */
export async function findAccount(db: Db, subject: string, token?: { kind?: string }): Promise<Account | undefined> {
  const [user] = await db.select().from(users).where(eq(users.subject, subject));
  if (!user) return undefined;
  if (token?.kind === 'RefreshToken' && user.actief === false) return undefined;
  return { accountId: user.subject, claims: () => claimsOf(user) };
}

/**
 * The subject of the account with this e-mail address and password, or null. An unknown
 * address costs as much time as a wrong password, so the answer time does not reveal accounts.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<string | null> {
  const [user] = await db
    .select({ subject: users.subject, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!user?.passwordHash) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(password, user.passwordHash)) ? user.subject : null;
}
