import { and, count, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blobs, certificates, organisationSchemas, schemaDownloads, schemaIssues } from '../../db/schema/index.ts';
import { blobReferences } from '../../jobs/purge-uploaded-schemas.ts';
import { baselineKeyNames } from '../../shared/baseline-keys.ts';
import { certificateReasons, withdrawCertificate } from '../../shared/certification/certificate-record.ts';
import { deleteVersionsOf, markCurrentVersionPublished, renameVersions } from '../../shared/certification/schema-version-record.ts';

// Queries of 'Beheer schema's'. A schema is found by organisation id and name, ignoring case, as
// the unique index organisation_schemas_org_name_lower_key compares names.

const named = (organisationId: string, name: string) =>
  and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${name})`);

/** The schema's own columns that the management list shows; a single schema's read adds its files and variant. */
const listedColumns = {
  id: organisationSchemas.id,
  name: organisationSchemas.name,
  isPublished: organisationSchemas.isPublished,
  isDownloadable: organisationSchemas.isDownloadable,
  isOpenApiDescription: organisationSchemas.isOpenApiDescription,
  publishDate: organisationSchemas.publishDate,
  version: organisationSchemas.version,
};

/** An organisation's schemas with the names of their baseline key (a schema without a baseline has none) and their valid certificate's kenmerk. */
export async function listSchemasOf(db: Db, organisationId: string) {
  return db
    .select({
      ...listedColumns,
      origin: organisationSchemas.origin,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
      kenmerk: certificates.kenmerk,
    })
    .from(organisationSchemas)
    .leftJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, organisationSchemas.baselineSchemaId))
    // At most one valid certificate per schema: a new certification replaces the previous one.
    .leftJoin(certificates, and(eq(certificates.organisationSchemaId, organisationSchemas.id), eq(certificates.status, 'geldig')))
    .where(eq(organisationSchemas.organisationId, organisationId));
}
export type SchemaListRow = Awaited<ReturnType<typeof listSchemasOf>>[number];

const schemaColumns = {
  ...listedColumns,
  contentBlobId: organisationSchemas.contentBlobId,
  enrichedBlobId: organisationSchemas.enrichedBlobId,
  variantName: organisationSchemas.variantName,
  variantVersion: organisationSchemas.variantVersion,
};

/** The organisation's schema of this name (any case), or null. */
export async function findSchema(db: Db | Tx, organisationId: string, name: string) {
  const [row] = await db.select(schemaColumns).from(organisationSchemas).where(named(organisationId, name));
  return row ?? null;
}
export type SchemaRow = NonNullable<Awaited<ReturnType<typeof findSchema>>>;

/** The same, locked until the transaction ends: two switches of one schema run one after the other. */
export async function lockSchema(tx: Tx, organisationId: string, name: string): Promise<SchemaRow | null> {
  const [row] = await tx.select(schemaColumns).from(organisationSchemas).where(named(organisationId, name)).for('update');
  return row ?? null;
}

/** Whether another schema of the organisation already carries this name (any case). */
export async function otherSchemaNamed(tx: Tx, organisationId: string, name: string, exceptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: organisationSchemas.id })
    .from(organisationSchemas)
    .where(and(named(organisationId, name), sql`${organisationSchemas.id} <> ${exceptId}`));
  return row !== undefined;
}

export async function updatePublication(tx: Tx, id: string, state: { isPublished: boolean; isDownloadable: boolean; publishDate: Date | null }): Promise<void> {
  await tx.update(organisationSchemas).set(state).where(eq(organisationSchemas.id, id));
  // Its version history (issue 32): the current version is now a published one.
  if (state.isPublished) await markCurrentVersionPublished(tx, id, state.publishDate ?? new Date());
}

export async function renameSchema(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(organisationSchemas).set({ name }).where(eq(organisationSchemas.id, id));
  await renameVersions(tx, id, name);
}

/**
 * Deletes the schema and those of its files that nothing else refers to. The download log keeps
 * its rows (its foreign key sets null; they carry the name); meldingen refer to schemas by name.
 */
export async function deleteSchema(tx: Tx, schema: SchemaRow): Promise<void> {
  // Its certificate stays readable, withdrawn, in this transaction (issue 18).
  await withdrawCertificate(tx, schema.id, certificateReasons.deleted, new Date());
  // Its recorded versions go with it, and their files when nothing else refers to them (issue 32).
  const versionFileIds = await deleteVersionsOf(tx, schema.id);
  await tx.delete(organisationSchemas).where(eq(organisationSchemas.id, schema.id));
  const fileIds = [...new Set([schema.contentBlobId, schema.enrichedBlobId, ...versionFileIds])].filter((id): id is string => id !== null);
  if (fileIds.length === 0) return;
  const unreferenced = blobReferences.map(({ table, column }) => notExists(tx.select({ one: sql`1` }).from(table).where(eq(column, blobs.id))));
  await tx.delete(blobs).where(and(inArray(blobs.id, fileIds), ...unreferenced));
}

/** Meldingen about the organisation's schema of this name, open and closed. */
export async function countIssuesAbout(db: Db, organisationId: string, name: string, openStatuses: readonly string[]) {
  const about = and(eq(schemaIssues.schemaOrganisationId, organisationId), sql`lower(${schemaIssues.schemaName}) = lower(${name})`);
  const [open] = await db.select({ n: count() }).from(schemaIssues).where(and(about, inArray(schemaIssues.status, [...openStatuses])));
  const [closed] = await db.select({ n: count() }).from(schemaIssues).where(and(about, notInArray(schemaIssues.status, [...openStatuses])));
  return { open: open?.n ?? 0, closed: closed?.n ?? 0 };
}

/** How often the schema was downloaded (the download log, both via the register and via management). */
export async function countDownloadsOf(db: Db, schemaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schemaDownloads).where(eq(schemaDownloads.organisationSchemaId, schemaId));
  return row?.n ?? 0;
}
