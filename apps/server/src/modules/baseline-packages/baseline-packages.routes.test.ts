import { readBaselinePackage, type BaselinePackage } from '@afd/afd';
import { demoAfd2BaselineSchemaText } from '@afd/afd/demo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { baselineLibraries, baselineSchemas, dimensionCombinations } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { catalogueUploadZip } from '../../shared/testing/catalogue-upload.fixture.ts';
import { corpus, keyFields, startCertificationTestApp, type CertificationTestApp } from '../../shared/testing/certification.fixture.ts';

// GET /api/BaselineSchemas/{id}/CertificationPackage (issue 18): the baselines a member may certify
// against, as the package afd-certify reads; not the beheerders-only ones, not a combination the
// administrators did not allow. That the package gives the portal's verdicts is shown in
// apps/server/test/certification.

describe.each(testEngines)('baseline package download on %s', (engine) => {
  let app: CertificationTestApp;
  let afd2BaselineId: string;
  const packageUrl = (id: string) => `/api/BaselineSchemas/${id}/CertificationPackage`;
  const baselineId = (index: number) => app.fixture.baselineIds[index] ?? '';

  beforeAll(async () => {
    app = await startCertificationTestApp(engine);
    const { db } = app.testApp.database;
    // Baseline 1 is for beheerders only; baseline 2's combination is no longer allowed.
    await db.update(baselineSchemas).set({ administratorsOnly: true }).where(eq(baselineSchemas.id, baselineId(1)));
    const notAllowed = app.fixture.keys[2];
    if (!notAllowed) throw new Error('corpus has three baselines');
    await db
      .update(dimensionCombinations)
      .set({ allowed: false })
      .where(
        and(
          eq(dimensionCombinations.certificationAreaId, notAllowed.certificationAreaId),
          eq(dimensionCombinations.messageTypeId, notAllowed.messageTypeId),
          eq(dimensionCombinations.applicationAreaId, notAllowed.applicationAreaId),
        ),
      );
    // An AFD 2.0 baseline, uploaded as a beheerder does: the catalogue's JSON pair, then the JSON Schema.
    const catalogue = await app.matrix.as('administrator', { method: 'POST', url: '/api/Datacatalogs', ...(await multipartBody([{ name: 'catalogus.zip', content: catalogueUploadZip({ afd2: true }) }])) });
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    const upload = await app.matrix.as('administrator', {
      method: 'POST',
      url: '/api/BaselineSchemas',
      ...(await multipartBody([{ name: 'pensioen.json', content: demoAfd2BaselineSchemaText() }], keyFields(app.fixture.versionTwoKey))),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    afd2BaselineId = (upload.json() as { baseline: { id: string } }).baseline.id;
  });
  afterAll(() => app?.testApp.close());

  it('is for signed-in validators, certifiers and beheerders of any organisation; 401 anonymous, 403 inactive', async () => {
    expect(await app.matrix.statuses({ method: 'GET', url: packageUrl(baselineId(0)) })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 200,
      administrator: 200,
      otherCertifier: 200,
    });
  });

  it('answers the AFD 1.0 package: the current library, the baseline XSD, its XPath rules and catalogue, as a named attachment', async () => {
    const response = await app.matrix.as('certifier', { method: 'GET', url: packageUrl(baselineId(0)) });
    expect(response.headers['content-type']).toContain('application/json');
    const motor = corpus().baselines[0];
    if (!motor) throw new Error('corpus baseline missing');
    expect(response.headers['content-disposition']).toContain(`${motor.key.certificationArea}-${motor.key.messageType}-${motor.key.applicationArea}.afdbaseline.json`);
    const read = readBaselinePackage(response.body, 'pakket');
    if (!read.ok) throw new Error(read.problem);
    const [library] = await app.testApp.database.db.select().from(baselineLibraries).where(eq(baselineLibraries.baselineSchemaId, baselineId(0)));
    expect(read.baselinePackage).toMatchObject({
      format: 'afd-baselinepakket',
      formatVersion: 1,
      afdVersion: 1,
      key: motor.key,
      libraryId: library?.id,
      libraryCreatedAt: library?.createdAt.toISOString(),
      baseline: { content: motor.xsd },
      catalogue: { version: corpus().catalogueVersion, xsdFiles: corpus().catalogueFiles, codeLists: [] },
    });
    expect(read.baselinePackage.library).toEqual(library?.library);
    expect(read.baselinePackage.xpathRules.map((rule) => rule.name).sort()).toEqual([...motor.xpathRuleNames].sort());
  });

  it('answers the AFD 2.0 package with the catalogue’s code lists and no XPath rules', async () => {
    const response = await app.matrix.as('validator', { method: 'GET', url: packageUrl(afd2BaselineId) });
    expect(response.statusCode, response.body).toBe(200);
    const baselinePackage = JSON.parse(response.body) as BaselinePackage;
    expect(baselinePackage).toMatchObject({ afdVersion: 2, xpathRules: [], baseline: { fileName: 'pensioen.json', content: demoAfd2BaselineSchemaText() }, catalogue: { xsdFiles: {} } });
    expect(baselinePackage.library.afdVersion).toBe(2);
    expect(baselinePackage.catalogue.codeLists.length).toBeGreaterThan(0);
  });

  it('refuses a beheerders-only baseline to members in Dutch, and gives it to beheerders', async () => {
    for (const actor of ['validator', 'certifier', 'otherCertifier'] as const) {
      const response = await app.matrix.as(actor, { method: 'GET', url: packageUrl(baselineId(1)) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ title: 'Alleen voor beheerders', detail: expect.stringContaining('Deze baseline is alleen voor beheerders') });
    }
    expect((await app.matrix.as('administrator', { method: 'GET', url: packageUrl(baselineId(1)) })).statusCode).toBe(200);
  });

  it('gives a member exactly the packages of the listed baselines whose combination is allowed', async () => {
    const listed = (await app.matrix.as('validator', { method: 'GET', url: '/api/BaselineSchemas' })).json() as { id: string }[];
    const statuses = new Map<string, number>();
    for (const { id } of listed) statuses.set(id, (await app.matrix.as('validator', { method: 'GET', url: packageUrl(id) })).statusCode);
    expect(Object.fromEntries(statuses)).toEqual({ [baselineId(0)]: 200, [baselineId(2)]: 403, [afd2BaselineId]: 200 });
    const refused = await app.matrix.as('administrator', { method: 'GET', url: packageUrl(baselineId(2)) });
    expect(refused.json()).toMatchObject({ status: 403, title: 'Combinatie niet toegestaan' });
  });

  it('answers 404 for an unknown baseline and 400 for a malformed id', async () => {
    const unknown = await app.matrix.as('validator', { method: 'GET', url: packageUrl('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Er bestaat geen baseline schema met deze sleutel.');
    expect((await app.matrix.as('validator', { method: 'GET', url: packageUrl('geen-id') })).statusCode).toBe(400);
  });
});
