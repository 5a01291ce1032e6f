import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { organisations } from './schema/index.ts';

describe.each(testEngines)('migrations on %s', (engine) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('create every table from an empty database', async () => {
    database = await createEmptyTestDatabase(engine);
    const rows = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['blobs', 'oidc_keys', 'oidc_payloads', 'organisations', 'seed_runs', 'user_composition_authorisations', 'users']),
    );
  });

  it('are idempotent: running them again changes nothing', async () => {
    database = await createEmptyTestDatabase(engine);
    await database.db.insert(organisations).values({ name: 'Voorbeeld' });
    await database.migrate();
    expect(await database.db.select().from(organisations)).toHaveLength(1);
  });

  it('refuse a second organisation whose name differs only in case', async () => {
    database = await createEmptyTestDatabase(engine);
    await database.db.insert(organisations).values({ name: 'Voorbeeld' });
    await expect(database.db.insert(organisations).values({ name: 'VOORBEELD' })).rejects.toThrow();
  });
});
