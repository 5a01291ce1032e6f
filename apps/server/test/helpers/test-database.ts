import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';

// Server suites run on every engine the portal supports: embedded PGlite always, and a real
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). Each call gets an empty,
// migrated database of its own, so tests never see each other's rows. It is a copy of the
// database the run's global set-up migrated once (database-templates.global.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file with the dumped data directory of a migrated PGlite database. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplateName: string | null;
  }
}

export type TestEngine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The engines this run covers, for `describe.each(testEngines)`. */
export const testEngines: TestEngine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

let pgliteTemplate: Blob | undefined;

/** Opens a new, migrated, empty database on the given engine; `close()` drops it. */
export async function createTestDatabase(engine: TestEngine): Promise<Database> {
  const templates = providedTemplates();
  // Outside a Vitest run (the benchmarks) there is no template: the database is migrated here.
  if (!templates) return createEmptyTestDatabase(engine);
  if (engine === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(templates.pgliteFile)]);
    // Migrated already: a copy of the database the set-up migrated.
    return openDatabase({ kind: 'pglite-memory', loadDataDir: pgliteTemplate });
  }
  if (!templates.postgresName) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(templates.postgresName);
}

function providedTemplates(): { pgliteFile: string; postgresName: string | null } | null {
  try {
    return { pgliteFile: inject('pgliteTemplateFile'), postgresName: inject('postgresTemplateName') };
  } catch {
    return null;
  }
}

/**
 * A new database on the engine with no tables at all, migrated from nothing: for the migrations'
 * own tests. With `migrated: false` it stays empty, for a test that migrates it step by step.
 */
export async function createEmptyTestDatabase(engine: TestEngine, { migrated = true }: { migrated?: boolean } = {}): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory' });
    if (migrated) await database.migrate();
    return database;
  }
  return createPostgresDatabase(null, migrated);
}

async function createPostgresDatabase(template: string | null, migrated = true): Promise<Database> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `afd_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  // A copy of the migrated template needs nothing more.
  if (!template && migrated) await database.migrate();
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
