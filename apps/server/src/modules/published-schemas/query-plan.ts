import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

// The planner's plan of a register query, for the index test and the benchmark (bench:register):
// both must show that the register reads organisation_schemas_register_idx, not the table.

// The database's own casing: column names are snake_case (drizzle `casing: 'snake_case'`).
const dialect = new PgDialect({ casing: 'snake_case' });

/** EXPLAIN (with `options`, e.g. 'analyze, costs off') of a query; one line per plan node. */
export async function queryPlan(db: Db, query: SQL, options = ''): Promise<string> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // EXPLAIN takes no bind parameters; register queries have only uuids and booleans, inlined as
  // literals (in reverse, so $1 does not eat the start of $10).
  const literal = params.reduceRight<string>((result, param, index) => result.replaceAll(`$${index + 1}`, `'${String(param)}'`), text);
  const result = await db.execute(sql.raw(`explain ${options ? `(${options}) ` : ''}${literal}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
