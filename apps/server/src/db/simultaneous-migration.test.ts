import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { openDatabase } from './open-database.ts';
import { rowsOf } from './rows.ts';

// Two instances upgraded at once (compose starts them together after a new image, or a platform
// restarts every replica) both migrate the same PostgreSQL database. Each migration must run
// once: the second instance waits for the first and then finds nothing left to do, rather than
// failing on a table the first just made. (PGlite belongs to one process: its data-directory lock.)
describe.skipIf(!testEngines.includes('postgres'))('two instances migrating one PostgreSQL database at the same moment', () => {
  it('both succeed and every migration is applied once', async () => {
    const first = await createEmptyTestDatabase('postgres', { migrated: false });
    try {
      const [own] = rowsOf<{ name: string }>(await first.db.execute(sql`select current_database() as name`));
      // eslint-disable-next-line no-restricted-properties -- tests read their own environment
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${own?.name}`;
      const second = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        const results = await Promise.allSettled([first.migrate(), second.migrate(), first.migrate()]);
        expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
        const applied = rowsOf<{ hash: string; times: number }>(
          await first.db.execute(sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`),
        );
        expect(applied.length).toBeGreaterThan(15);
        expect(applied.filter((row) => row.times !== 1)).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
