import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';

// pg-boss talks to the database through one method, `executeSql(text, values)` (its `db` option).
// This adapter lets it share the app's connection: the pg pool on PostgreSQL, the one PGlite
// connection embedded. pg-boss 10 polls (no LISTEN/NOTIFY), so one connection is enough; it sends
// some scripts as one string with BEGIN ... COMMIT, which must never leave the connection inside a
// failed transaction: on PGlite that would break every later query of the app (ADR 0031).

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** What pg-boss's `db` option asks for. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

const opensTransaction = (text: string) => /\bBEGIN\b/i.test(text);

function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        if (opensTransaction(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

function postgresExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((values && values.length > 0) || !opensTransaction(text)) return pool.query(text, values);
      // A script with its own transaction runs on a connection of its own, rolled back on failure
      // before the connection goes back to the pool.
      const connection = await pool.connect();
      try {
        const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

/** The adapter for the database's engine, over the client drizzle already holds. */
export function sqlExecutorOf(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.engine === 'pglite' ? pgliteExecutor(client as PGlite) : postgresExecutor(client as pg.Pool);
}
