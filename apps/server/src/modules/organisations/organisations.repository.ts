import { compareOrganisationNames } from '@afd/afd';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  definitions,
  downloadGrants,
  downloadRestrictions,
  organisations,
  organisationSchemas,
  schemaIssues,
  userCompositionAuthorisations,
  users,
} from '../../db/schema/index.ts';
import type { OrganisationRow } from '../../shared/organisation-lookup.ts';

// Queries of the organisations module. Lists come back in Dutch order ignoring case (spec 000 §9),
// sorted here rather than in SQL: the database's collation is not Dutch on every engine.

function inDutchOrder(rows: OrganisationRow[]): OrganisationRow[] {
  return rows.sort((a, b) => compareOrganisationNames(a.name, b.name));
}

const columns = { id: organisations.id, name: organisations.name };

/** Every organisation, in Dutch order. */
export async function listOrganisations(db: Db | Tx): Promise<OrganisationRow[]> {
  return inDutchOrder(await db.select(columns).from(organisations));
}

/** The organisations with at least one published schema (the register's organisations), in Dutch order. */
export async function listOrganisationsWithPublishedSchemas(db: Db): Promise<OrganisationRow[]> {
  const published = db
    .select({ one: sql`1` })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisations.id), eq(organisationSchemas.isPublished, true)));
  return inDutchOrder(await db.select(columns).from(organisations).where(exists(published)));
}

/**
 * Holds off every other write to the organisations until the transaction ends, so a list save
 * reads, checks and writes one consistent list. Readers are not blocked.
 */
export async function lockOrganisations(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${organisations} in share row exclusive mode`);
}

/** Makes sure an organisation with this name exists (the standards body's own); idempotent. */
export async function ensureOrganisation(db: Db, name: string): Promise<void> {
  await db.insert(organisations).values({ name }).onConflictDoNothing();
}

export async function insertOrganisation(tx: Tx, row: { id: string | undefined; name: string }): Promise<OrganisationRow> {
  const [inserted] = await tx
    .insert(organisations)
    .values(row.id === undefined ? { name: row.name } : { id: row.id, name: row.name })
    .returning(columns);
  if (!inserted) throw new Error(`Organisation ${row.name} not written`);
  return inserted;
}

export async function renameOrganisation(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(organisations).set({ name }).where(eq(organisations.id, id));
}

export async function deleteOrganisation(tx: Tx, id: string): Promise<void> {
  await tx.delete(organisations).where(eq(organisations.id, id));
}

/** Ids among these organisations that still have member users. */
export async function organisationsWithUsers(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: users.organisationId })
    .from(users)
    .where(inArray(users.organisationId, [...ids]));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/** Ids among these organisations that still own schemas. */
export async function organisationsWithSchemas(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: organisationSchemas.organisationId })
    .from(organisationSchemas)
    .where(inArray(organisationSchemas.organisationId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Organisations among `ids` that have AFD definitions (online composition). */
export async function organisationsWithDefinitions(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.selectDistinct({ id: definitions.organisationId }).from(definitions).where(inArray(definitions.organisationId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Organisations among `ids` that handle or own a melding (either side restricts its removal). */
export async function organisationsWithMeldingen(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ receiver: schemaIssues.receiverOrganisationId, owner: schemaIssues.schemaOrganisationId })
    .from(schemaIssues)
    .where(or(inArray(schemaIssues.receiverOrganisationId, [...ids]), inArray(schemaIssues.schemaOrganisationId, [...ids])));
  return new Set(rows.flatMap((row) => [row.receiver, row.owner]));
}

/**
 * What goes with an organisation when it is removed (the database cascades these links): the
 * users authorised to compose for it, and its download authorisations either way. The audit
 * entry of the removal keeps them.
 */
export async function detachedLinksOf(tx: Tx, id: string) {
  const compositionUserIds = await tx
    .select({ userId: userCompositionAuthorisations.userId })
    .from(userCompositionAuthorisations)
    .where(eq(userCompositionAuthorisations.organisationId, id));
  const restricted = await tx.select({ id: downloadRestrictions.organisationId }).from(downloadRestrictions).where(eq(downloadRestrictions.organisationId, id));
  const grantedTo = await tx
    .select({ name: organisations.name })
    .from(downloadGrants)
    .innerJoin(organisations, eq(organisations.id, downloadGrants.grantedOrganisationId))
    .where(eq(downloadGrants.organisationId, id));
  const grantedBy = await tx
    .select({ name: organisations.name })
    .from(downloadGrants)
    .innerJoin(organisations, eq(organisations.id, downloadGrants.organisationId))
    .where(eq(downloadGrants.grantedOrganisationId, id));
  return {
    compositionAuthorisedUserIds: compositionUserIds.map((row) => row.userId),
    downloadEnabledOrganisations: restricted.length > 0 ? grantedTo.map((row) => row.name) : null,
    downloadEnabledBy: grantedBy.map((row) => row.name),
  };
}
