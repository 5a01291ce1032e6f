import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, userCompositionAuthorisations, users } from '../../db/schema/index.ts';

// The users module's queries. Rows stay inside the module; user-views.ts turns them into the
// wire's shapes.

type Queryable = Db | Tx;

/** A user record with the name of its organisation. */
export type UserRecord = typeof users.$inferSelect & { organisationName: string | null };

export interface OrganisationRef {
  id: string;
  name: string;
}

/** Dutch, case-insensitive order (spec 000 §9), as the screens sort organisation names. */
export const byDutchName = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' });

const userWithOrganisation = { user: users, organisationName: organisations.name };
const recordOf = (row: { user: typeof users.$inferSelect; organisationName: string | null }): UserRecord => ({
  ...row.user,
  organisationName: row.organisationName,
});

/** Every user, by e-mail address. */
export async function listUserRecords(db: Queryable): Promise<UserRecord[]> {
  const rows = await db
    .select(userWithOrganisation)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .orderBy(asc(sql`lower(${users.email})`));
  return rows.map(recordOf);
}

/**
 * The user with this identity-provider id (the spec's oid / objectId), or null. With
 * `forUpdate` the row stays locked until the transaction ends, so two administrators saving the
 * same user at once are applied one after the other.
 */
export async function findUserRecord(db: Queryable, subject: string, { forUpdate = false } = {}): Promise<UserRecord | null> {
  const query = db
    .select(userWithOrganisation)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.subject, subject));
  const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
  return row ? recordOf(row) : null;
}

/** Every organisation, in Dutch name order. */
export async function listOrganisations(db: Queryable): Promise<OrganisationRef[]> {
  const rows = await db.select({ id: organisations.id, name: organisations.name }).from(organisations);
  return rows.sort((a, b) => byDutchName(a.name, b.name));
}

/** The organisations this user's record authorises for online composition, in Dutch name order. */
export async function storedCompositionOrganisations(db: Queryable, userId: string): Promise<OrganisationRef[]> {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(userCompositionAuthorisations)
    .innerJoin(organisations, eq(organisations.id, userCompositionAuthorisations.organisationId))
    .where(eq(userCompositionAuthorisations.userId, userId));
  return rows.sort((a, b) => byDutchName(a.name, b.name));
}

/** The fields of a user record an administrator edits. */
export type EditableUserFields = Pick<
  typeof users.$inferInsert,
  | 'initials'
  | 'prefix'
  | 'surname'
  | 'telephoneNumber'
  | 'organisationId'
  | 'claimedOrganisation'
  | 'role'
  | 'actief'
  | 'koatActief'
  | 'isKoatGebruiker'
  | 'notifyOnDefinitionChanges'
  | 'notifyOnSchemaIssues'
  | 'isAfdDefinitionDownloader'
  | 'isAfsMappingServiceGebruiker'
>;

/** Writes the given fields of one user and stamps the change. */
export async function updateUserRecord(tx: Tx, userId: string, fields: Partial<EditableUserFields>): Promise<void> {
  await tx
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Replaces the user's online-composition authorisations by exactly these organisations. */
export async function replaceCompositionOrganisations(tx: Tx, userId: string, organisationIds: readonly string[]): Promise<void> {
  const keep = [...new Set(organisationIds)];
  await tx
    .delete(userCompositionAuthorisations)
    .where(
      keep.length > 0
        ? and(eq(userCompositionAuthorisations.userId, userId), notInArray(userCompositionAuthorisations.organisationId, keep))
        : eq(userCompositionAuthorisations.userId, userId),
    );
  if (keep.length === 0) return;
  await tx
    .insert(userCompositionAuthorisations)
    .values(keep.map((organisationId) => ({ userId, organisationId })))
    .onConflictDoNothing();
}

/** The ids of the named organisations (exact names, as `listOrganisations` spells them). */
export function organisationIdsOf(all: readonly OrganisationRef[], names: readonly string[]): string[] {
  const idByName = new Map(all.map((organisation) => [organisation.name, organisation.id]));
  return names.flatMap((name) => idByName.get(name) ?? []);
}

/** Every user's recorded online-composition organisations: user id -> organisation names. */
export async function storedCompositionOrganisationsByUser(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: userCompositionAuthorisations.userId, name: organisations.name })
    .from(userCompositionAuthorisations)
    .innerJoin(organisations, eq(organisations.id, userCompositionAuthorisations.organisationId));
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  for (const names of byUser.values()) names.sort(byDutchName);
  return byUser;
}
