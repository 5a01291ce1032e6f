import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

// The embedded database runs with a 32 MB buffer pool instead of PostgreSQL's 128 MB: that pool
// is resident in the server's memory from the first query (ADR 0050).

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('keeps 32 MB of shared buffers, and the rest of its start parameters', async () => {
    const [buffers] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(buffers?.shared_buffers).toBe('32MB');
    const [searchPath] = rowsOf<{ search_path: string }>(await database.db.execute(sql`show search_path`));
    expect(searchPath?.search_path).toBe('public');
  });
});
