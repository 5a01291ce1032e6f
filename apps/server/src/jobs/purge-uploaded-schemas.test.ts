import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { insertTestUser } from '../../test/helpers/tokens.ts';
import type { Database } from '../db/client.ts';
import { storeBlob } from '../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, blobs, dimensions, organisations, organisationSchemas, uploadedSchemas } from '../db/schema/index.ts';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { blobReferences, purgeUploadedSchemas, uploadedSchemaPurge } from './purge-uploaded-schemas.ts';

describe('files the purge never deletes', () => {
  it('are those any table of the schema refers to, found through the foreign keys', () => {
    const references = blobReferences.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`);
    expect(references).toEqual(
      expect.arrayContaining([
        'uploaded_schemas.contentBlobId',
        'organisation_schemas.contentBlobId',
        'organisation_schemas.enrichedBlobId',
        'manual_certification_requests.contentBlobId',
        'predefined_entity_sets.contentBlobId',
        'datacatalogs.zipBlobId',
        'baseline_libraries.contentBlobId',
      ]),
    );
  });
});

describe.each(testEngines)('purge of uploaded schemas on %s', (engine) => {
  let database: Database;
  let userId: string;
  let baselineSchemaId: string;
  let baselineLibraryId: string;
  let organisationId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    userId = (await insertTestUser(database)).userId;
    const [certificationArea, messageType, domain] = await db
      .insert(dimensions)
      .values([
        { kind: 'certificationArea', name: 'Schade', version: '1' },
        { kind: 'messageType', name: 'Mutatie' },
        { kind: 'applicationArea', name: 'Particulier' },
      ])
      .returning({ id: dimensions.id });
    const [baseline] = await db
      .insert(baselineSchemas)
      .values({ certificationAreaId: certificationArea?.id ?? '', messageTypeId: messageType?.id ?? '', applicationAreaId: domain?.id ?? '' })
      .returning({ id: baselineSchemas.id });
    baselineSchemaId = baseline?.id ?? '';
    const libraryFile = await storeBlob(db, new TextEncoder().encode('<xs:schema/>'), 'application/xml');
    const [library] = await db
      .insert(baselineLibraries)
      .values({ baselineSchemaId, afdVersion: 1, fileName: 'baseline.xsd', contentBlobId: libraryFile.id, library: {} })
      .returning({ id: baselineLibraries.id });
    baselineLibraryId = library?.id ?? '';
    const [organisation] = await db.insert(organisations).values({ name: 'Purge-Verzekeraar' }).returning({ id: organisations.id });
    organisationId = organisation?.id ?? '';
  });
  afterAll(() => database.close());

  /** An uploaded schema with its own file, created `hoursAgo` hours ago. */
  async function insertUpload(hoursAgo: number, contentBlobId?: string): Promise<{ id: string; blobId: string }> {
    const blobId = contentBlobId ?? (await storeBlob(database.db, new TextEncoder().encode(`<xs:schema id="${hoursAgo}"/>`), 'application/xml')).id;
    const [row] = await database.db
      .insert(uploadedSchemas)
      .values({ userId, baselineSchemaId, baselineLibraryId, fileName: 'upload.xsd', contentBlobId: blobId, result: { messages: [] } })
      .returning({ id: uploadedSchemas.id });
    const id = row?.id ?? '';
    await database.db
      .update(uploadedSchemas)
      .set({ createdAt: sql`now() - make_interval(hours => ${hoursAgo})` })
      .where(eq(uploadedSchemas.id, id));
    return { id, blobId };
  }

  const exists = async (table: typeof uploadedSchemas | typeof blobs, id: string) =>
    (await database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

  it('deletes uploads older than a day with their files, and keeps younger ones', async () => {
    const old = await insertUpload(25);
    const young = await insertUpload(23);
    expect(await purgeUploadedSchemas(database.db)).toEqual({ schemas: 1, files: 1 });
    expect(await exists(uploadedSchemas, old.id)).toBe(false);
    expect(await exists(blobs, old.blobId)).toBe(false);
    expect(await exists(uploadedSchemas, young.id)).toBe(true);
    expect(await exists(blobs, young.blobId)).toBe(true);
  });

  it('is idempotent: a second run finds nothing', async () => {
    await insertUpload(48);
    await purgeUploadedSchemas(database.db);
    expect(await purgeUploadedSchemas(database.db)).toEqual({ schemas: 0, files: 0 });
  });

  it('keeps a file that a certified schema or a younger upload still refers to', async () => {
    const certified = await insertUpload(30);
    await database.db.insert(organisationSchemas).values({ organisationId, baselineSchemaId, name: `gecertificeerd-${certified.id}`, contentBlobId: certified.blobId });
    const shared = await insertUpload(30);
    await insertUpload(1, shared.blobId);
    expect(await purgeUploadedSchemas(database.db)).toEqual({ schemas: 2, files: 0 });
    expect(await exists(uploadedSchemas, certified.id)).toBe(false);
    expect(await exists(blobs, certified.blobId)).toBe(true);
    expect(await exists(blobs, shared.blobId)).toBe(true);
  });

  it('deletes each old upload once when several instances purge at the same moment', async () => {
    const olds = await Promise.all([insertUpload(26), insertUpload(27), insertUpload(28)]);
    const results = await Promise.all([purgeUploadedSchemas(database.db), purgeUploadedSchemas(database.db), purgeUploadedSchemas(database.db)]);
    expect(results.reduce((sum, r) => sum + r.schemas, 0)).toBe(3);
    expect(results.reduce((sum, r) => sum + r.files, 0)).toBe(3);
    for (const old of olds) expect(await exists(uploadedSchemas, old.id)).toBe(false);
  });

  it('runs when the app is ready, on its interval, and stops when the app closes', async () => {
    const first = await insertUpload(25);
    const app = Fastify({ logger: false });
    await app.register(uploadedSchemaPurge, { database, intervalMs: 20 });
    await app.ready();
    await expect.poll(() => exists(uploadedSchemas, first.id), { timeout: 5_000 }).toBe(false);
    const second = await insertUpload(25);
    await expect.poll(() => exists(uploadedSchemas, second.id), { timeout: 5_000 }).toBe(false);
    await app.close();
    const afterClose = await insertUpload(25);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exists(uploadedSchemas, afterClose.id)).toBe(true);
  });

  it('is started by the app itself', async () => {
    const old = await insertUpload(25);
    const testApp = await buildTestApp({ engine, database });
    try {
      await expect.poll(() => exists(uploadedSchemas, old.id), { timeout: 5_000 }).toBe(false);
    } finally {
      await testApp.close();
    }
  });
});
