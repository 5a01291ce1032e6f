import type { PublishDefinitionResult } from '@afd/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { blobs, certificates, organisationSchemas, organisationSchemaVersions } from '../../src/db/schema/index.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import { openLocker, overlappingCalls, postgresUrlOf } from '../helpers/overlapping-calls.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';

// Issue 28: two 'Certificeer en publiceer' of one definition at the same moment. Before, both
// read the current versions without a lock, so both answered 200 and left the functions on
// different versions, two certificates for one version and stored files nothing referred to.
// Now publication is serialised per definition in the database: the second waits for the first
// and publishes the next version. PGlite has one connection, so its transactions run one after
// the other by construction; on PostgreSQL both transactions really overlap (overlapping-calls.ts),
// on one instance and on two instances sharing the database.

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('simultaneous-publication.test.ts: the PostgreSQL cases are skipped: TEST_DATABASE_URL is not set');

interface Instances {
  first: TestApp;
  second: TestApp;
  matrix: RoleMatrix;
  /** Another connection to the same database for the test's own lock; null on PGlite. */
  locker: Database | null;
  close(): Promise<void>;
}

const setups: [string, () => Promise<Instances>][] = [
  [
    'PGlite (one connection)',
    async () => {
      const { testApp, matrix } = await demoAuthoringApp('pglite', { own: 'Polderzeker' });
      return { first: testApp, second: testApp, matrix, locker: null, close: () => testApp.close() };
    },
  ],
];
if (postgresUrl) {
  setups.push(
    [
      'one instance on PostgreSQL',
      async () => {
        const { testApp, matrix } = await demoAuthoringApp('postgres', { own: 'Polderzeker' });
        const locker = await openLocker(testApp.database);
        return { first: testApp, second: testApp, matrix, locker, close: async () => (await locker?.close(), await testApp.close()) };
      },
    ],
    [
      'two instances on one PostgreSQL',
      async () => {
        const { testApp, matrix } = await demoAuthoringApp('postgres', { own: 'Polderzeker' });
        const secondConnection = await openDatabase({ kind: 'postgres', url: postgresUrlOf(testApp.database) });
        const second = await buildTestApp({ engine: 'postgres', database: secondConnection });
        const locker = await openLocker(testApp.database);
        return {
          first: testApp,
          second,
          matrix,
          locker,
          close: async () => {
            await second.close();
            await secondConnection.close();
            await locker?.close();
            await testApp.close();
          },
        };
      },
    ],
  );
}

describe.each(setups)('two simultaneous publications of one definition on %s', (_name, setup) => {
  let instances: Instances;
  const name = demoDefinitionNames.reis;
  const url = () => `/api/Productdefinities/GenerateCertifiyPublish/${encodeURIComponent(instances.matrix.ownOrganisation.name)}/${encodeURIComponent(name)}`;
  const publishOn = (instance: TestApp) =>
    instance.app.inject({ method: 'POST', url: url(), payload: { isPublished: true, isDownloadable: true }, headers: instances.matrix.headers('certifier') });
  const functionRows = () =>
    instances.first.database.db
      .select()
      .from(organisationSchemas)
      .where(and(eq(organisationSchemas.organisationId, instances.matrix.ownOrganisation.id), like(organisationSchemas.name, `${name}-%`)));

  beforeAll(async () => {
    instances = await setup();
  }, 180_000);
  afterAll(() => instances?.close());

  it('leaves every function on one version, one certificate per version and no file that nothing refers to', { timeout: 180_000 }, async () => {
    const { db } = instances.first.database;
    const once = await publishOn(instances.first);
    expect(once.statusCode, once.body).toBe(200);
    const firstRows = await functionRows();
    expect(firstRows.length).toBeGreaterThan(1);
    const blobsBefore = new Set((await db.select({ id: blobs.id }).from(blobs)).map((row) => row.id));
    // Version 1 stays in the version history with its content (ADR 0070); its enriched copy does not.
    const firstContents = firstRows.map((row) => row.contentBlobId).filter((id): id is string => id !== null);
    const firstEnriched = firstRows.map((row) => row.enrichedBlobId).filter((id): id is string => id !== null);

    const answers = await overlappingCalls(instances.locker, 'organisation_schemas', [() => publishOn(instances.first), () => publishOn(instances.second)]);

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const versions = answers.map((answer) => [...new Set(answer.json<PublishDefinitionResult>().schemas.map((schema) => schema.version))]);
    // Each publication stored all functions on one version: one the next, the other the one after.
    expect(versions.sort()).toEqual([[2], [3]]);
    const rows = await functionRows();
    expect(rows.map((row) => row.version)).toEqual(rows.map(() => 3));

    const written = await db
      .select({ schemaId: certificates.organisationSchemaId, version: certificates.schemaVersion, status: certificates.status })
      .from(certificates)
      .where(inArray(certificates.organisationSchemaId, rows.map((row) => row.id)));
    for (const row of rows) {
      const own = written.filter((certificate) => certificate.schemaId === row.id);
      expect(own.map((certificate) => certificate.version).sort(), row.name).toEqual([1, 2, 3]);
      expect(own.filter((certificate) => certificate.status === 'geldig').map((certificate) => certificate.version)).toEqual([3]);
    }

    // Every file written since is one the schemas or their version history refer to; of the first
    // publication's files only the contents its versions keep are left.
    const history = await db
      .select({ version: organisationSchemaVersions.version, contentBlobId: organisationSchemaVersions.contentBlobId })
      .from(organisationSchemaVersions)
      .where(inArray(organisationSchemaVersions.organisationSchemaId, rows.map((row) => row.id)));
    expect(history.map((entry) => entry.version).sort()).toEqual(rows.flatMap(() => [1, 2, 3]).sort());
    const referenced = new Set([...rows.flatMap((row) => [row.contentBlobId, row.enrichedBlobId]), ...history.map((entry) => entry.contentBlobId)]);
    const blobsAfter = (await db.select({ id: blobs.id }).from(blobs)).map((row) => row.id);
    expect(blobsAfter.filter((id) => !blobsBefore.has(id) && !referenced.has(id))).toEqual([]);
    expect(await db.select({ id: blobs.id }).from(blobs).where(inArray(blobs.id, firstEnriched))).toEqual([]);
    expect((await db.select({ id: blobs.id }).from(blobs).where(inArray(blobs.id, firstContents))).length).toBe(firstContents.length);
  });
});
