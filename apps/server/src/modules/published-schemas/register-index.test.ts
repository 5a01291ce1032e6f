import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import { insertRegisterBaseline } from '../schema-downloads/register.fixture.ts';
import { publishedRowsSql } from './published-schemas.repository.ts';

// The register answers from the partial index organisation_schemas_register_idx, not a scan of
// every organisation schema (issue 5 'What must hold' 4; bench/src/published-schemas.bench.ts
// times it). Checked with the planner's own EXPLAIN on a table of realistic size.

// The database's own casing: column names are snake_case (drizzle `casing: 'snake_case'`).
const dialect = new PgDialect({ casing: 'snake_case' });

const planOf = async (database: Database, query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // EXPLAIN takes no bind parameters; the test's values are uuids, inlined as literals.
  const literal = params.reduce<string>((result, param, index) => result.replaceAll(`$${index + 1}`, `'${String(param)}'`), text);
  const result = await database.db.execute(sql.raw(`explain ${literal}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
};

describe.each(testEngines)('the register query on %s', (engine) => {
  let database: Database;
  let organisationId: string;
  let baselineId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const [organisation] = await database.db.insert(organisations).values({ name: 'Index-Verzekeraar' }).returning();
    if (!organisation) throw new Error('organisation not written');
    organisationId = organisation.id;
    baselineId = (await insertRegisterBaseline(database)).id;
    // 2,000 published schemas among 20,000 (certified ones mostly stay unpublished).
    await database.db.execute(sql`
      insert into organisation_schemas (organisation_id, baseline_schema_id, name, is_published, is_downloadable)
      select ${organisationId}, ${baselineId}, 'schema_' || n, n % 10 = 0, false from generate_series(1, 20000) as n`);
    await database.db.execute(sql`analyze organisation_schemas`);
  }, 120_000);
  afterAll(() => database.close());

  it('reads all published rows through the partial index', async () => {
    expect(await planOf(database, publishedRowsSql())).toContain('organisation_schemas_register_idx');
  });

  it('reads one column through the partial index', async () => {
    expect(await planOf(database, publishedRowsSql({ organisationId, baselineSchemaId: baselineId }))).toContain('organisation_schemas_register_idx');
  });
});
