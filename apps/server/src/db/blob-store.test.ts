import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { deleteBlob, readBlob, sha256Hex, storeBlob } from './blob-store.ts';
import type { Database } from './client.ts';

describe.each(testEngines)('blob store on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('returns every byte as stored, with size, content type and sha-256', async () => {
    const content = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 256);
    const stored = await storeBlob(database.db, content, 'application/zip');
    const read = await readBlob(database.db, stored.id);
    expect(read?.content).toEqual(content);
    expect(read).toMatchObject({ size: content.byteLength, contentType: 'application/zip', sha256: sha256Hex(content) });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes nothing when the transaction that stores the file is rolled back', async () => {
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = (await storeBlob(tx, new TextEncoder().encode('<xs:schema/>'), 'application/xml')).id;
        throw new Error('record write failed');
      }),
    ).rejects.toThrow('record write failed');
    expect(id).not.toBe('');
    expect(await readBlob(database.db, id)).toBeNull();
  });

  it('forgets a deleted file', async () => {
    const stored = await storeBlob(database.db, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await deleteBlob(database.db, stored.id);
    expect(await readBlob(database.db, stored.id)).toBeNull();
  });
});
