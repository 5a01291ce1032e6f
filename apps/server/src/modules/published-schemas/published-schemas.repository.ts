import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { baselineSchemas, dimensions, downloadGrants, downloadRestrictions, organisations, organisationSchemas } from '../../db/schema.ts';

// Reads of the public register. The published rows come from organisation_schemas alone, with
// the predicate of the partial index organisation_schemas_register_idx (organisation, baseline,
// name, where is_published), so PostgreSQL can answer them from that index (it does for a column,
// and for the whole register when published rows are a small share; see ADR 0014); the names of
// organisations and baselines are few and read separately, not joined into the register's scan.

export interface PublishedRow {
  organisationId: string;
  baselineSchemaId: string;
  name: string;
  isDownloadable: boolean;
  isOpenApiDescription: boolean;
  version: number;
  /** ISO date-time, or null. */
  publishDate: string | null;
  tag: string | null;
}

type PublishedTuple = [string, string, string, boolean, boolean, number, string | null, string | null];

/**
 * The register query: published rows (of one organisation and baseline, when given) with a
 * baseline, aggregated into ONE JSON text. With 10,000 rows, handing the driver
 * one value instead of 10,000 rows of 8 columns is several times faster (most of all on PGlite,
 * where each row crosses from WebAssembly); the bench (bench:register) measures it.
 */
export function publishedRowsSql(column?: { organisationId: string; baselineSchemaId: string }): SQL {
  const t = organisationSchemas;
  // `is_published` alone (not `= true`) is the partial index's own predicate, so the planner can match it.
  const where = column
    ? sql`${t.isPublished} and ${t.organisationId} = ${column.organisationId} and ${t.baselineSchemaId} = ${column.baselineSchemaId}`
    : sql`${t.isPublished} and ${t.baselineSchemaId} is not null`;
  // No order by: the service groups with maps and sorts names in Dutch order, which the
  // database's collation cannot; sorting 10,000 rows here as well cost a third of the query.
  return sql`select coalesce(json_agg(json_build_array(${t.organisationId}, ${t.baselineSchemaId}, ${t.name}, ${t.isDownloadable}, ${t.isOpenApiDescription}, ${t.version}, ${t.publishDate}, ${t.tag})), '[]')::text as register
    from ${t} where ${where}`;
}

export async function readPublishedRows(db: Db | Tx, column?: { organisationId: string; baselineSchemaId: string }): Promise<PublishedRow[]> {
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const result = (await db.execute(publishedRowsSql(column))) as unknown as { rows: { register: string }[] };
  const tuples = JSON.parse(result.rows[0]?.register ?? '[]') as PublishedTuple[];
  return tuples.map(([organisationId, baselineSchemaId, name, isDownloadable, isOpenApiDescription, version, publishDate, tag]) => ({
    organisationId,
    baselineSchemaId,
    name,
    isDownloadable,
    isOpenApiDescription,
    version,
    // json renders timestamptz as '2026-03-01T23:30:00+00:00'; the wire uses toISOString's form.
    publishDate: publishDate === null ? null : new Date(publishDate).toISOString(),
    tag,
  }));
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
