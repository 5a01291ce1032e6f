import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database.ts';

// Vitest global set-up: migrates one database per engine once per run, and every test database
// starts as a copy of it. A PGlite start runs initdb in WebAssembly (seconds on the build
// machines) and the migrations run on top; loading a dumped data directory skips both, and a
// PostgreSQL `create database ... template` copies files instead of replaying the migrations.
// The copies are exactly what the migrations make; migrations.test.ts still runs them on an
// empty database of each engine (createEmptyTestDatabase).

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'afd-test-templates-'));
  const pgliteTemplateFile = path.join(folder, 'pglite-migrated.tar');
  const embedded = await openDatabase({ kind: 'pglite-memory' });
  try {
    await embedded.migrate();
    const client = (embedded.db as unknown as { $client: PGlite }).$client;
    writeFileSync(pgliteTemplateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await embedded.close();
  }

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplateName = postgresUrl ? await createPostgresTemplate(postgresUrl) : null;

  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplateName', postgresTemplateName);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresUrl && postgresTemplateName) await dropPostgresDatabase(postgresUrl, postgresTemplateName);
  };
}

async function createPostgresTemplate(postgresUrl: string): Promise<string> {
  const name = `afd_test_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

async function dropPostgresDatabase(postgresUrl: string, name: string): Promise<void> {
  await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(postgresUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
