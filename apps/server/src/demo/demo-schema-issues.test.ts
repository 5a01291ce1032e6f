import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { organisations, organisationSchemas, schemaIssues, users } from '../db/schema/index.ts';
import { demoCertifiedSchemaName } from './demo-certified-schemas.ts';
import { seedDemoSchemaIssues } from './demo-schema-issues.ts';

describe.each(testEngines)('demo meldingen on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const seed = () =>
    database.db.transaction((tx) => seedDemoSchemaIssues(tx, { config: loadConfig({ NODE_ENV: 'test' }), organisationIds: new Map() }));

  it('does nothing without the published demo schema', async () => {
    await seed();
    expect(await database.db.$count(schemaIssues)).toBe(0);
  });

  it("reports one open and one handled melding on Polderzeker's demo schema", async () => {
    const [polderzeker, dijkstra] = await database.db
      .insert(organisations)
      .values([{ name: 'Polderzeker' }, { name: 'Assurantiekantoor-Dijkstra' }])
      .returning({ id: organisations.id });
    if (!polderzeker || !dijkstra) throw new Error('organisations not written');
    await database.db.insert(organisationSchemas).values({ organisationId: polderzeker.id, name: demoCertifiedSchemaName, isPublished: true, isDownloadable: true });
    await database.db.insert(users).values({
      subject: 'demo-valideerder',
      email: 'valideerder@demo.nl',
      initials: 'V.',
      prefix: 'van',
      surname: 'Dam',
      organisationId: dijkstra.id,
      role: 'V',
      actief: true,
    });
    await seed();
    const rows = await database.db.select().from(schemaIssues);
    expect(rows.map((row) => [row.status, row.afdDefinitionSubStatus, row.documentationSubStatus]).sort()).toEqual([
      ['afgehandeld', 3, 1],
      ['nieuw', null, null],
    ]);
    expect(rows.every((row) => row.receiverOrganisationId === polderzeker.id && row.reporterName === 'V. van Dam')).toBe(true);
  });
});
