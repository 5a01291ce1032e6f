import { blobSizes, readBlob, readBlobs, type StoredBlob } from './blob-store.ts';
import type { Db } from './client.ts';

// A run over many stored files (Hervalideer, the certified-definitions report) knows the order in
// which it will read them. A query per file costs about 0.4 ms of CPU on the event loop's thread
// with PGlite, which runs the database on that thread: over 500 schemas, CPU the certification
// workers then lack on a two-core machine (bench:revalidation). So the files are read a batch per
// query, one batch ahead of the one being checked: memory holds at most two batches, each bounded
// in files and in bytes.

export interface BatchLimits {
  maxFiles: number;
  maxBytes: number;
}

export const readAheadLimits: BatchLimits = { maxFiles: 16, maxBytes: 8 * 1024 * 1024 };

/**
 * The ids cut into consecutive batches within the limits, in their order. A file larger than
 * maxBytes is a batch of its own; an id of unknown size counts as empty.
 */
export function batchesOf(ids: readonly string[], sizes: ReadonlyMap<string, number>, limits: BatchLimits): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const id of ids) {
    const size = sizes.get(id) ?? 0;
    if (current.length > 0 && (current.length >= limits.maxFiles || bytes + size > limits.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(id);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface Plan {
  batches: string[][];
  batchIndex: Map<string, number>;
}

/**
 * Reads the given files, fastest when they are asked in this order; each is handed out once from
 * its batch and let go there. An id asked again, or one not in the list, is read on its own. Null
 * for a file that does not exist (or no longer does).
 */
export function blobReadAhead(db: Db, ids: readonly string[], limits: BatchLimits = readAheadLimits): (id: string) => Promise<StoredBlob | null> {
  const unique = [...new Set(ids)];
  let plan: Promise<Plan> | null = null;
  const loaded = new Map<number, Promise<Map<string, StoredBlob>>>();

  const planned = () =>
    (plan ??= blobSizes(db, unique).then((sizes) => {
      const batches = batchesOf(unique, sizes, limits);
      return { batches, batchIndex: new Map(batches.flatMap((batch, index) => batch.map((id) => [id, index] as const))) };
    }));
  const load = (batches: string[][], index: number) => {
    const ids = batches[index];
    if (!ids || loaded.has(index)) return;
    const batch = readBlobs(db, ids);
    // A batch read ahead whose files are never asked for must not fail the process when its query
    // fails; whoever asks for one of its files gets the failure.
    batch.catch(() => undefined);
    loaded.set(index, batch);
  };

  return async (id) => {
    const { batches, batchIndex } = await planned();
    const index = batchIndex.get(id);
    if (index === undefined) return readBlob(db, id);
    load(batches, index);
    load(batches, index + 1);
    const batch = await loaded.get(index);
    const blob = batch?.get(id);
    if (!batch || !blob) return readBlob(db, id);
    batch.delete(id);
    return blob;
  };
}
