import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteChangeNotices, postgresChangeNotices } from './change-notices.ts';
import type { Database, Db } from './client.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { byteaConverters } from './pglite-bytea.ts';
import * as schema from './schema/index.ts';

// PostgreSQL's default pool of 128 MB shared buffers is resident in PGlite's WebAssembly memory
// from its first query on (126 MB of a process's resident set, measured). The embedded database's
// files are in the system's page cache anyway, so a smaller pool costs a read call, not a disk
// read; 32 MB holds the register's and a definition page's working set many times over. A
// PostgreSQL server (DATABASE_URL) keeps its own settings. ADR 0050.
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * The advisory lock key that serialises migrations on one PostgreSQL database ('afd-migr' in
 * ASCII). Instances started together (a new image on every replica) would otherwise race: both
 * create drizzle's bookkeeping table, one fails. The lock is held by its own connection for the
 * whole run; the second instance waits, then finds every migration applied.
 */
const migrationLockKey = 0x6166642d6d696772n;

async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    holder.release();
  }
}

/** Where the generated SQL migrations live; next to this file in source and in the build. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /**
   * In-memory PGlite: a real PostgreSQL engine without files, for tests; `loadDataDir` starts it
   * from a dumped data directory (a migrated template) instead of running initdb.
   */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface OpenOptions {
  /**
   * PGlite on disk: the data-directory lock, already taken by this process (released when the
   * database closes) or by the parent process this one prepares the database for (`release` does
   * nothing then). Without it, openDatabase takes the lock itself.
   */
  heldLock?: DataDirLock;
}

/** Opens the database the configuration names; the caller runs `migrate()` before use. */
export async function openDatabase(target: DatabaseTarget, { heldLock }: OpenOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (restart, failover, `drop database ... with (force)`)
    // emits 'error' on the pool; without a listener Node treats it as unhandled and stops the
    // process. The pool replaces the connection on the next query, so a warning is enough.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL-verbinding verbroken: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    const changeNotices = postgresChangeNotices(target.url);
    return {
      db,
      engine: 'postgres',
      changeNotices,
      migrate: () => migrateUnderLock(pool, () => migratePg(db as never, { migrationsFolder })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await changeNotices.close();
        await pool.end();
      },
    };
  }

  const lock = target.kind === 'pglite' ? (heldLock ?? acquireDataDirLock(target.dataDir)) : null;
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create({ dataDir: path.join(target.dataDir, 'pglite'), startParams: pgliteStartParams, ...byteaConverters })
        : await PGlite.create({ loadDataDir: target.loadDataDir, startParams: pgliteStartParams, ...byteaConverters });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    const changeNotices = pgliteChangeNotices(client);
    return {
      db,
      engine: 'pglite',
      changeNotices,
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await changeNotices.close();
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
