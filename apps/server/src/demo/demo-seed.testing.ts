import { createTestDatabase, type TestEngine } from '../../test/helpers/test-database.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { organisations } from '../db/schema/index.ts';
import { seedDemoCatalogueAndBaselines } from './demo-catalogue-and-baselines.ts';
import { seedDemoReferenceData } from './demo-reference-data.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

/**
 * A new database holding the given organisations, the demo reference data, catalogue and
 * baselines, and then the demo parts under test, in one transaction as the demo seed runs them.
 */
export async function databaseWithDemoParts(engine: TestEngine, organisationNames: string[], parts: DemoSeedPart[]): Promise<Database> {
  const database = await createTestDatabase(engine);
  const rows = organisationNames.length === 0 ? [] : await database.db.insert(organisations).values(organisationNames.map((name) => ({ name }))).returning();
  const context = { config: loadConfig({ NODE_ENV: 'test' }), organisationIds: new Map(rows.map((row) => [row.name, row.id])) };
  await database.db.transaction(async (tx) => {
    for (const part of [seedDemoReferenceData, seedDemoCatalogueAndBaselines, ...parts]) await part(tx, context);
  });
  return database;
}
