import { effectiveRoleFlags, userStatusOf } from '@afd/afd';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations, userCompositionAuthorisations, users } from '../db/schema/index.ts';
import { authTexts, forbidden } from './auth-problems.ts';
import type { IdentityProfile } from './identity-claims.ts';
import type { Principal } from './principal.ts';

/** The principal of the user with this identity-provider subject, or null when there is none. */
export async function loadPrincipal(db: Db, subject: string): Promise<Principal | null> {
  const [row] = await db
    .select({ user: users, organisationName: organisations.name })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.subject, subject));
  if (!row) return null;
  const { user } = row;
  const status = userStatusOf(user.actief, user.koatActief);
  const active = status === 'actief';
  const roles = effectiveRoleFlags(user.role, status);
  const compositionOrganisations = !active
    ? []
    : roles.isAdministrator
      ? // Administrators hold every organisation (spec 000 §4), also one added after their last edit.
        await db.select({ id: organisations.id, name: organisations.name }).from(organisations).orderBy(asc(organisations.name))
      : await db
          .select({ id: organisations.id, name: organisations.name })
          .from(userCompositionAuthorisations)
          .innerJoin(organisations, eq(organisations.id, userCompositionAuthorisations.organisationId))
          .where(eq(userCompositionAuthorisations.userId, user.id))
          .orderBy(asc(organisations.name));
  return {
    userId: user.id,
    subject: user.subject,
    email: user.email,
    initials: user.initials,
    prefix: user.prefix,
    surname: user.surname,
    organisationId: user.organisationId,
    organisationName: row.organisationName,
    status,
    role: user.role,
    roles,
    isAfdDefinitionDownloader: active && user.isAfdDefinitionDownloader,
    compositionOrganisations,
  };
}

/**
 * Records a first sign-in as a 'Nieuw' user: no role, actief and koatActief unset, so that an
 * administrator decides what the account may do. Race-safe: two first calls of one person at the
 * same moment both insert with `on conflict do nothing`, and both then read the one row.
 */
async function registerNewUser(db: Db, profile: IdentityProfile & { email: string }): Promise<void> {
  const organisation = profile.organisationName
    ? (
        await db
          .select({ id: organisations.id })
          .from(organisations)
          .where(sql`lower(${organisations.name}) = lower(${profile.organisationName})`)
      )[0]
    : undefined;
  await db
    .insert(users)
    .values({
      subject: profile.subject,
      email: profile.email,
      initials: profile.initials,
      prefix: profile.prefix,
      surname: profile.surname,
      organisationId: organisation?.id ?? null,
      // An organisation the provider names but the portal does not know: kept so that the
      // administrator who activates the account sees what was asked for.
      claimedOrganisation: organisation ? null : profile.organisationName,
      role: null,
      actief: null,
      koatActief: null,
    })
    .onConflictDoNothing();
}

/**
 * The principal of a verified identity; a first sign-in creates the user. Refuses (403) an
 * identity without an e-mail address, and one whose e-mail address already belongs to another
 * account: records are never linked by e-mail, since that would hand an existing account to
 * whoever an identity provider vouches for with the same address.
 */
export async function resolvePrincipal(db: Db, profile: IdentityProfile): Promise<Principal> {
  const existing = await loadPrincipal(db, profile.subject);
  if (existing) return existing;
  if (profile.email === null) throw forbidden(authTexts.emailMissing);
  await registerNewUser(db, { ...profile, email: profile.email });
  const created = await loadPrincipal(db, profile.subject);
  if (!created) throw forbidden(authTexts.emailInUse);
  return created;
}
