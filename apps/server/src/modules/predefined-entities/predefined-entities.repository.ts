import type { PredefinedEntity } from '@afd/afd';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blobs, predefinedEntitySets } from '../../db/schema/index.ts';

// The current set of predefined entities is the newest row of predefined_entity_sets; a
// replacement removes the older rows and their files in its own transaction.

export interface StoredPredefinedEntitySet {
  id: string;
  contentBlobId: string;
  /** sha-256 of the uploaded file. */
  sha256: string;
  snippets: PredefinedEntity[];
}

/** The current set; null before the first upload. */
export async function readCurrentSet(db: Db | Tx): Promise<StoredPredefinedEntitySet | null> {
  const [row] = await db
    .select({ id: predefinedEntitySets.id, contentBlobId: predefinedEntitySets.contentBlobId, sha256: blobs.sha256, snippets: predefinedEntitySets.snippets })
    .from(predefinedEntitySets)
    .innerJoin(blobs, eq(blobs.id, predefinedEntitySets.contentBlobId))
    .orderBy(desc(predefinedEntitySets.createdAt), desc(predefinedEntitySets.id))
    .limit(1);
  return row ? { ...row, snippets: row.snippets as PredefinedEntity[] } : null;
}

/**
 * Serialises replacements (transaction-scoped advisory lock): two administrators uploading at
 * once end with one set, the later one, instead of two rows that both claim to be current.
 */
export async function lockPredefinedEntitySets(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('predefined_entity_sets'))`);
}

/** Removes every stored set and its file. */
export async function deleteAllSets(tx: Tx): Promise<void> {
  const removed = await tx.delete(predefinedEntitySets).returning({ contentBlobId: predefinedEntitySets.contentBlobId });
  if (removed.length > 0) await tx.delete(blobs).where(inArray(blobs.id, removed.map((row) => row.contentBlobId)));
}

export async function insertSet(tx: Tx, values: { snippets: PredefinedEntity[]; contentBlobId: string; uploadedByUserId: string | null }): Promise<string> {
  const [row] = await tx.insert(predefinedEntitySets).values(values).returning({ id: predefinedEntitySets.id });
  if (!row) throw new Error('predefined entity set not written');
  return row.id;
}
