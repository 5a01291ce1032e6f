import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase, type TestEngine } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Closes the app, and the database when this helper created it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine: TestEngine;
  /** Environment on top of the test defaults, as the process would read it. */
  env?: Record<string, string>;
  /** Reuse a database (a PGlite start costs seconds); it then stays open after `close()`. */
  database?: Database;
  /** Adds test-only routes or hooks before the app is made ready. */
  beforeReady?: (app: FastifyInstance) => unknown;
}

const testDefaults: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:8080',
  SEED_DEMO_DATA: 'false',
};

/** Builds the app as the server does, on a fresh (or given) test database, ready for `inject`. */
export async function buildTestApp({ engine, env = {}, database, beforeReady }: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({ ...testDefaults, ...env });
  const ownDatabase = database === undefined;
  const db = database ?? (await createTestDatabase(engine));
  try {
    const app = await buildApp({ config, database: db });
    await beforeReady?.(app);
    await app.ready();
    return {
      app,
      database: db,
      config,
      close: async () => {
        await app.close();
        if (ownDatabase) await db.close();
      },
    };
  } catch (error) {
    if (ownDatabase) await db.close();
    throw error;
  }
}
