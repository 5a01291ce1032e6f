import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import { openLocker, overlappingCalls } from '../../../test/helpers/overlapping-calls.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { blobs, certificates, organisationSchemas } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { corpusSchema, keyFields, startCertificationTestApp, type CertificationFixture } from '../../shared/testing/certification.fixture.ts';

// Issue 28: certification is serialised per schema name in the database. Two certifiers confirm
// Certificeren under one new name at the same moment: before, both inserted and the second got
// 'Naam in gebruik' though it had confirmed the replacement; now the second waits for the first
// and replaces it as version 2, each with its own certificate and no file left behind.
// On PostgreSQL the two transactions really overlap (overlapping-calls.ts).

describe.each(testEngines)('two simultaneous certifications of one name on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;
  let locker: Database | null;

  beforeAll(async () => {
    ({ testApp, matrix, fixture } = await startCertificationTestApp(engine));
    locker = await openLocker(testApp.database);
  });
  afterAll(async () => {
    await locker?.close();
    await testApp.close();
  });

  /** Valideer: the stored upload to certify. */
  const validated = async () => {
    const key = fixture.keys[0];
    if (!key) throw new Error('no key');
    const { xsd } = corpusSchema('valid');
    const body = await multipartBody([{ name: 'afdSchema.xsd', content: xsd }], keyFields(key));
    const response = await matrix.as('certifier', { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
    expect(response.statusCode, response.body).toBe(200);
    const query = new URLSearchParams({
      ...keyFields(key),
      name: 'Gelijktijdig',
      tempFileId: response.json<{ tempFileId: string }>().tempFileId,
      publish: 'false',
      fileSha256: createHash('sha256').update(xsd).digest('hex'),
      overwrite: 'true',
    });
    return () => matrix.as('certifier', { method: 'POST', url: `/api/OrganisationSchemas/Certify?${query}` });
  };

  it('stores both, the second as the next version, each with its own certificate', { timeout: 120_000 }, async () => {
    const calls = [await validated(), await validated()];
    const blobsBefore = new Set((await testApp.database.db.select({ id: blobs.id }).from(blobs)).map((row) => row.id));

    const answers = await overlappingCalls(locker, 'organisation_schemas', calls);

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.map((answer) => answer.json<{ version: number }>().version).sort()).toEqual([1, 2]);
    const rows = await testApp.database.db
      .select()
      .from(organisationSchemas)
      .where(and(eq(organisationSchemas.organisationId, matrix.ownOrganisation.id), eq(organisationSchemas.name, 'Gelijktijdig')));
    expect(rows.map((row) => row.version)).toEqual([2]);
    const written = await testApp.database.db.select().from(certificates).where(inArray(certificates.organisationSchemaId, rows.map((row) => row.id)));
    expect(written.map((certificate) => [certificate.schemaVersion, certificate.status]).sort()).toEqual([
      [1, 'vervangen'],
      [2, 'geldig'],
    ]);
    // The first version's files went with it; every file written since is the schema's own.
    const referenced = new Set(rows.flatMap((row) => [row.contentBlobId, row.enrichedBlobId]));
    const blobsAfter = (await testApp.database.db.select({ id: blobs.id }).from(blobs)).map((row) => row.id);
    expect(blobsAfter.filter((id) => !blobsBefore.has(id) && !referenced.has(id))).toEqual([]);
  });
});
