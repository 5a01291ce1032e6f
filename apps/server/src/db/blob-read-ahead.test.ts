import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { batchesOf, blobReadAhead } from './blob-read-ahead.ts';
import { deleteBlob, storeBlob } from './blob-store.ts';
import type { Database, Db } from './client.ts';

describe('batchesOf', () => {
  const sizes = new Map([
    ['a', 10],
    ['b', 10],
    ['c', 10],
    ['d', 100],
    ['e', 10],
  ]);

  it('cuts the ids in order into batches of at most maxFiles', () => {
    expect(batchesOf(['a', 'b', 'c', 'e'], sizes, { maxFiles: 2, maxBytes: 1_000 })).toEqual([
      ['a', 'b'],
      ['c', 'e'],
    ]);
  });

  it('starts a new batch before the bytes would pass maxBytes, and gives a larger file a batch of its own', () => {
    expect(batchesOf(['a', 'b', 'c', 'd', 'e'], sizes, { maxFiles: 10, maxBytes: 25 })).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
  });

  it('counts an id of unknown size as empty', () => {
    expect(batchesOf(['x', 'a', 'y'], sizes, { maxFiles: 10, maxBytes: 10 })).toEqual([['x', 'a', 'y']]);
  });
});

/** The database, counting the queries made through it; from the `failFrom`th query on, each throws. */
function countingDb(db: Db, failFrom = Infinity): { db: Db; queries: () => number } {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        count += 1;
        if (count >= failFrom) throw new Error('verbinding verbroken');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, queries: () => count };
}

describe.each(testEngines)('blobReadAhead on %s', (engine) => {
  let database: Database;
  const files: { id: string; content: Uint8Array }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (let index = 0; index < 7; index++) {
      const content = new TextEncoder().encode(`<xs:schema id="s${index}"/>`.padEnd(100 + index, ' '));
      files.push({ id: (await storeBlob(database.db, content, 'application/xml')).id, content });
    }
  });
  afterAll(() => database.close());

  it('hands out every file with its bytes, reading a batch per query and one batch ahead', async () => {
    const { db, queries } = countingDb(database.db);
    const read = blobReadAhead(
      db,
      files.map((file) => file.id),
      { maxFiles: 3, maxBytes: 1_000_000 },
    );
    const first = await read(files[0]?.id ?? '');
    expect(first?.content).toEqual(files[0]?.content);
    // The sizes, the first batch and the one after it.
    expect(queries()).toBe(3);
    for (const file of files.slice(1)) expect((await read(file.id))?.content).toEqual(file.content);
    // Three batches (3, 3 and 1 files) and the sizes: not a query per file.
    expect(queries()).toBe(4);
  });

  it('reads a file asked again, or one not in the list, on its own', async () => {
    const [listed, other] = files;
    const read = blobReadAhead(database.db, [listed?.id ?? '']);
    expect((await read(listed?.id ?? ''))?.content).toEqual(listed?.content);
    expect((await read(listed?.id ?? ''))?.content).toEqual(listed?.content);
    expect((await read(other?.id ?? ''))?.content).toEqual(other?.content);
  });

  it('answers null for a file deleted after the run began, and the others as stored', async () => {
    const gone = await storeBlob(database.db, new Uint8Array([1, 2, 3]), 'application/xml');
    const kept = files[1];
    const read = blobReadAhead(database.db, [gone.id, kept?.id ?? '']);
    await deleteBlob(database.db, gone.id);
    expect(await read(gone.id)).toBeNull();
    expect((await read(kept?.id ?? ''))?.content).toEqual(kept?.content);
  });

  it('fails the read of a file whose batch could not be read, and only that, without an unhandled rejection for the batch read ahead', async () => {
    // Query 1 reads the sizes, 2 the first batch; 3, the batch read ahead, and every later one fail.
    const { db } = countingDb(database.db, 3);
    const read = blobReadAhead(
      db,
      files.map((file) => file.id),
      { maxFiles: 2, maxBytes: 1_000_000 },
    );
    expect((await read(files[0]?.id ?? ''))?.content).toEqual(files[0]?.content);
    expect((await read(files[1]?.id ?? ''))?.content).toEqual(files[1]?.content);
    await expect(read(files[2]?.id ?? '')).rejects.toThrow('verbinding verbroken');
  });
});
