import { untouchedAttribute } from '@afd/afd';
import { demoAfd2BaselineSchemaText } from '@afd/afd/demo';
import type { BaselineImpact, LibraryCompareResult } from '@afd/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { sha256Hex, storeBlob } from '../../db/blob-store.ts';
import { auditLog, baselineLibraries, baselineSchemas, baselineSchemaXpathRules, blobs, definitions, dimensionCombinations, organisationSchemas, userCompositionAuthorisations, xpathRules } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { afd1Corpus, catalogueUploadZip, rowCounts } from '../../shared/testing/catalogue-upload.fixture.ts';
import { insertDimension } from '../../shared/testing/reference-data.fixture.ts';

// Impact analysis of a replacement baseline (issue 18, point 4): the preview reads the file as the
// upload does and writes nothing; it names the narrowed and removed paths, the definition that
// synchronisation would cost a choice and the certified schema the real checker no longer passes.
// The upload that confirms it must carry the same file and the same current library; then the
// definition has the task. Two stored libraries compare the same way.

const motor = afd1Corpus.baselines[0];
const autopolis = afd1Corpus.organisationSchemas.find((schema) => schema.name === '020-P001-Autopolis-001.00-Aanvraag');
if (!motor || !autopolis) throw new Error('corpus motor baseline or Autopolis schema missing');

/** The motor baseline with PP_NUMMER's maxLength 20 → 10 (Autopolis has 12) and without PP_KORTPRC. */
function editedMotorXsd(): string {
  const narrowed = motor?.xsd.replace('<xs:maxLength value="20"/>', '<xs:maxLength value="10"/>') ?? '';
  const lines = narrowed.split('\n');
  const start = lines.findIndex((line) => line.includes('<xs:element name="PP_KORTPRC"'));
  const without = [...lines.slice(0, start), ...lines.slice(start + 3)].join('\n');
  if (without === motor?.xsd || start < 0 || !lines[start + 2]?.includes('</xs:element>')) throw new Error('motor baseline changed shape');
  return without;
}

