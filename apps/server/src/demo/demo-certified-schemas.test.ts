import { isCertifiable, readAfd1Enrichment } from '@afd/afd';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/test-database.ts';
import { readBlob } from '../db/blob-store.ts';
import type { Database } from '../db/client.ts';
import { certificates, manualCertificationRequests, organisationSchemas, organisationSchemaVersions } from '../db/schema/index.ts';
import { CertificationPool } from '../jobs/certification-pool.ts';
import { certifyAgainst } from '../shared/certification/certify-against.ts';
import { contextOfBaseline } from '../shared/certification/certification-context.ts';
import { demoCertifiedSchemaName, demoManualRequestName, seedDemoCertifiedSchemas } from './demo-certified-schemas.ts';
import { databaseWithDemoParts } from './demo-seed.testing.ts';

describe.each(testEngines)('demo certified schemas on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseWithDemoParts(engine, ['Polderzeker'], [seedDemoCertifiedSchemas]);
  });
  afterAll(() => database.close());

  it('stores a published schema that still certifies against its baseline, with its enriched copy', async () => {
    const [schema] = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, demoCertifiedSchemaName));
    if (!schema?.contentBlobId || !schema.enrichedBlobId || !schema.baselineSchemaId) throw new Error('demo schema missing');
    expect(schema).toMatchObject({ isPublished: true, isDownloadable: true, origin: 'upload' });
    const content = await readBlob(database.db, schema.contentBlobId);
    const enriched = await readBlob(database.db, schema.enrichedBlobId);
    expect(readAfd1Enrichment(new TextDecoder().decode(enriched?.content))?.certificationMark).toBe(content?.sha256);
    const context = await contextOfBaseline(database.db, schema.baselineSchemaId, { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' });
    if (!context || !content) throw new Error('no context');
    const pool = new CertificationPool({ size: 0 });
    expect(isCertifiable(await certifyAgainst(pool, context, content.content, 'afdSchema.xsd'))).toBe(true);
  });

  it('records it as version 1 in the version history, published, so a version 2 is compared with it (issue 32)', async () => {
    const [schema] = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, demoCertifiedSchemaName));
    const versions = await database.db.select().from(organisationSchemaVersions).where(eq(organisationSchemaVersions.organisationSchemaId, schema?.id ?? ''));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, contentBlobId: schema?.contentBlobId, compatibility: null });
    expect(versions[0]?.publishedAt).not.toBeNull();
  });

  it('gives it a valid certificate, as a certification does: its kenmerk and page in the enriched copy, over both hashes', async () => {
    const [schema] = await database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, demoCertifiedSchemaName));
    if (!schema?.contentBlobId || !schema.enrichedBlobId) throw new Error('demo schema missing');
    const [certificate] = await database.db.select().from(certificates).where(eq(certificates.organisationSchemaId, schema.id));
    const content = await readBlob(database.db, schema.contentBlobId);
    const enriched = await readBlob(database.db, schema.enrichedBlobId);
    expect(certificate).toMatchObject({ status: 'geldig', schemaName: demoCertifiedSchemaName, organisationName: 'Polderzeker', originalSha256: content?.sha256, enrichedSha256: enriched?.sha256 });
    const named = readAfd1Enrichment(new TextDecoder().decode(enriched?.content))?.certificate;
    expect(named?.kenmerk).toBe(certificate?.kenmerk);
    expect(named?.address).toMatch(new RegExp(`^http://localhost:\\d+/certificaat/${certificate?.kenmerk}$`));
  });

  it('stores one open manual request', async () => {
    const requests = await database.db.select().from(manualCertificationRequests);
    expect(requests.map((request) => [request.name, request.status])).toEqual([[demoManualRequestName, 'open']]);
  });
});
