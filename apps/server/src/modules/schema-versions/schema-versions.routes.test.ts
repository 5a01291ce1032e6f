import type { CompatibilityAnswer, PublishedSchemaVersions, SchemaCompatibility } from '@afd/contracts';
import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { blobs, organisationSchemaVersions } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { corpusSchema, keyFields, startCertificationTestApp } from '../../shared/testing/certification.fixture.ts';

// Issue 32: each certification of a name records the version and decides its compatibility with
// the earlier published versions, stored with it and answered by Certify; the register's public
// calls read it, anonymous, and never show a version that was not published.

const name = 'Autopolis-Aanvraag';
const version1 = corpusSchema('valid').xsd;
// A code the baseline allows added to PP_BRANCHE: receivers on version 1 refuse a version 2 message with it.
const version2 = version1.replace('<xs:enumeration value="020"/>', '<xs:enumeration value="020"/><xs:enumeration value="021"/>');
// Only documentation changes: compatible with version 2, and still breaks version 1.
const version3 = version2.replace('<xs:documentation>', '<xs:documentation>Versie 3. ');

describe.each(testEngines)('schema versions and their compatibility on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let key: BaselineKeyIds;
  let organisation: string;

  beforeAll(async () => {
    ({ testApp, matrix, key } = await startCertificationTestApp(engine));
    organisation = matrix.ownOrganisation.name;
  });
  afterAll(() => testApp.close());

  /** Valideer, then Certificeren as the certifier, as the screen does. */
  const certify = async (xsd: string, { publish, overwrite }: { publish: boolean; overwrite: boolean }) => {
    const body = await multipartBody([{ name: 'afdSchema.xsd', content: xsd }], keyFields(key));
    const validated = await matrix.as('certifier', { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
    expect(validated.statusCode).toBe(200);
    const tempFileId = validated.json().tempFileId as string;
    const fileSha256 = createHash('sha256').update(xsd).digest('hex');
    const query = new URLSearchParams({ ...keyFields(key), name, tempFileId, publish: String(publish), fileSha256, overwrite: String(overwrite) });
    const response = await matrix.as('certifier', { method: 'POST', url: `/api/OrganisationSchemas/Certify?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { version: number; compatibility?: SchemaCompatibility | null };
  };
  const compatibilityUrl = (from: number, to: number, schema = name) => `/api/PublishedSchemas/Compatibility?${new URLSearchParams({ organisation, name: schema, from: String(from), to: String(to) })}`;
  const versionsUrl = (schema = name) => `/api/PublishedSchemas/Versions?${new URLSearchParams({ organisation, name: schema })}`;
  const settingsUrl = () => `/api/OrganisationSchemas/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}/VersionSettings`;

  it('stores no compatibility for a first version, and a refusal with its counterexample for version 2 with a code added', async () => {
    expect(version2).not.toBe(version1);
    const first = await certify(version1, { publish: true, overwrite: false });
    expect(first.version).toBe(1);
    // A first version has nothing to compare with: the answer has no compatibility.
    expect(first.compatibility).toBeUndefined();

    const second = await certify(version2, { publish: true, overwrite: true });
    expect(second.version).toBe(2);
    const compatibility = second.compatibility;
    expect(compatibility).toMatchObject({ version: 2, transitive: false, breaks: [1] });
    const [against1] = compatibility?.against ?? [];
    expect(against1?.version).toBe(1);
    expect(against1?.oldAcceptedByNew).toEqual({ verdict: 'compatibel' });
    const broken = against1?.newAcceptedByOld;
    if (broken?.verdict !== 'niet-compatibel') throw new Error(`expected niet-compatibel, got ${JSON.stringify(broken)}`);
    expect(broken.counterexample.validUnder).toBe('nieuw');
    expect(broken.counterexample.message).toContain('<PP_BRANCHE>021</PP_BRANCHE>');

    // Stored with the version, in the same transaction as the schema.
    const rows = await testApp.database.db
      .select({ version: organisationSchemaVersions.version, publishedAt: organisationSchemaVersions.publishedAt, compatibility: organisationSchemaVersions.compatibility })
      .from(organisationSchemaVersions)
      .where(eq(organisationSchemaVersions.name, name))
      .orderBy(asc(organisationSchemaVersions.version));
    expect(rows.map((row) => [row.version, row.publishedAt !== null, row.compatibility === null])).toEqual([
      [1, true, true],
      [2, true, false],
    ]);
    expect(rows[1]?.compatibility).toEqual(compatibility);
  });

  it('answers the published versions and the stored verdict to anybody, signed in or not', async () => {
    expect(await matrix.statuses({ method: 'GET', url: versionsUrl() })).toEqual({ anonymous: 200, inactive: 200, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 });
    const versions = (await matrix.as('anonymous', { method: 'GET', url: versionsUrl() })).json() as PublishedSchemaVersions;
    expect(versions.versions.map((version) => [version.version, version.compatibility?.breaks ?? null])).toEqual([
      [2, [1]],
      [1, null],
    ]);
    const response = await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 2) });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as CompatibilityAnswer;
    expect(answer).toMatchObject({ organisation, name, from: 1, to: 2, stored: true, oldAcceptedByNew: { verdict: 'compatibel' }, newAcceptedByOld: { verdict: 'niet-compatibel' } });
    // The order of the two versions does not matter: the higher is the new one.
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(2, 1) })).json()).toEqual(answer);
  });

  it("lets the owner ask for every earlier version, and then names each version the new one breaks", async () => {
    expect(await matrix.statuses({ method: 'GET', url: settingsUrl() })).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 200, administrator: 200, otherCertifier: 403 });
    expect((await matrix.as('certifier', { method: 'GET', url: settingsUrl() })).json()).toEqual({ checkAllVersions: false });
    const put = await matrix.as('certifier', { method: 'PUT', url: settingsUrl(), payload: { checkAllVersions: true } });
    expect(put.statusCode).toBe(200);
    expect((await matrix.as('otherCertifier', { method: 'PUT', url: settingsUrl(), payload: { checkAllVersions: false } })).statusCode).toBe(403);

    const third = await certify(version3, { publish: true, overwrite: true });
    expect(third.compatibility).toMatchObject({ version: 3, transitive: true, breaks: [1] });
    expect(third.compatibility?.against.map((entry) => [entry.version, entry.newAcceptedByOld.verdict, entry.oldAcceptedByNew.verdict])).toEqual([
      [2, 'compatibel', 'compatibel'],
      [1, 'niet-compatibel', 'compatibel'],
    ]);
  });

  it('answers 404 with a Dutch message for an unknown schema or version, and 400 for the same version twice', async () => {
    const unknownVersion = await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 9) });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json().detail).toBe(`Schema '${name}' heeft geen gepubliceerde versie 9.`);
    const unknownName = await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 2, 'Bestaat-Niet') });
    expect(unknownName.statusCode).toBe(404);
    expect(unknownName.json().detail).toBe(`Er is geen gepubliceerd schema 'Bestaat-Niet' van organisatie '${organisation}'.`);
    expect((await matrix.as('anonymous', { method: 'GET', url: versionsUrl('Bestaat-Niet') })).statusCode).toBe(404);
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(2, 2) })).statusCode).toBe(400);
  });

  it('decides a pair no certification compared when asked', async () => {
    await matrix.as('certifier', { method: 'PUT', url: settingsUrl(), payload: { checkAllVersions: false } });
    const answer = (await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 3) })).json() as CompatibilityAnswer;
    // Version 3 was compared with 1 (transitively) at certification: stored.
    expect(answer.stored).toBe(true);
    const version4 = version3.replace('<xs:documentation>Versie 3. ', '<xs:documentation>Versie 4. ');
    await certify(version4, { publish: true, overwrite: true });
    const decided = await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(2, 4) });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ from: 2, to: 4, stored: false, newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } });
    const broken = (await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 4) })).json() as CompatibilityAnswer;
    expect(broken).toMatchObject({ stored: false, newAcceptedByOld: { verdict: 'niet-compatibel' } });
  });

  it('lets one address decide 10 unstored pairs a minute, then answers 429 with Retry-After; stored verdicts stay readable', async () => {
    // Two of the ten went out in the test before (2-4, 1-4): the same address (app.inject's 127.0.0.1).
    for (let index = 2; index < 10; index++) expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(2, 4) })).statusCode).toBe(200);
    const refused = await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(2, 4) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ title: 'Te veel vergelijkingen' });
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 3) })).json()).toMatchObject({ stored: true });
  });

  it('never shows a version that was not published: the same 404 as an unknown one', async () => {
    const version5 = version3.replace('<xs:documentation>Versie 3. ', '<xs:documentation>Versie 5. ');
    const fifth = await certify(version5, { publish: false, overwrite: true });
    expect(fifth.version).toBe(5);
    // The schema left the register with its unpublished version: nothing about it is answered.
    expect((await matrix.as('anonymous', { method: 'GET', url: versionsUrl() })).statusCode).toBe(404);
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(4, 5) })).statusCode).toBe(404);
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(1, 2) })).statusCode).toBe(404);
    // Back in the register: version 5 is published now, and shown.
    const publish = await matrix.as('certifier', { method: 'PUT', url: `/api/OrganisationSchemas/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}?publish=true&download=false` });
    expect(publish.statusCode).toBe(200);
    const versions = (await matrix.as('anonymous', { method: 'GET', url: versionsUrl() })).json() as PublishedSchemaVersions;
    expect(versions.versions.map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps an unpublished version out of the list while the schema stays in the register with an earlier one', async () => {
    // A version certified unpublished while the register showed an earlier one; its row is the
    // history's only record of it (published_at null) and never appears in a public answer.
    const [row] = await testApp.database.db
      .select({ id: organisationSchemaVersions.id })
      .from(organisationSchemaVersions)
      .where(eq(organisationSchemaVersions.version, 5));
    await testApp.database.db.update(organisationSchemaVersions).set({ publishedAt: null }).where(eq(organisationSchemaVersions.id, row?.id ?? ''));
    const versions = (await matrix.as('anonymous', { method: 'GET', url: versionsUrl() })).json() as PublishedSchemaVersions;
    expect(versions.versions.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    expect((await matrix.as('anonymous', { method: 'GET', url: compatibilityUrl(4, 5) })).statusCode).toBe(404);
  });
  it('carries the versions along when the schema is renamed, and deletes them with their files when it is deleted', async () => {
    const renamed = `${name}-Nieuw`;
    const rename = await matrix.as('certifier', {
      method: 'POST',
      url: `/api/OrganisationSchemas/Rename/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}?${new URLSearchParams({ newName: renamed })}`,
    });
    expect(rename.statusCode).toBe(200);
    const versions = (await matrix.as('anonymous', { method: 'GET', url: versionsUrl(renamed) })).json() as PublishedSchemaVersions;
    expect(versions).toMatchObject({ name: renamed });
    expect(versions.versions.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    expect((await matrix.as('anonymous', { method: 'GET', url: versionsUrl() })).statusCode).toBe(404);

    const { db } = testApp.database;
    const files = (await db.select({ id: organisationSchemaVersions.contentBlobId }).from(organisationSchemaVersions).where(eq(organisationSchemaVersions.name, renamed)))
      .map((row) => row.id)
      .filter((id): id is string => id !== null);
    expect(files).toHaveLength(5);
    const deleted = await matrix.as('certifier', { method: 'DELETE', url: `/api/OrganisationSchemas/${encodeURIComponent(organisation)}/${encodeURIComponent(renamed)}` });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await db.select().from(organisationSchemaVersions).where(eq(organisationSchemaVersions.name, renamed))).toEqual([]);
    expect(await db.select({ id: blobs.id }).from(blobs).where(inArray(blobs.id, files))).toEqual([]);
    // The name is free again: a new schema of it starts at version 1 with nothing to compare with.
    expect((await certify(version1, { publish: true, overwrite: false })).version).toBe(1);
  });
});
