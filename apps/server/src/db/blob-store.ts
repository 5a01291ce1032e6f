import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { blobs } from './schema/index.ts';

// File contents live in the database (ADR 0001), written through the caller's transaction so a
// record and its file are stored or rolled back together: never a record without its file.

export interface StoredBlobInfo {
  id: string;
  size: number;
  contentType: string;
  /** Hex sha-256 of the content: integrity, de-duplication checks and certification marks. */
  sha256: string;
}

export interface StoredBlob extends StoredBlobInfo {
  content: Uint8Array;
}

/** sha-256 of bytes, as lowercase hex. */
export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Writes a file in the given transaction (or database) and returns what identifies it. */
export async function storeBlob(db: Db | Tx, content: Uint8Array, contentType: string): Promise<StoredBlobInfo> {
  const info = { size: content.byteLength, contentType, sha256: sha256Hex(content) };
  const [row] = await db.insert(blobs).values({ content, ...info }).returning({ id: blobs.id });
  if (!row) throw new Error('Blob insert returned no row');
  return { id: row.id, ...info };
}

const storedBlobColumns = { id: blobs.id, content: blobs.content, size: blobs.size, contentType: blobs.contentType, sha256: blobs.sha256 };

/** Reads a file with its metadata; null when there is none with this id. */
export async function readBlob(db: Db | Tx, id: string): Promise<StoredBlob | null> {
  const [row] = await db.select(storedBlobColumns).from(blobs).where(eq(blobs.id, id));
  if (!row) return null;
  return { ...row, content: plainBytes(row.content) };
}

/** Reads several files in one query; the answer has an entry for each id found. */
export async function readBlobs(db: Db | Tx, ids: readonly string[]): Promise<Map<string, StoredBlob>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(storedBlobColumns).from(blobs).where(inArray(blobs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { ...row, content: plainBytes(row.content) }]));
}

/** Sizes of files, without their contents; in queries of at most 1,000 ids (PostgreSQL takes 65,535 parameters at most). */
export async function blobSizes(db: Db | Tx, ids: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (let start = 0; start < ids.length; start += 1_000) {
    const rows = await db.select({ id: blobs.id, size: blobs.size }).from(blobs).where(inArray(blobs.id, ids.slice(start, start + 1_000)));
    for (const row of rows) sizes.set(row.id, row.size);
  }
  return sizes;
}

// node-postgres answers a Buffer, PGlite a Uint8Array: callers get plain bytes either way.
function plainBytes(content: Uint8Array): Uint8Array {
  return new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
}

/** Removes a file; with its record, in the same transaction. */
export async function deleteBlob(db: Db | Tx, id: string): Promise<void> {
  await db.delete(blobs).where(eq(blobs.id, id));
}
