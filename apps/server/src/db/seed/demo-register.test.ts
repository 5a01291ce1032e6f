import { readAfd1Enrichment } from '@afd/afd';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import { loadConfig } from '../../config.ts';
import { readBlob } from '../blob-store.ts';
import type { Database } from '../client.ts';
import { organisations, organisationSchemas } from '../schema.ts';
import { seedDemoCatalogueAndBaselines } from './demo-catalogue-and-baselines.ts';
import { demoRegisterSchemaName, seedDemoRegister } from './demo-register.ts';
import { seedDemoReferenceData } from './demo-reference-data.ts';

describe.each(testEngines)('demo register data on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const [organisation] = await database.db.insert(organisations).values({ name: 'Polderzeker' }).returning({ id: organisations.id });
    const context = { config: loadConfig({ NODE_ENV: 'test' }), organisationIds: new Map([['Polderzeker', organisation?.id ?? '']]) };
    await database.db.transaction(async (tx) => {
      await seedDemoReferenceData(tx, context);
      await seedDemoCatalogueAndBaselines(tx, context);
      await seedDemoRegister(tx, context);
    });
  });
  afterAll(() => database.close());

  it('stores a certified, unpublished SUIV schema for Polderzeker with its enriched copy', async () => {
    const [schema] = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, demoRegisterSchemaName));
    if (!schema?.contentBlobId || !schema.enrichedBlobId) throw new Error('demo register schema missing');
    expect(schema).toMatchObject({ isPublished: false, isDownloadable: false, tag: 'SUIV', origin: 'upload', publishDate: null });
    const content = await readBlob(database.db, schema.contentBlobId);
    const enrichment = readAfd1Enrichment(new TextDecoder().decode((await readBlob(database.db, schema.enrichedBlobId))?.content));
    expect(enrichment?.certificationMark).toBe(content?.sha256);
  });
});
