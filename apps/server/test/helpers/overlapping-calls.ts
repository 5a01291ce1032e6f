import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { rowsOf } from '../../src/db/rows.ts';

// Calls that must be shown to be safe when they run at the same moment (issue 28). Fired at once,
// two requests rarely overlap where it matters: one finishes its transaction before the other
// starts. On PostgreSQL the test holds an EXCLUSIVE lock on the table they write (reads pass,
// writes wait) until every call waits for a lock inside its transaction, then lets them all go.
// PGlite has one connection and runs transactions one after the other: there the calls are only
// fired at once.

/** The connection string of a test database on PostgreSQL, for a second connection to it. */
export function postgresUrlOf(database: Database): string {
  return ((database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
}

/** A connection of its own to hold the lock with; null on PGlite. */
export async function openLocker(database: Database): Promise<Database | null> {
  return database.engine === 'postgres' ? openDatabase({ kind: 'postgres', url: postgresUrlOf(database) }) : null;
}

/** Sessions of this database waiting for a lock. */
async function lockWaiters(database: Database): Promise<number> {
  const rows = rowsOf<{ waiting: number }>(
    await database.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return rows[0]?.waiting ?? 0;
}

/** Runs the calls at once; with a locker, writes to `table` wait until all of them wait for a lock. */
export async function overlappingCalls<T>(locker: Database | null, table: string, calls: (() => Promise<T>)[], timeoutMs = 90_000): Promise<T[]> {
  if (!locker) return Promise.all(calls.map((call) => call()));
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = locker.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in exclusive mode`));
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  const answers = Promise.all(calls.map((call) => call()));
  try {
    const deadline = Date.now() + timeoutMs;
    while ((await lockWaiters(locker)) < calls.length) {
      if (Date.now() > deadline) throw new Error(`not all ${calls.length} calls waited for a lock in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    release();
    await held;
  }
  return answers;
}
