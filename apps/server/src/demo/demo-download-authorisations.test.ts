import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { demoMemberOrganisations } from '../auth/embedded-provider/demo-accounts.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { downloadGrants, downloadRestrictions, organisations } from '../db/schema/index.ts';
import { seedDemoDownloadAuthorisations } from './demo-download-authorisations.ts';

describe.each(testEngines)('demo download authorisations on %s', (engine) => {
  let database: Database;
  let ids: Map<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const config = loadConfig({ NODE_ENV: 'test', STANDARDS_ORGANISATION: 'SIVI' });
    const rows = await database.db
      .insert(organisations)
      .values(['SIVI', ...demoMemberOrganisations].map((name) => ({ name })))
      .returning();
    ids = new Map(rows.map((row) => [row.name, row.id]));
    await database.db.transaction((tx) => seedDemoDownloadAuthorisations(tx, { config, organisationIds: ids }));
  });
  afterAll(() => database.close());

  it("restricts the administrator's organisation to one member and the standards organisation, and leaves the others unrestricted", async () => {
    const restricted = await database.db.select().from(downloadRestrictions);
    expect(restricted.map((row) => row.organisationId)).toEqual([ids.get('Zuiderlicht-Verzekeringen')]);
    const grants = await database.db
      .select({ name: organisations.name })
      .from(downloadGrants)
      .innerJoin(organisations, eq(organisations.id, downloadGrants.grantedOrganisationId));
    expect(grants.map((row) => row.name).sort()).toEqual(['Assurantiekantoor-Dijkstra', 'SIVI']);
  });
});
