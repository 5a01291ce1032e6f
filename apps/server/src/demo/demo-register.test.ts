import { readAfd1Enrichment } from '@afd/afd';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/test-database.ts';
import { readBlob } from '../db/blob-store.ts';
import type { Database } from '../db/client.ts';
import { organisationSchemas } from '../db/schema/index.ts';
import { demoRegisterSchemaName, seedDemoRegister } from './demo-register.ts';
import { databaseWithDemoParts } from './demo-seed.testing.ts';

describe.each(testEngines)('demo register data on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseWithDemoParts(engine, ['Polderzeker'], [seedDemoRegister]);
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
