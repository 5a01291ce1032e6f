import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import { insertRegisterBaseline } from '../../shared/testing/register.fixture.ts';
import { publishedRowsSql, registerCountsSql } from './published-schemas.repository.ts';
import { queryPlan } from './query-plan.ts';

// The register answers from the partial index organisation_schemas_register_idx, not a scan of
// every organisation schema (issue 5 'What must hold' 4; bench/src/published-schemas.bench.ts
// times it). Checked with the planner's own EXPLAIN on the benchmark's shape: 10,000 published
// schemas among 20,000, over several organisations and baselines.

const organisationCount = 10;
const baselineCount = 4;

describe.each(testEngines)('the register queries on %s', (engine) => {
  let database: Database;
  let organisationIds: string[];
  let baselineIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const rows = await database.db
      .insert(organisations)
      .values(Array.from({ length: organisationCount }, (_, index) => ({ name: `Index-Verzekeraar-${index + 1}` })))
      .returning({ id: organisations.id });
    organisationIds = rows.map((row) => row.id);
    baselineIds = [];
    for (let index = 0; index < baselineCount; index++) baselineIds.push((await insertRegisterBaseline(database)).id);
    // Every other schema published (the benchmark's half), spread over organisations and baselines.
    await database.db.execute(sql`
      insert into organisation_schemas (organisation_id, baseline_schema_id, name, is_published, is_downloadable, is_open_api_description)
      select (${`{${organisationIds.join(',')}}`}::uuid[])[n % ${organisationCount} + 1], (${`{${baselineIds.join(',')}}`}::uuid[])[n % ${baselineCount} + 1],
             'schema_' || n, n % 2 = 0, false, n % 7 = 0
      from generate_series(1, 20000) as n`);
    // What autovacuum does in production after a bulk insert: statistics for the planner and the
    // visibility map an Index Only Scan needs (PGlite has no autovacuum; on PostgreSQL it may not
    // have run yet). VACUUM cannot run in a transaction; db.execute runs it on its own.
    await database.db.execute(sql`vacuum analyze organisation_schemas`);
  }, 120_000);
  afterAll(() => database.close());

  it('counts the tree (schemas per organisation and baseline) from the partial index alone', async () => {
    const plan = await queryPlan(database.db, registerCountsSql());
    expect(plan).toMatch(/Index Only Scan using organisation_schemas_register_idx/);
    expect(plan).not.toContain('Seq Scan');
  });

  it('reads one column through the partial index', async () => {
    const plan = await queryPlan(database.db, publishedRowsSql({ organisationId: organisationIds[3] ?? '', baselineSchemaId: baselineIds[1] ?? '' }));
    expect(plan).toMatch(/Index Scan using organisation_schemas_register_idx|Bitmap Index Scan on organisation_schemas_register_idx/);
    expect(plan).not.toContain('Seq Scan');
  });
});
