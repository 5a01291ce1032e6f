import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { baselineSchemas, blobs, dimensions, organisationSchemas, schemaDownloads, schemaIssues } from '../../db/schema/index.ts';

// Test data for 'Beheer schema's': schemas written straight into the tables (certifying one takes
// a catalogue and a baseline; what is tested here starts after that).

export interface SchemaFixture {
  /** A baseline key whose dimensions carry these names. */
  baseline(names: { certificationArea: string; messageType: string; domain: string }): Promise<string>;
  /** An organisation schema with its two files. */
  schema(fields: { organisationId: string; name: string; baselineSchemaId?: string | null } & Partial<typeof organisationSchemas.$inferInsert>): Promise<string>;
  /** A melding about a schema, by name. */
  issue(fields: { organisationId: string; schemaName: string; status: string }): Promise<void>;
  /** A logged download of a schema. */
  download(fields: { organisationId: string; schemaId: string; schemaName: string }): Promise<void>;
  row(id: string): Promise<typeof organisationSchemas.$inferSelect | undefined>;
  blobExists(id: string): Promise<boolean>;
}

export function schemaFixture({ db }: Database): SchemaFixture {
  const dimension = async (kind: 'certificationArea' | 'messageType' | 'applicationArea', name: string) => {
    const [existing] = await db.select({ id: dimensions.id }).from(dimensions).where(sql`${dimensions.kind} = ${kind} and lower(${dimensions.name}) = lower(${name})`);
    if (existing) return existing.id;
    const [row] = await db.insert(dimensions).values({ kind, name, version: kind === 'certificationArea' ? '1' : null }).returning({ id: dimensions.id });
    if (!row) throw new Error('dimension not written');
    return row.id;
  };
  return {
    async baseline({ certificationArea, messageType, domain }) {
      const [row] = await db
        .insert(baselineSchemas)
        .values({
          certificationAreaId: await dimension('certificationArea', certificationArea),
          messageTypeId: await dimension('messageType', messageType),
          applicationAreaId: await dimension('applicationArea', domain),
        })
        .returning({ id: baselineSchemas.id });
      if (!row) throw new Error('baseline not written');
      return row.id;
    },
    async schema(fields) {
      const content = await storeBlob(db, new TextEncoder().encode(`<xs:schema><!-- ${fields.name} --></xs:schema>`), 'application/xml');
      const enriched = await storeBlob(db, new TextEncoder().encode(`<xs:schema><!-- verrijkt ${fields.name} --></xs:schema>`), 'application/xml');
      const [row] = await db
        .insert(organisationSchemas)
        .values({ contentBlobId: content.id, enrichedBlobId: enriched.id, fileName: `${fields.name}.xsd`, ...fields })
        .returning({ id: organisationSchemas.id });
      if (!row) throw new Error('schema not written');
      return row.id;
    },
    async issue({ organisationId, schemaName, status }) {
      await db.insert(schemaIssues).values({
        receiverOrganisationId: organisationId,
        schemaOrganisationId: organisationId,
        schemaName,
        title: 'Veld ontbreekt',
        category: 'afd-definitie',
        description: 'Het veld PP_NUMMER ontbreekt.',
        status,
        reporterName: 'J. Melder',
        reporterEmail: 'melder@example.nl',
      });
    },
    async download({ organisationId, schemaId, schemaName }) {
      await db.insert(schemaDownloads).values({
        organisationSchemaId: schemaId,
        ownerOrganisationId: organisationId,
        schemaName,
        schemaVersion: 1,
        downloadedByEmail: 'downloader@example.nl',
        via: 'register',
      });
    },
    async row(id) {
      const [row] = await db.select().from(organisationSchemas).where(eq(organisationSchemas.id, id));
      return row;
    },
    async blobExists(id) {
      return (await db.$count(blobs, eq(blobs.id, id))) > 0;
    },
  };
}
