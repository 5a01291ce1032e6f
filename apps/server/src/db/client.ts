import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeNotices } from './change-notices.ts';
import type * as schema from './schema/index.ts';

/**
 * The database as the modules see it: one PostgreSQL dialect, whichever engine runs underneath
 * (embedded PGlite or a PostgreSQL server). Modules never know which.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs SQL migrations up to the latest; safe to call at every start. */
  migrate(): Promise<void>;
  /** Notices of changes that per-instance caches must hear of (ADR 0043); closed with the database. */
  changeNotices: ChangeNotices;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
