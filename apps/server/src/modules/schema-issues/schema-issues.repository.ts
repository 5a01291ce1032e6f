import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { organisationSchemas, organisations, schemaIssueAttachments, schemaIssueComments, schemaIssues, users } from '../../db/schema/index.ts';

// Queries of the meldingen module. A melding refers to organisations by id, so a rename of an
// organisation keeps its meldingen; the names are joined in when read.

const receiver = alias(organisations, 'receiver');
const schemaOwner = alias(organisations, 'schema_owner');
const reporterOrganisation = alias(organisations, 'reporter_organisation');

export type SchemaIssueRow = typeof schemaIssues.$inferSelect & {
  receiverName: string;
  schemaOrganisationName: string;
  reporterOrganisationName: string | null;
};

const issueColumns = {
  issue: schemaIssues,
  receiverName: receiver.name,
  schemaOrganisationName: schemaOwner.name,
  reporterOrganisationName: reporterOrganisation.name,
};

async function selectIssues(db: Db | Tx, where: SQL | undefined): Promise<SchemaIssueRow[]> {
  const rows = await db
    .select(issueColumns)
    .from(schemaIssues)
    .innerJoin(receiver, eq(receiver.id, schemaIssues.receiverOrganisationId))
    .innerJoin(schemaOwner, eq(schemaOwner.id, schemaIssues.schemaOrganisationId))
    .leftJoin(reporterOrganisation, eq(reporterOrganisation.id, schemaIssues.reporterOrganisationId))
    .where(where)
    .orderBy(asc(schemaIssues.createdAt), asc(schemaIssues.id));
  return rows.map(({ issue, ...names }) => ({ ...issue, ...names }));
}

/** One melding with its organisations' names, or null. */
export async function findIssue(db: Db | Tx, id: number): Promise<SchemaIssueRow | null> {
  const [row] = await selectIssues(db, eq(schemaIssues.id, id));
  return row ?? null;
}

/** Locks the melding's row until the transaction ends: two handlers save one after the other. */
export async function lockIssue(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: schemaIssues.id }).from(schemaIssues).where(eq(schemaIssues.id, id)).for('update');
}

/** The meldingen addressed to this organisation, oldest first (served by schema_issues_receiver_idx). */
export async function listReceivedIssues(db: Db, organisationId: string): Promise<SchemaIssueRow[]> {
  return selectIssues(db, eq(schemaIssues.receiverOrganisationId, organisationId));
}

/** The meldingen this organisation's users sent, oldest first (served by schema_issues_reporter_org_idx). */
export async function listReportedIssues(db: Db, organisationId: string): Promise<SchemaIssueRow[]> {
  return selectIssues(db, eq(schemaIssues.reporterOrganisationId, organisationId));
}

export type NewSchemaIssueRow = typeof schemaIssues.$inferInsert;

export async function insertIssue(tx: Tx, values: NewSchemaIssueRow): Promise<number> {
  const [row] = await tx.insert(schemaIssues).values(values).returning({ id: schemaIssues.id });
  if (!row) throw new Error('schema issue insert returned no row');
  return row.id;
}

export interface IssueHandling {
  status: string;
  afdDefinitionSubStatus: number | null;
  documentationSubStatus: number | null;
  comments: string;
}

export async function updateIssueHandling(tx: Tx, id: number, handling: IssueHandling): Promise<void> {
  await tx
    .update(schemaIssues)
    .set({ ...handling, updatedAt: sql`now()` })
    .where(eq(schemaIssues.id, id));
}

/** The organisation's schema with this name (ignoring case), whatever its publication. */
export async function findOrganisationSchema(db: Db | Tx, organisationId: string, schemaName: string) {
  const [row] = await db
    .select({
      name: organisationSchemas.name,
      baselineSchemaId: organisationSchemas.baselineSchemaId,
      isPublished: organisationSchemas.isPublished,
      isDownloadable: organisationSchemas.isDownloadable,
      variantName: organisationSchemas.variantName,
    })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${schemaName})`));
  return row ?? null;
}

/** Users of the organisation who asked to hear of new meldingen; the caller keeps the active ones. */
export async function listMeldingenSubscribers(tx: Tx, organisationId: string) {
  return tx
    .select({ email: users.email, actief: users.actief, koatActief: users.koatActief })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.notifyOnSchemaIssues, true)))
    .orderBy(asc(users.email));
}

/** Attachment names per melding, in upload order. */
export async function attachmentNamesOf(db: Db | Tx, issueIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (issueIds.length === 0) return names;
  const rows = await db
    .select({ issueId: schemaIssueAttachments.issueId, fileName: schemaIssueAttachments.fileName })
    .from(schemaIssueAttachments)
    .where(inArray(schemaIssueAttachments.issueId, [...issueIds]))
    .orderBy(asc(schemaIssueAttachments.createdAt), asc(schemaIssueAttachments.fileName));
  for (const row of rows) names.set(row.issueId, [...(names.get(row.issueId) ?? []), row.fileName]);
  return names;
}

/** The attachment of this melding with this name (ignoring case, as the unique index does), or null. */
export async function findAttachment(db: Db | Tx, issueId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(schemaIssueAttachments)
    .where(and(eq(schemaIssueAttachments.issueId, issueId), sql`lower(${schemaIssueAttachments.fileName}) = lower(${fileName})`));
  return row ?? null;
}

export async function insertAttachment(tx: Tx, values: typeof schemaIssueAttachments.$inferInsert): Promise<void> {
  await tx.insert(schemaIssueAttachments).values(values);
}

export interface IssueComment {
  text: string;
  status: string;
  author: string;
  date: string;
}

/** The comment history per melding, newest first. */
export async function commentsOf(db: Db | Tx, issueIds: readonly number[]): Promise<Map<number, IssueComment[]>> {
  const history = new Map<number, IssueComment[]>();
  if (issueIds.length === 0) return history;
  const rows = await db
    .select()
    .from(schemaIssueComments)
    .where(inArray(schemaIssueComments.issueId, [...issueIds]))
    .orderBy(desc(schemaIssueComments.createdAt), desc(schemaIssueComments.id));
  for (const row of rows) {
    const comment = { text: row.text, status: row.status, author: row.authorName, date: row.createdAt.toISOString() };
    history.set(row.issueId, [...(history.get(row.issueId) ?? []), comment]);
  }
  return history;
}

export async function insertComment(tx: Tx, values: typeof schemaIssueComments.$inferInsert): Promise<void> {
  await tx.insert(schemaIssueComments).values(values);
}
