import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';

// Server suites run on every engine the portal supports: embedded PGlite always, and a real
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). Each call gets an empty,
// migrated database of its own, so tests never see each other's rows.

export type TestEngine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The engines this run covers, for `describe.each(testEngines)`. */
export const testEngines: TestEngine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/** Opens a new, migrated, empty database on the given engine; `close()` drops it. */
export async function createTestDatabase(engine: TestEngine): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    return database;
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `afd_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
