import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { readBlob } from '../../../db/blob-store.ts';
import { auditLog, baselineLibraries } from '../../../db/schema/index.ts';
import { authoriseForComposition, insertAuthoringBaseline, insertLibrary } from '../definition-store/definitions.fixture.ts';

// A baseline's code lists for the properties form, and the libraries overview with the deletion
// of obsolete libraries (001 §2 'Beheer baseline libraries', §7).

describe.each(testEngines)('baseline libraries (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: Awaited<ReturnType<typeof insertAuthoringBaseline>>;
  const own = () => encodeURIComponent(matrix.ownOrganisation.name);

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    baseline = await insertAuthoringBaseline(testApp.database);
    await authoriseForComposition(testApp.database, matrix.userIdOf('validator'), matrix.ownOrganisation.id);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const createDefinition = (name: string) =>
    matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${own()}/${encodeURIComponent(name)}`, payload: baseline.names });

  it("answers the current library's code lists, all or the named ones, to those who compose for the organisation", async () => {
    const url = `/api/BaselineSchemas/${own()}/${encodeURIComponent(baseline.basedOn)}`;
    expect(await matrix.statuses({ method: 'GET', url: `${url}/codelists` })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
    const library = (await matrix.as('validator', { method: 'GET', url })).json();
    expect(library).toMatchObject({ basedOn: baseline.basedOn, certificationAreaVersion: '1', baselineLibraryId: baseline.libraryId, datacatVersion: '20260201' });
    const subset = (await matrix.as('validator', { method: 'GET', url: `${url}/codelists/subset?codelistNames=ADNBRA,PORMAA` })).json();
    expect(subset).toEqual([
      { name: 'ADNBRA', listItems: [{ value: '021', label: 'Personenauto' }, { value: '060', label: 'Reis' }] },
      { name: 'PORMAA', listItems: [{ value: 'M', label: 'Maand' }, { value: 'J', label: 'Jaar' }] },
    ]);
    const unknown = await matrix.as('validator', { method: 'GET', url: `/api/BaselineSchemas/${own()}/Bestaat-niet-echt/codelists` });
    expect(unknown.statusCode).toBe(404);
  });

  it('finds one library by its baseline and creation time', async () => {
    const [row] = await db().select({ createdAt: baselineLibraries.createdAt }).from(baselineLibraries).where(eq(baselineLibraries.id, baseline.libraryId));
    const url = `/api/BaselineLibraries/baselineLibrary?baselineName=${encodeURIComponent(baseline.basedOn)}&creationTime=${row?.createdAt.toISOString()}`;
    expect((await matrix.as('validator', { method: 'GET', url })).json()).toMatchObject({ baselineLibraryId: baseline.libraryId });
    // A time the database keeps to the microsecond (an upload's default) is found by its milliseconds.
    await db().execute(sql`update baseline_libraries set created_at = '2026-11-01 09:00:00.123456+00' where id = ${baseline.libraryId}`);
    const fine = `/api/BaselineLibraries/baselineLibrary?baselineName=${encodeURIComponent(baseline.basedOn)}&creationTime=2026-11-01T09:00:00.123Z`;
    expect((await matrix.as('validator', { method: 'GET', url: fine })).json()).toMatchObject({ baselineLibraryId: baseline.libraryId });
    await db().update(baselineLibraries).set({ createdAt: row?.createdAt ?? new Date() }).where(eq(baselineLibraries.id, baseline.libraryId));
    const other = await matrix.as('validator', { method: 'GET', url: `/api/BaselineLibraries/baselineLibrary?baselineName=${encodeURIComponent(baseline.basedOn)}&creationTime=2000-01-01T00:00:00.000Z` });
    expect(other.statusCode).toBe(404);
  });

  it('tells administrators which libraries are current, in use and obsolete, and deletes only the obsolete ones', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/BaselineLibraries/usage-info' })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
    // The first library gets a definition; then two newer uploads: the middle one is used by nothing.
    await createDefinition('Op De Eerste');
    const middle = await insertLibrary(testApp.database, baseline.id, new Date(Date.now() + 1_000));
    const newest = await insertLibrary(testApp.database, baseline.id, new Date(Date.now() + 2_000));
    const usage = (await matrix.as('administrator', { method: 'GET', url: '/api/BaselineLibraries/usage-info' })).json() as {
      id: string;
      usageCount: number;
      isLatest: boolean;
      isObsolete: boolean;
      usedByDefinitionPaths: string[];
    }[];
    const of = (id: string) => usage.find((library) => library.id === id);
    expect(of(baseline.libraryId)).toMatchObject({ usageCount: 1, isLatest: false, isObsolete: false, usedByDefinitionPaths: [`${matrix.ownOrganisation.name}/${baseline.basedOn}/Op De Eerste`] });
    expect(of(middle)).toMatchObject({ usageCount: 0, isLatest: false, isObsolete: true });
    expect(of(newest)).toMatchObject({ usageCount: 0, isLatest: true, isObsolete: false });

    expect((await matrix.as('validator', { method: 'DELETE', url: '/api/BaselineLibraries/deleteable' })).statusCode).toBe(403);
    const audits = (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
    const deleted = await matrix.as('administrator', { method: 'DELETE', url: '/api/BaselineLibraries/deleteable' });
    expect(deleted.json()).toEqual({ deleted: 1 });
    const remaining = (await db().select({ id: baselineLibraries.id }).from(baselineLibraries)).map((row) => row.id);
    expect(remaining).toEqual(expect.arrayContaining([baseline.libraryId, newest]));
    expect(remaining).not.toContain(middle);
    expect((await db().select({ n: count() }).from(auditLog))[0]?.n).toBe(audits + 1);
    expect((await matrix.as('administrator', { method: 'DELETE', url: '/api/BaselineLibraries/deleteable' })).json()).toEqual({ deleted: 0 });
  });

  it('keeps a file another library still holds when it deletes an obsolete library', async () => {
    const [kept] = await db().select().from(baselineLibraries).where(eq(baselineLibraries.id, baseline.libraryId));
    if (!kept) throw new Error('library missing');
    const { id: _id, createdAt: _created, ...sameFile } = kept;
    // An obsolete library sharing the first library's file, older than it.
    const [shared] = await db().insert(baselineLibraries).values({ ...sameFile, createdAt: new Date(kept.createdAt.getTime() - 60_000) }).returning({ id: baselineLibraries.id });
    const deleted = await matrix.as('administrator', { method: 'DELETE', url: '/api/BaselineLibraries/deleteable' });
    expect(deleted.statusCode).toBe(200);
    const remaining = (await db().select({ id: baselineLibraries.id }).from(baselineLibraries)).map((row) => row.id);
    expect(remaining).not.toContain(shared?.id);
    expect(await readBlob(testApp.database.db, kept.contentBlobId)).not.toBeNull();
  });

  it('describes the tasks a definition lists, in Dutch', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: '/api/Tasks/subset/descriptions?taskIds=newer-baseline-library,onbekend' });
    expect(response.json()).toEqual([
      { id: 'newer-baseline-library', description: 'Er is een nieuwere baseline library van de baseline: synchroniseer de definitie om die te gebruiken.' },
      { id: 'onbekend', description: "Onbekende taak 'onbekend'." },
    ]);
    expect((await matrix.as('anonymous', { method: 'GET', url: '/api/Tasks/subset/descriptions?taskIds=x' })).statusCode).toBe(401);
  });
});