describe.each(testEngines)('baseline impact analysis (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let key: Record<string, string>;
  let otherKey: Record<string, string>;
  let emptyKey: Record<string, string>;
  let afd2Key: Record<string, string>;
  const definitionName = 'Auto Met Korting';

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const schade = await insertDimension(testApp.database, 'certificationArea', 'Schade', '1');
    const contract = await insertDimension(testApp.database, 'messageType', 'Contractbericht');
    const particulier = await insertDimension(testApp.database, 'applicationArea', 'Particulier');
    const zakelijk = await insertDimension(testApp.database, 'applicationArea', 'Zakelijk');
    const bedrijf = await insertDimension(testApp.database, 'applicationArea', 'Bedrijf');
    const mobiliteit = await insertDimension(testApp.database, 'certificationArea', 'Mobiliteit', '2');
    key = { certificationArea: schade, messageType: contract, applicationArea: particulier, xpathlist: JSON.stringify(motor?.xpathRuleNames ?? []) };
    otherKey = { ...key, applicationArea: zakelijk };
    emptyKey = { ...key, applicationArea: bedrijf };
    afd2Key = { certificationArea: mobiliteit, messageType: contract, applicationArea: particulier };
    await testApp.database.db.insert(dimensionCombinations).values([
      { certificationAreaId: schade, messageTypeId: contract, applicationAreaId: particulier, allowed: true },
      { certificationAreaId: schade, messageTypeId: contract, applicationAreaId: zakelijk, allowed: true },
      { certificationAreaId: schade, messageTypeId: contract, applicationAreaId: bedrijf, allowed: true },
      { certificationAreaId: mobiliteit, messageTypeId: contract, applicationAreaId: particulier, allowed: true },
    ]);
    await testApp.database.db.insert(xpathRules).values(afd1Corpus.xpathRules.map((rule, index) => ({ id: `corpus${index}aa`, ...rule })));
    const catalogue = await matrix.as('administrator', { method: 'POST', url: '/api/Datacatalogs', ...(await multipartBody([{ name: 'catalogus.zip', content: catalogueUploadZip({ afd1: true, afd2: true }) }])) });
    expect(catalogue.statusCode).toBe(201);
    expect((await upload('/api/BaselineSchemas', 'motor.xsd', motor?.xsd ?? '', key)).statusCode).toBe(201);
    expect((await upload('/api/BaselineSchemas', 'zakelijk.xsd', motor?.xsd ?? '', otherKey)).statusCode).toBe(201);

    // A definition that chose PP_KORTPRC, and the certified Autopolis schema, on the motor baseline.
    await testApp.database.db.insert(userCompositionAuthorisations).values({ userId: matrix.userIdOf('validator'), organisationId: matrix.ownOrganisation.id });
    const created = await matrix.as('validator', {
      method: 'POST',
      url: `/api/Productdefinities/${encodeURIComponent(matrix.ownOrganisation.name)}/${encodeURIComponent(definitionName)}`,
      payload: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' },
    });
    expect(created.statusCode).toBe(201);
    const chosen = { ...untouchedAttribute(), selected: true, presenceByFunction: { aanvraag: 'O' } };
    await testApp.database.db
      .update(definitions)
      .set({ choices: { entities: { 'Contractbericht/PP': { selected: true, maxOccursByFunction: {} } }, attributes: { 'Contractbericht/PP@PP_KORTPRC': chosen }, compositions: {} } })
      .where(eq(definitions.name, definitionName));
    const [baseline] = await testApp.database.db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.applicationAreaId, particulier));
    const [library] = await testApp.database.db.select({ id: baselineLibraries.id }).from(baselineLibraries).where(eq(baselineLibraries.baselineSchemaId, baseline?.id ?? ''));
    const blob = await storeBlob(testApp.database.db, new TextEncoder().encode(autopolis?.xsd), 'application/xml');
    await testApp.database.db.insert(organisationSchemas).values({
      organisationId: matrix.ownOrganisation.id,
      baselineSchemaId: baseline?.id,
      baselineLibraryId: library?.id,
      name: 'Autopolis',
      fileName: 'autopolis.xsd',
      contentBlobId: blob.id,
      certificationMark: blob.sha256,
      isPublished: true,
    });
  });
  afterAll(() => testApp.close());

  async function upload(url: string, fileName: string, content: string, fields: Record<string, string>) {
    return matrix.as('administrator', { method: 'POST', url, ...(await multipartBody([{ name: fileName, content }], fields)) });
  }
  const counts = () => rowCounts(testApp.database, { baselineSchemas, baselineLibraries, baselineSchemaXpathRules, blobs, auditLog, definitions, organisationSchemas });
  const preview = async (content: string, fields = key) => {
    const before = await counts();
    const response = await upload('/api/BaselineSchemas/Impact', 'motor-nieuw.xsd', content, fields);
    expect(await counts()).toEqual(before);
    return response;
  };

  it('is for administrators only, checked on the server', async () => {
    const body = await multipartBody([{ name: 'motor.xsd', content: motor?.xsd ?? '' }], key);
    expect(await matrix.statuses({ method: 'POST', url: '/api/BaselineSchemas/Impact', ...body })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 403,
      certifier: 403,
      administrator: 200,
      otherCertifier: 403,
    });
  });

  it('previews the narrowed and removed paths, the definition that loses a choice and the schema that stops certifying, writing nothing', async () => {
    const response = await preview(editedMotorXsd());
    expect(response.statusCode).toBe(200);
    const impact = response.json() as BaselineImpact;
    expect(impact.basedOn).toBe('Schade-Contractbericht-Particulier');
    expect(impact.sha256).toBe(sha256Hex(new TextEncoder().encode(editedMotorXsd())));
    expect(impact.difference.paths).toEqual([
      { subject: 'attribute', path: 'Contractbericht/PP@PP_KORTPRC', kind: 'removed', lines: ["Attribuut 'Contractbericht/PP@PP_KORTPRC' vervalt."] },
      { subject: 'attribute', path: 'Contractbericht/PP@PP_NUMMER', kind: 'narrowed', lines: ["Attribuut 'Contractbericht/PP@PP_NUMMER': maxLength 20 → 10 (beperkt)."] },
    ]);
    expect(impact.difference.counts).toEqual({ added: 0, removed: 1, narrowed: 1, widened: 0, both: 0, other: 0, codeValuesAdded: 0, codeValuesWithdrawn: 0 });
    expect(impact.definitions).toEqual([
      { organisation: matrix.ownOrganisation.name, name: definitionName, path: `${matrix.ownOrganisation.name}/Schade-Contractbericht-Particulier/${definitionName}`, warnings: [expect.stringContaining('PP_KORTPRC')] },
    ]);
    expect(impact.schemasChecked).toBe(1);
    expect(impact.schemas).toEqual([{ organisation: matrix.ownOrganisation.name, name: 'Autopolis', version: 1, messages: expect.arrayContaining([expect.objectContaining({ severity: 1 })]) }]);
  });

  it('finds nothing for the same file again', async () => {
    const impact = (await preview(motor?.xsd ?? '')).json() as BaselineImpact;
    expect(impact.difference.paths).toEqual([]);
    expect(impact.difference.codeLists).toEqual([]);
    expect(impact.definitions).toEqual([]);
    expect(impact.schemas).toEqual([]);
    expect(impact.schemasChecked).toBe(1);
  });

  it('refuses as the upload refuses, and a key without a baseline, in Dutch', async () => {
    const unreadable = await preview('<xs:schema', key);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().title).toBe('Baseline niet geladen');
    const noBaseline = await preview(motor?.xsd ?? '', emptyKey);
    expect(noBaseline.statusCode).toBe(404);
    expect(noBaseline.json().detail).toBe('Er bestaat nog geen baseline met deze sleutel: er is niets om mee te vergelijken.');
  });

  it('confirms only with the previewed file and the library it compared with; then the definition has the task', async () => {
    const impact = (await preview(editedMotorXsd())).json() as BaselineImpact;
    const confirm = (content: string, sha256: string, libraryId: string) =>
      upload('/api/BaselineSchemas', 'motor-nieuw.xsd', content, { ...key, impactSha256: sha256, impactLibraryId: libraryId });
    const before = await counts();
    const otherFile = await confirm(motor?.xsd ?? '', impact.sha256, impact.current.id);
    expect(otherFile.statusCode).toBe(409);
    expect(otherFile.json().detail).toBe('De impactanalyse hoort bij een ander bestand. Bekijk de impactanalyse van dit bestand opnieuw.');
    expect(await counts()).toEqual(before);

    const list = async () =>
      (await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(matrix.ownOrganisation.name)}` })).json() as {
        name: string;
        taskIds: string[];
      }[];
    expect((await list()).find((row) => row.name === definitionName)?.taskIds).toEqual([]);
    expect((await confirm(editedMotorXsd(), impact.sha256, impact.current.id)).statusCode).toBe(201);
    expect((await list()).find((row) => row.name === definitionName)?.taskIds).toEqual(['newer-baseline-library', 'baseline-library-impact']);

    // The same preview again, after that upload: its library is no longer the current one.
    const stale = await confirm(editedMotorXsd(), impact.sha256, impact.current.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('Intussen is er een andere baseline library geüpload. Bekijk de impactanalyse opnieuw.');
  });

  it('compares any two libraries of a baseline, for administrators', async () => {
    const [baseline] = await testApp.database.db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.applicationAreaId, key.applicationArea ?? ''));
    const libraries = await testApp.database.db
      .select({ id: baselineLibraries.id })
      .from(baselineLibraries)
      .where(eq(baselineLibraries.baselineSchemaId, baseline?.id ?? ''))
      .orderBy(desc(baselineLibraries.createdAt));
    const [newest, oldest] = [libraries[0]?.id ?? '', libraries.at(-1)?.id ?? ''];
    const url = `/api/BaselineLibraries/Compare?from=${oldest}&to=${newest}`;
    expect(await matrix.statuses({ method: 'GET', url })).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 403, administrator: 200, otherCertifier: 403 });
    const compared = (await matrix.as('administrator', { method: 'GET', url })).json() as LibraryCompareResult;
    expect(compared.from).toMatchObject({ id: oldest, basedOn: 'Schade-Contractbericht-Particulier' });
    expect(compared.difference.paths.map((path) => [path.path, path.kind])).toEqual([
      ['Contractbericht/PP@PP_KORTPRC', 'removed'],
      ['Contractbericht/PP@PP_NUMMER', 'narrowed'],
    ]);
    const back = (await matrix.as('administrator', { method: 'GET', url: `/api/BaselineLibraries/Compare?from=${newest}&to=${oldest}` })).json() as LibraryCompareResult;
    expect(back.difference.paths.map((path) => [path.path, path.kind])).toEqual([
      ['Contractbericht/PP@PP_KORTPRC', 'added'],
      ['Contractbericht/PP@PP_NUMMER', 'widened'],
    ]);

    const [other] = await testApp.database.db.select({ id: baselineLibraries.id }).from(baselineLibraries).innerJoin(baselineSchemas, eq(baselineSchemas.id, baselineLibraries.baselineSchemaId)).where(eq(baselineSchemas.applicationAreaId, otherKey.applicationArea ?? ''));
    const mixed = await matrix.as('administrator', { method: 'GET', url: `/api/BaselineLibraries/Compare?from=${oldest}&to=${other?.id}` });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toBe('Alleen twee baseline libraries van dezelfde baseline zijn te vergelijken.');
    const gone = await matrix.as('administrator', { method: 'GET', url: `/api/BaselineLibraries/Compare?from=${oldest}&to=00000000-0000-4000-8000-000000000000` });
    expect(gone.statusCode).toBe(404);
  });

  it('checks an AFD 2.0 certified schema with the JSON Schema checker against the new baseline document', async () => {
    // The demo baseline document as a certified schema of its own baseline: it restricts nothing.
    const original = demoAfd2BaselineSchemaText();
    expect((await upload('/api/BaselineSchemas', 'mobiliteit.json', original, afd2Key)).statusCode).toBe(201);
    const [baseline] = await testApp.database.db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.certificationAreaId, afd2Key.certificationArea ?? ''));
    const blob = await storeBlob(testApp.database.db, new TextEncoder().encode(original), 'application/schema+json');
    await testApp.database.db.insert(organisationSchemas).values({
      organisationId: matrix.ownOrganisation.id,
      baselineSchemaId: baseline?.id,
      name: 'Mobiliteit-Volledig',
      origin: 'definition',
      fileName: 'mobiliteit-volledig.json',
      contentBlobId: blob.id,
      certificationMark: blob.sha256,
    });
    const analyse = async (content: string) => (await upload('/api/BaselineSchemas/Impact', 'mobiliteit-nieuw.json', content, afd2Key)).json() as BaselineImpact;

    const same = await analyse(original);
    expect(same.schemasChecked).toBe(1);
    expect(same.schemas).toEqual([]);

    const schema = JSON.parse(original) as { definitions: Record<string, { properties: Record<string, { maxLength?: number }> }> };
    const surname = schema.definitions.partyPolicyHolder?.properties.surname;
    if (!surname) throw new Error('demo baseline changed shape');
    surname.maxLength = 40;
    const narrowed = await analyse(JSON.stringify(schema));
    expect(narrowed.difference.paths).toEqual([
      { subject: 'attribute', path: 'party-policyHolder@surname', kind: 'narrowed', lines: ["Attribuut 'party-policyHolder@surname': maxLength 60 → 40 (beperkt)."] },
    ]);
    expect(narrowed.schemas).toEqual([{ organisation: matrix.ownOrganisation.name, name: 'Mobiliteit-Volledig', version: 1, messages: expect.arrayContaining([expect.objectContaining({ severity: 1 })]) }]);
  });

  // Issue 27 and 35: a function schema published before generation closed its entity arrays is
  // judged as it was certified (its open arrays, which the current baseline warns about as well,
  // are not the replacement's doing), and a registered OpenAPI description by the function schemas
  // it carries. Both were listed, or left out, without a reason the replacement gave.
  it('lists a pre-change open function schema and an OpenAPI description only for what the new baseline breaks', async () => {
    const original = demoAfd2BaselineSchemaText();
    const claimNumber = (maxLength: number, text = original) => {
      const schema = JSON.parse(text) as { definitions: Record<string, { properties: Record<string, { maxLength?: number }> }> };
      const attribute = schema.definitions.claimDefault?.properties.claimNumber;
      if (!attribute) throw new Error('demo baseline changed shape');
      attribute.maxLength = maxLength;
      return schema;
    };
    const [baseline] = await testApp.database.db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(eq(baselineSchemas.certificationAreaId, afd2Key.certificationArea ?? ''));
    const store = async (name: string, text: string, extra: Partial<typeof organisationSchemas.$inferInsert> = {}) => {
      const blob = await storeBlob(testApp.database.db, new TextEncoder().encode(text), 'application/schema+json');
      await testApp.database.db.insert(organisationSchemas).values({ organisationId: matrix.ownOrganisation.id, baselineSchemaId: baseline?.id, name, origin: 'definition', fileName: `${name}.json`, contentBlobId: blob.id, certificationMark: blob.sha256, ...extra });
    };
    // Open, as generation wrote before ADR 0057: the claim number narrowed inside the bounded claim type.
    await store('Mobiliteit-Oud', JSON.stringify(claimNumber(20)));
    const yamlText = 'openapi: 3.1.0\ninfo: {title: Mobiliteit, version: 001.00}\npaths: {}\n';
    await store('Mobiliteit-OpenAPI', yamlText, {
      fileName: 'Mobiliteit-OpenAPI.yaml',
      isOpenApiDescription: true,
      companionFiles: [
        { name: 'Mobiliteit-OpenAPI.yaml', content: yamlText },
        // Registered before ADR 0057 too: its function schema is as open as the one above.
        { name: 'Mobiliteit-melding.json', content: JSON.stringify(claimNumber(20)) },
        { name: 'Mobiliteit-melding-afdCodelists.json', content: '{}' },
        // Issue 35 (ADR 0067): each code list the function schema refers to travels as its own file, $id its address; no function schema.
        { name: 'ADNSCH.json', content: JSON.stringify({ $schema: 'https://json-schema.org/draft/2019-09/schema', $id: 'https://www.sivi.org/afd-online-tool/json/ADNSCH.json', description: 'AFD 2.0 codelijst ADNSCH', definitions: { ADNSCH: { codelistName: 'ADNSCH', type: 'string', oneOf: [{ description: 'Aanrijding', const: '1' }] } } }) },
      ],
    });
    const analyse = async (content: string) => (await upload('/api/BaselineSchemas/Impact', 'mobiliteit-nieuw.json', content, afd2Key)).json() as BaselineImpact;

    // The same baseline again: nothing is the replacement's doing; the description is checked too.
    const same = await analyse(original);
    expect(same.schemasChecked).toBe(3);
    expect(same.schemas).toEqual([]);

    // The claim number narrowed to 10 below both: each is listed for that, the open arrays not named.
    const narrowed = await analyse(JSON.stringify(claimNumber(10)));
    expect(narrowed.schemas.map((schema) => schema.name)).toEqual(['Mobiliteit-OpenAPI', 'Mobiliteit-Oud', 'Mobiliteit-Volledig']);
    const [openApi, old] = narrowed.schemas;
    expect(old?.messages.map((message) => message.message)).toEqual(['maxLength van attribuut claimNumber is ruimer dan de baseline']);
    expect(openApi?.messages.map((message) => [message.message, message.description.startsWith('Functieschema Mobiliteit-melding.json: ')])).toEqual([['maxLength van attribuut claimNumber is ruimer dan de baseline', true]]);
  });
});
