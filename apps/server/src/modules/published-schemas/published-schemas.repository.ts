import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { baselineSchemas, dimensions, downloadGrants, downloadRestrictions, organisations, organisationSchemas } from '../../db/schema.ts';

// Reads of the public register. The published rows come from organisation_schemas alone, in the
// order of the partial index organisation_schemas_register_idx (organisation, baseline, name,
// where is_published), so PostgreSQL answers them from that index; the names of organisations and
// baselines are few and read separately, instead of joining them into the register's scan.

export interface PublishedRow {
  id: string;
  organisationId: string;
  baselineSchemaId: string;
  name: string;
  isDownloadable: boolean;
  isOpenApiDescription: boolean;
  version: number;
  publishDate: Date | null;
  tag: string | null;
}

const publishedColumns = {
  id: organisationSchemas.id,
  organisationId: organisationSchemas.organisationId,
  baselineSchemaId: organisationSchemas.baselineSchemaId,
  name: organisationSchemas.name,
  isDownloadable: organisationSchemas.isDownloadable,
  isOpenApiDescription: organisationSchemas.isOpenApiDescription,
  version: organisationSchemas.version,
  publishDate: organisationSchemas.publishDate,
  tag: organisationSchemas.tag,
};

/** The register query: published rows (of one organisation and baseline, when given) in index order. */
export function publishedRowsQuery(db: Db | Tx, column?: { organisationId: string; baselineSchemaId: string }) {
  // `is_published` alone (not `= true`) is the index's own predicate, so the planner can match it.
  const conditions: SQL[] = [sql`${organisationSchemas.isPublished}`];
  if (column) conditions.push(eq(organisationSchemas.organisationId, column.organisationId), eq(organisationSchemas.baselineSchemaId, column.baselineSchemaId));
  return db
    .select(publishedColumns)
    .from(organisationSchemas)
    .where(and(...conditions))
    .orderBy(asc(organisationSchemas.organisationId), asc(organisationSchemas.baselineSchemaId), asc(organisationSchemas.name));
}

/** Published rows with a baseline (a schema without one has no place in the register). */
export async function readPublishedRows(db: Db | Tx, column?: { organisationId: string; baselineSchemaId: string }): Promise<PublishedRow[]> {
  const rows = await publishedRowsQuery(db, column);
  return rows.flatMap((row) => (row.baselineSchemaId === null ? [] : [{ ...row, baselineSchemaId: row.baselineSchemaId }]));
}

const community = alias(dimensions, 'community');
const messageType = alias(dimensions, 'message_type');
const domain = alias(dimensions, 'domain');

export interface BaselineNames {
  id: string;
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

/** Every baseline's key names by id (a few dozen rows). */
export async function readBaselineNames(db: Db | Tx): Promise<Map<string, BaselineNames>> {
  const rows = await db
    .select({ id: baselineSchemas.id, certificationArea: community.name, messageType: messageType.name, applicationArea: domain.name })
    .from(baselineSchemas)
    .innerJoin(community, eq(community.id, baselineSchemas.certificationAreaId))
    .innerJoin(messageType, eq(messageType.id, baselineSchemas.messageTypeId))
    .innerJoin(domain, eq(domain.id, baselineSchemas.applicationAreaId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every organisation's name by id. */
export async function readOrganisationNames(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db.select({ id: organisations.id, name: organisations.name }).from(organisations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Every organisation's stored download choice: owner id -> names of the organisations it allowed.
 * An owner missing from the map never restricted downloads.
 */
export async function readAllDownloadChoices(db: Db | Tx): Promise<Map<string, string[]>> {
  const [restrictions, grants] = await Promise.all([
    db.select({ organisationId: downloadRestrictions.organisationId }).from(downloadRestrictions),
    db
      .select({ organisationId: downloadGrants.organisationId, name: organisations.name })
      .from(downloadGrants)
      .innerJoin(organisations, eq(organisations.id, downloadGrants.grantedOrganisationId)),
  ]);
  const choices = new Map<string, string[]>(restrictions.map((row) => [row.organisationId, []]));
  for (const grant of grants) choices.get(grant.organisationId)?.push(grant.name);
  return choices;
}

/** The variant name of a published schema of this organisation; undefined when there is no such published schema. */
export async function readPublishedVariantName(db: Db | Tx, organisationId: string, name: string): Promise<{ variantName: string | null } | undefined> {
  const [row] = await db
    .select({ variantName: organisationSchemas.variantName })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${name})`, sql`${organisationSchemas.isPublished}`));
  return row;
}
