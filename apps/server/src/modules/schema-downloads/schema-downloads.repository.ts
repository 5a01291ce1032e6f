import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organisationSchemas, schemaDownloads } from '../../db/schema/index.ts';

// Reads and writes of schema downloads: the schema to hand out, and the download log.

export interface DownloadableSchemaRow {
  id: string;
  name: string;
  version: number;
  isPublished: boolean;
  isDownloadable: boolean;
  tag: string | null;
  enrichedBlobId: string | null;
  /** A generated schema's other files (empty for uploads). */
  companionFiles: { name: string; content: string }[];
}

/** The organisation's schema with this name (ignoring case, as names are unique that way); on a baseline when given. */
export async function findOrganisationSchema(tx: Tx, organisationId: string, name: string, baselineSchemaId?: string): Promise<DownloadableSchemaRow | null> {
  const [row] = await tx
    .select({
      id: organisationSchemas.id,
      name: organisationSchemas.name,
      version: organisationSchemas.version,
      isPublished: organisationSchemas.isPublished,
      isDownloadable: organisationSchemas.isDownloadable,
      tag: organisationSchemas.tag,
      enrichedBlobId: organisationSchemas.enrichedBlobId,
      companionFiles: organisationSchemas.companionFiles,
    })
    .from(organisationSchemas)
    .where(
      and(
        eq(organisationSchemas.organisationId, organisationId),
        sql`lower(${organisationSchemas.name}) = lower(${name})`,
        baselineSchemaId === undefined ? undefined : eq(organisationSchemas.baselineSchemaId, baselineSchemaId),
      ),
    );
  return row ?? null;
}

export type SchemaDownloadRecord = typeof schemaDownloads.$inferInsert;

export async function recordSchemaDownload(tx: Tx, record: SchemaDownloadRecord): Promise<void> {
  await tx.insert(schemaDownloads).values(record);
}
