import { and, eq, inArray, is, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Db, Tx } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { runOnInterval } from './interval-task.ts';
import { blobs, uploadedSchemas } from '../db/schema/index.ts';

// "Uploaded files that are never certified are purged after a day." A schema uploaded for
// validation waits in uploaded_schemas (its tempFileId) until it is certified or a manual request
// is made; both copy what they keep. What is older than a day is deleted with its file.
//
// No job queue: the purge is one idempotent statement pair, so every instance may run it on its
// own timer. Two instances at once: the second waits for the first's row locks and then finds
// nothing left to delete. A file some other record still refers to is never deleted (and should
// a record take it over while the purge runs, the foreign key refuses and the next run retries).

/** How long an uploaded, uncertified schema is kept, as a PostgreSQL interval. */
export const UPLOADED_SCHEMA_RETENTION = '1 day';
/** How often each instance purges. */
export const DEFAULT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every column that refers to a file, found in the schema's foreign keys: a table added later
 * that keeps files is covered without touching this job. A file is purged only when none does.
 */
export const blobReferences: readonly { table: PgTable; column: AnyPgColumn }[] = (Object.values(schema) as unknown[])
  .filter((candidate): candidate is PgTable => is(candidate, PgTable))
  .flatMap((table) =>
    getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      return reference.foreignTable === blobs ? reference.columns.map((column) => ({ table, column })) : [];
    }),
  );

function unreferenced(tx: Tx): SQL[] {
  return blobReferences.map(({ table, column }) => notExists(tx.select({ one: sql`1` }).from(table).where(eq(column, blobs.id))));
}

const pastRetention = sql`now() - ${sql.raw(`interval '${UPLOADED_SCHEMA_RETENTION}'`)}`;

export interface PurgeResult {
  schemas: number;
  files: number;
}

/** Deletes uploaded schemas older than the retention, and their files, in one transaction. */
export async function purgeUploadedSchemas(db: Db): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const purged = await tx
      .delete(uploadedSchemas)
      .where(lt(uploadedSchemas.createdAt, pastRetention))
      .returning({ contentBlobId: uploadedSchemas.contentBlobId });
    if (purged.length === 0) return { schemas: 0, files: 0 };
    const blobIds = [...new Set(purged.map((row) => row.contentBlobId))];
    const files = await tx
      .delete(blobs)
      .where(and(inArray(blobs.id, blobIds), ...unreferenced(tx)))
      .returning({ id: blobs.id });
    return { schemas: purged.length, files: files.length };
  });
}

export interface PurgeTimerOptions {
  database: Database;
  /** Between two runs of this instance; the first runs as soon as the app is ready. */
  intervalMs?: number;
}

/**
 * Runs the purge on a timer while the app is up: started when the app is ready, stopped (and
 * a run in progress awaited) when it closes, so the database is never closed under it.
 */
export const uploadedSchemaPurge: FastifyPluginAsync<PurgeTimerOptions> = async (app, { database, intervalMs = DEFAULT_PURGE_INTERVAL_MS }) => {
  runOnInterval(app, intervalMs, () =>
    purgeUploadedSchemas(database.db)
      .then((result) => {
        if (result.schemas > 0) app.log.info(result, 'Niet-gecertificeerde uploads opgeruimd');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Opruimen van niet-gecertificeerde uploads mislukt; volgende keer opnieuw')),
  );
};

