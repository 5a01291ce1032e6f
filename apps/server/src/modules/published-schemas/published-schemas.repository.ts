import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { organisations, organisationSchemas } from '../../db/schema/index.ts';
import { baselineKeyNames, type BaselineKeyNames } from '../../shared/baseline-keys.ts';

// Reads of the public register, all from organisation_schemas alone with the predicate of the
// partial index organisation_schemas_register_idx (organisation, baseline, is_open_api_description
// where is_published): the tree is one aggregate the planner answers from that index alone, a
// column one range of it (ADR 0014). The names of organisations and baselines are few and read
// separately, not joined into those scans.

// `is_published` alone (not `= true`) is the partial index's own predicate, so the planner can match it.
const published = sql`${organisationSchemas.isPublished}`;

/** How many schemas one organisation published on one baseline, and whether any is an OpenAPI description. */
export interface RegisterCount {
  organisationId: string;
  baselineSchemaId: string;
  schemaCount: number;
  hasOpenApiDescriptions: boolean;
}

/**
 * The register tree's query: one row per (organisation, baseline) with published schemas. Every
 * column it reads is in the partial index, so PostgreSQL answers it with an Index Only Scan and
 * never touches the table's rows (as long as the visibility map is current, which autovacuum
 * keeps so); its answer is a few hundred rows however many schemas are published.
 */
export function registerCountsSql(): SQL {
  const t = organisationSchemas;
  return sql`select ${t.organisationId} as organisation_id, ${t.baselineSchemaId} as baseline_schema_id,
      count(*)::int as schema_count, bool_or(${t.isOpenApiDescription}) as has_open_api_descriptions
    from ${t} where ${published} and ${t.baselineSchemaId} is not null
    group by ${t.organisationId}, ${t.baselineSchemaId}`;
}

export async function readRegisterCounts(db: Db | Tx): Promise<RegisterCount[]> {
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const result = (await db.execute(registerCountsSql())) as unknown as {
    rows: { organisation_id: string; baseline_schema_id: string; schema_count: number; has_open_api_descriptions: boolean }[];
  };
  return result.rows.map((row) => ({
    organisationId: row.organisation_id,
    baselineSchemaId: row.baseline_schema_id,
    schemaCount: Number(row.schema_count),
    hasOpenApiDescriptions: row.has_open_api_descriptions,
  }));
}

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
 * Published rows with a baseline: one column's (an Index Scan on the leading columns of the
 * partial index), or all of them for publication-info.csv. Aggregated into ONE JSON text: handing
 * the driver one value instead of thousands of rows of 8 columns is several times faster (most of
 * all on PGlite, where each row crosses from WebAssembly).
 */
export function publishedRowsSql(column?: { organisationId: string; baselineSchemaId: string }): SQL {
  const t = organisationSchemas;
  const where = column
    ? sql`${published} and ${t.organisationId} = ${column.organisationId} and ${t.baselineSchemaId} = ${column.baselineSchemaId}`
    : sql`${published} and ${t.baselineSchemaId} is not null`;
  // No order by: the service sorts names in Dutch order, which the database's collation cannot.
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

export interface BaselineNames extends BaselineKeyNames {
  id: string;
}

/** Every baseline's key names by id (a few dozen rows). */
export async function readBaselineNames(db: Db | Tx): Promise<Map<string, BaselineNames>> {
  const rows = await db
    .select({
      id: baselineKeyNames.baselineSchemaId,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
    })
    .from(baselineKeyNames);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every organisation's name by id. */
export async function readOrganisationNames(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db.select({ id: organisations.id, name: organisations.name }).from(organisations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The variant name of a published schema of this organisation; undefined when there is no such published schema. */
export async function readPublishedVariantName(db: Db | Tx, organisationId: string, name: string): Promise<{ variantName: string | null } | undefined> {
  const [row] = await db
    .select({ variantName: organisationSchemas.variantName })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${name})`, sql`${organisationSchemas.isPublished}`));
  return row;
}
