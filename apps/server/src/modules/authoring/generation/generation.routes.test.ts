import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { baselineLibraries, certificates, definitions, organisationSchemas } from '../../../db/schema/index.ts';
import { readBlob } from '../../../db/blob-store.ts';
import { multipartBody } from '../../../http/single-file-upload.testing.ts';
import type { BaselineLibrary, Definition } from '@afd/afd';
import type { PublishDefinitionResult } from '@afd/contracts';

// Generation, the multiple-instances check and 'Certificeer en publiceer' (001 §7) on the demo
// definitions: two AFD 1.0 ones on the current library, one on an older library, one AFD 2.0.

const base = '/api/Productdefinities';
const zipEntries = (body: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));

describe.each(testEngines)('generate, certify and publish a definition (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
  const path_ = path;
  const activeFunctions = async (name: string) => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions }).from(definitions).where(eq(definitions.name, name));
    return (row?.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
  };
  const schemaRows = () => testApp.database.db.select().from(organisationSchemas).where(eq(organisationSchemas.organisationId, matrix.ownOrganisation.id));

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { env: { FEATURE_FLAGS: 'JsonSchema202012' }, own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  it.each(Object.values(demoDefinitionNames))("generates every active function of '%s' as {product}-{function}.zip", async (name) => {
    const functions = await activeFunctions(name);
    expect(functions.length).toBeGreaterThan(0);
    for (const functionName of functions) {
      const response = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path(name, functionName)}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`${name}-${functionName}.zip`);
      const files = zipEntries(response.rawPayload);
      const schemaFiles = Object.keys(files).filter((file) => (name === demoDefinitionNames.auto ? /\.json$/ : /\.xsd$/).test(file));
      expect(schemaFiles.length, Object.keys(files).join(', ')).toBeGreaterThan(0);
      expect(Object.values(files).every((content) => content.length > 0)).toBe(true);
    }
  });

  it('writes JSON Schema 2020-12 with $defs on request, 2019-09 with definitions by default', async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.auto);
    const url = `${base}/Generate/${org()}/${path(demoDefinitionNames.auto, functionName ?? '')}`;
    const mainSchema = (body: Buffer) => Object.entries(zipEntries(body)).filter(([file]) => file.endsWith('.json')).map(([, text]) => JSON.parse(text) as Record<string, unknown>).find((json) => 'properties' in json || 'allOf' in json || '$defs' in json || 'definitions' in json);
    const draft2019 = mainSchema((await matrix.as('validator', { method: 'GET', url })).rawPayload);
    const draft2020 = mainSchema((await matrix.as('validator', { method: 'GET', url: `${url}?jsonSchemaVersion=202012` })).rawPayload);
    expect(String(draft2019?.$schema)).toContain('2019-09');
    expect(String(draft2020?.$schema)).toContain('2020-12');
    expect(draft2020).toHaveProperty('$defs');
  });

  it('answers 404 for an unknown function, 409 for an inactive one, 400 for a version it does not know', async () => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions }).from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    const inactive = (row?.functions as { name: string; active: boolean }[]).find((fn) => !fn.active)?.name;
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path(demoDefinitionNames.reis, 'bestaatniet')}` })).statusCode).toBe(404);
    if (inactive) expect((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path(demoDefinitionNames.reis, inactive)}` })).statusCode).toBe(409);
    const [active] = await activeFunctions(demoDefinitionNames.reis);
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path(demoDefinitionNames.reis, active ?? '')}?jsonSchemaVersion=3` })).statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses generation and the check to %s with %i', async (actor, status) => {
    const [functionName] = await activeFunctions(demoDefinitionNames.reis);
    const target = `${org()}/${path(demoDefinitionNames.reis, functionName ?? '')}`;
    expect((await matrix.as(actor, { method: 'GET', url: `${base}/Generate/${target}` })).statusCode).toBe(status);
    expect((await matrix.as(actor, { method: 'GET', url: `${base}/VerifyMultipleInstancesSchema/${target}` })).statusCode).toBe(status);
  });

  it('answers the multiple-instances warnings of a function as a list of Dutch texts', async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.reis);
    const response = await matrix.as('validator', { method: 'GET', url: `${base}/VerifyMultipleInstancesSchema/${org()}/${path(demoDefinitionNames.reis, functionName ?? '')}` });
    expect(response.statusCode).toBe(200);
    const problems = response.json<string[]>();
    expect(Array.isArray(problems)).toBe(true);
    // The demo definition selects a repeatable child without attributes: that is exactly the warning.
    for (const problem of problems) expect(problem).toMatch(/^Entiteit '.+' mag in functie '.+' (onbeperkt vaak|\d+ keer) voorkomen/);
  });

  it('lets only certifiers and administrators of the organisation publish', async () => {
    const request = { method: 'POST' as const, url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.reis)}`, payload: { isPublished: false, isDownloadable: false } };
    const before = (await schemaRows()).length;
    for (const [actor, status] of [
      ['anonymous', 401],
      ['inactive', 403],
      ['validator', 403],
      ['otherCertifier', 403],
    ] as const) {
      expect((await matrix.as(actor, request)).statusCode).toBe(status);
    }
    expect((await schemaRows()).length).toBe(before);
  });

  it('refuses download without the register, and a definition on an older library, writing nothing', async () => {
    const before = (await schemaRows()).length;
    const downloadOnly = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.reis)}`, payload: { isPublished: false, isDownloadable: true } });
    expect(downloadOnly.statusCode).toBe(400);
    const older = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.bedrijf)}`, payload: { isPublished: true, isDownloadable: false } });
    expect(older.statusCode).toBe(409);
    expect(older.json<{ detail: string }>().detail).toContain('Synchroniseer de definitie eerst');
    expect((await schemaRows()).length).toBe(before);
  });

  it("refuses a definition without active functions with 001 §8's text", async () => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, demoDefinitionNames.woonhuis));
    const functions = (row?.functions as { name: string; active: boolean; custom: boolean }[]).map((fn) => ({ ...fn, active: false }));
    await testApp.database.db.update(definitions).set({ functions }).where(eq(definitions.id, row?.id ?? ''));
    const response = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.woonhuis)}`, payload: { isPublished: true, isDownloadable: false } });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toBe('Deze AFD-definitie heeft geen actieve functies en kan daarom niet worden gepubliceerd.');
    await testApp.database.db.update(definitions).set({ functions: row?.functions }).where(eq(definitions.id, row?.id ?? ''));
  });

  it.each([
    [demoDefinitionNames.reis, 'SUIV-EP'],
    [demoDefinitionNames.auto, null],
  ])("certifies and publishes every active function of '%s' as a schema of origin definition, downloadable with its other files", async (name, tag) => {
    const functions = await activeFunctions(name);
    const response = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(name)}`, payload: { isPublished: true, isDownloadable: true } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PublishDefinitionResult>();
    expect(answer).toEqual({
      schemas: functions.map((fn) => ({ function: fn, schemaName: `${name}-${fn}`, version: 1, kenmerk: expect.any(String) })),
      organisation: matrix.ownOrganisation.name,
      baselineId: expect.any(String),
      isPublished: true,
      isDownloadable: true,
    });
    // The answer leads to each schema's certificate and to its place in the register (the publish modal links both).
    for (const schema of answer.schemas) {
      const [certificate] = await testApp.database.db.select().from(certificates).where(eq(certificates.kenmerk, schema.kenmerk));
      expect({ schemaName: certificate?.schemaName, status: certificate?.status }).toEqual({ schemaName: schema.schemaName, status: 'geldig' });
    }
    const column = await matrix.as('anonymous', { method: 'GET', url: `/api/PublishedSchemas/${org()}/${answer.baselineId}` });
    expect(column.statusCode, column.body).toBe(200);
    expect(column.json<{ name: string }[]>().map((schema) => schema.name)).toEqual(expect.arrayContaining(answer.schemas.map((schema) => schema.schemaName)));
    const rows = (await schemaRows()).filter((row) => row.name.startsWith(`${name}-`));
    expect(rows.map((row) => ({ origin: row.origin, isPublished: row.isPublished, isDownloadable: row.isDownloadable, tag: row.tag })).sort()).toEqual(
      functions.map(() => ({ origin: 'definition', isPublished: true, isDownloadable: true, tag })),
    );
    expect(rows.every((row) => row.companionFiles.length > 0 && row.certificationMark?.length === 64)).toBe(true);

    const first = functions[0] ?? '';
    const download = await matrix.as('otherCertifier', { method: 'GET', url: `/api/OrganisationSchemas/${org()}/${path(`${name}-${first}`)}` });
    expect(download.statusCode, download.body).toBe(200);
    const files = Object.keys(zipEntries(download.rawPayload));
    expect(files.length).toBe(1 + (rows[0]?.companionFiles.length ?? 0));
  });

  it('refuses a generated schema that does not certify with the findings per function, and stores nothing', async () => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    const [library] = await testApp.database.db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, row?.baselineLibraryId ?? ''));
    const choices = row?.choices as Pick<Definition, 'entities' | 'attributes' | 'compositions'>;
    const attributes = new Map((library?.library as BaselineLibrary).roots.flatMap(function all(node): [string, BaselineLibrary['roots'][number]['attributes'][number]][] {
      return [...node.attributes.map((attribute) => [attribute.path, attribute] as [string, typeof attribute]), ...node.children.flatMap(all)];
    }));
    // An option that is no value of the attribute's format (a date): the save refuses it, so it is written behind the API's back.
    const path = Object.keys(choices.attributes).find((key) => attributes.get(key)?.format?.startsWith('N8') && !attributes.get(key)?.codeList);
    expect(path, 'a chosen date attribute').toBeDefined();
    const tampered = { ...choices, attributes: { ...choices.attributes, [path ?? '']: { ...choices.attributes[path ?? ''], customOptionList: ['geen-datum'] } } };
    await testApp.database.db.update(definitions).set({ choices: tampered }).where(eq(definitions.id, row?.id ?? ''));
    const before = await schemaRows();
    const response = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path_(demoDefinitionNames.reis)}`, payload: { isPublished: true, isDownloadable: true } });
    await testApp.database.db.update(definitions).set({ choices }).where(eq(definitions.id, row?.id ?? ''));
    expect(response.statusCode, response.body).toBe(422);
    const problem = response.json<{ detail: string; errors: Record<string, string[]> }>();
    expect(problem.detail).toContain('certificeert niet tegen de baseline; er is niets gepubliceerd.');
    // Every function whose schema holds the attribute fails; one that leaves it out (N) does not.
    const holding = (await activeFunctions(demoDefinitionNames.reis)).filter((fn) => choices.attributes[path ?? '']?.presenceByFunction[fn] !== 'N');
    expect(holding.length).toBeGreaterThan(0);
    expect(Object.keys(problem.errors)).toEqual(holding);
    expect(await schemaRows()).toEqual(before);
  });

  it('reads a generated AFD 1.0 ZIP back into the definition (Importeer AFD-definitie) and changes nothing on a foreign one', async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.reis);
    const zip = (await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.reis, functionName ?? '')}` })).rawPayload;
    const csvBefore = (await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.reis)}` })).body;
    const importUrl = `${base}/schema-import/${org()}/${path_(demoDefinitionNames.reis)}/Iemand/nu`;
    const imported = await matrix.as('validator', { method: 'POST', url: importUrl, ...(await multipartBody([{ name: `${demoDefinitionNames.reis}-${functionName}.zip`, content: new Uint8Array(zip) }])) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<string[]>().at(-1)).toMatch(/attributen ingelezen; de definitie is bijgewerkt\.$/);
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.reis)}` })).body).toBe(csvBefore);

    const [before] = await testApp.database.db.select({ revision: definitions.revision }).from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    const foreign = await matrix.as('validator', { method: 'POST', url: importUrl, ...(await multipartBody([{ name: 'ander.zip', content: zipSync({ 'schema.xsd': strToU8('<xs:schema/>') }) }])) });
    expect(foreign.statusCode).toBe(422);
    const [after] = await testApp.database.db.select({ revision: definitions.revision }).from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    expect(after?.revision).toBe(before?.revision);
  });

  it('reads a generated AFD 2.0 ZIP back for its function, leaving the definition as it was', async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.auto);
    const url = (...parts: string[]) => `${base}/Generate/${org()}/${path_(...parts)}`;
    const zip = (await matrix.as('validator', { method: 'GET', url: url(demoDefinitionNames.auto, functionName ?? '') })).rawPayload;
    const csvBefore = (await matrix.as('validator', { method: 'GET', url: url(demoDefinitionNames.auto) })).body;
    const imported = await matrix.as('validator', {
      method: 'POST',
      url: `${base}/schema-import/${org()}/${path_(demoDefinitionNames.auto)}/Iemand/nu`,
      ...(await multipartBody([{ name: `${demoDefinitionNames.auto}-${functionName}.zip`, content: new Uint8Array(zip) }])),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<string[]>()[0]).toMatch(new RegExp(`^Functie '${functionName}': \\d+ entiteiten en \\d+ attributen ingelezen\\.$`));
    expect((await matrix.as('validator', { method: 'GET', url: url(demoDefinitionNames.auto) })).body).toBe(csvBefore);
  });

  it("takes a function named in the standard's own file, longer than a user may type, with the import, and keeps it when the functions are saved again", async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.auto);
    const functionsUrl = `${base}/Functions/${org()}/${path_(demoDefinitionNames.auto)}`;
    const zip = (await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.auto, functionName ?? '')}` })).rawPayload;
    // SIVI's own files name functions of 51 and 53 characters; this one has 53.
    const standardName = 'Mutaties_bestaande_polis_met_wijziging_van_de_dekking';
    expect(standardName).toHaveLength(53);
    const entries = unzipSync(new Uint8Array(zip));
    const schemaEntry = Object.keys(entries).find((entry) => entry.endsWith('.json') && !/-(afdCodelists|validationRules)\.json$/.test(entry)) ?? '';
    const schema = JSON.parse(strFromU8(entries[schemaEntry] ?? new Uint8Array())) as { '//comment': { functionDescription: string } };
    schema['//comment'].functionDescription = standardName;
    const renamed = zipSync({ ...entries, [schemaEntry]: strToU8(JSON.stringify(schema, null, 2)) });

    const imported = await matrix.as('validator', {
      method: 'POST',
      url: `${base}/schema-import/${org()}/${path_(demoDefinitionNames.auto)}/Iemand/nu`,
      ...(await multipartBody([{ name: `${demoDefinitionNames.auto}-${standardName}.zip`, content: renamed }])),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<string[]>()[0]).toBe(`Functie '${standardName}' toegevoegd: het JSON Schema is voor deze functie, die de definitie nog niet had.`);
    const stored = (await matrix.as('validator', { method: 'GET', url: functionsUrl })).json<{ functions: { name: string; active: boolean; custom: boolean }[]; revision: number }>();
    expect(stored.functions).toContainEqual({ name: standardName, active: true, custom: true });

    // Saved again as they are: the stored long name stays. A new name typed that long is refused.
    const again = await matrix.as('validator', { method: 'POST', url: functionsUrl, payload: { functions: stored.functions, revision: stored.revision } });
    expect(again.statusCode, again.body).toBe(200);
    const typed = 'Eigen_functie_met_een_naam_van_eenenvijftig_tekens_';
    expect(typed).toHaveLength(51);
    const refused = await matrix.as('validator', { method: 'POST', url: functionsUrl, payload: { functions: [...stored.functions, { name: typed, active: true, custom: true }], revision: stored.revision + 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({ [`functions.${stored.functions.length}.name`]: [`Functienaam '${typed}' is niet toegestaan.`] });

    // The definition as it was for the tests after this one.
    const kept = stored.functions.filter((fn) => fn.name !== standardName);
    expect((await matrix.as('validator', { method: 'POST', url: functionsUrl, payload: { functions: kept, revision: stored.revision + 1 } })).statusCode).toBe(200);
  });

  it.each([
    [demoDefinitionNames.reis, 1],
    [demoDefinitionNames.auto, 2],
  ])("gives every published function schema of '%s' a public certificate that its enriched copy names (issue 18)", async (name, afdVersion) => {
    const rows = (await schemaRows()).filter((row) => row.name.startsWith(`${name}-`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [certificate] = await testApp.database.db.select().from(certificates).where(and(eq(certificates.organisationSchemaId, row.id), eq(certificates.status, 'geldig')));
      if (!certificate || !row.enrichedBlobId) throw new Error(`no certificate for ${row.name}`);
      const enriched = await readBlob(testApp.database.db, row.enrichedBlobId);
      const enrichedText = new TextDecoder().decode(enriched?.content);
      expect(enrichedText).toContain(`/certificaat/${certificate.kenmerk}`);
      expect(certificate.enrichedSha256).toBe(createHash('sha256').update(enriched?.content ?? new Uint8Array()).digest('hex'));
      const read = await testApp.app.inject({ method: 'GET', url: `/api/Certificaten/${certificate.kenmerk}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ origin: 'definition', afdVersion, schemaName: row.name, schemaVersion: row.version, originalSha256: row.certificationMark, status: 'geldig' });
    }
  });

  it('publishes again as the next version, with the new flags', async () => {
    const response = await matrix.as('administrator', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.reis)}`, payload: { isPublished: false, isDownloadable: false } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ schemas: { version: number }[] }>().schemas.every((schema) => schema.version === 2)).toBe(true);
    const rows = (await schemaRows()).filter((row) => row.name.startsWith(`${demoDefinitionNames.reis}-`));
    expect(rows.every((row) => !row.isPublished && !row.isDownloadable)).toBe(true);
  });

  it("never replaces an uploaded schema that has a function schema's name", async () => {
    const [functionName] = await activeFunctions(demoDefinitionNames.auto);
    const name = `${demoDefinitionNames.auto}-${functionName}`;
    await testApp.database.db.update(organisationSchemas).set({ origin: 'upload' }).where(and(eq(organisationSchemas.organisationId, matrix.ownOrganisation.id), eq(organisationSchemas.name, name)));
    const response = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${org()}/${path(demoDefinitionNames.auto)}`, payload: { isPublished: true, isDownloadable: false } });
    expect(response.statusCode).toBe(409);
    const [row] = (await schemaRows()).filter((candidate) => candidate.name === name);
    expect(row?.version).toBe(1);
    expect(row?.isDownloadable).toBe(true);
  });

  it('writes the verbandscontroles into the generated set: XPath into the AFD 1.0 XPath library, JMESPath with its message into -validationRules.json', async () => {
    const save = async (name: string, rules: object[]) => {
      const { revision } = (await matrix.as('validator', { method: 'GET', url: `/api/Verbandscontroles/${org()}/${path_(name)}` })).json<{ revision: number }>();
      return matrix.as('validator', { method: 'PUT', url: `/api/Verbandscontroles/${org()}/${path_(name)}/Iemand/nu?revision=${revision}`, payload: rules });
    };
    const [afd1Function] = await activeFunctions(demoDefinitionNames.reis);
    const [afd2Function] = await activeFunctions(demoDefinitionNames.auto);
    const xpath = 'count(//AL) le 1';
    expect((await save(demoDefinitionNames.reis, [{ name: 'BR1', expression: xpath, message: '', source: 'AL', type: 'xpath' }])).statusCode).toBe(200);
    expect((await save(demoDefinitionNames.auto, [{ name: 'BR1', expression: 'length(policy) == `1`', message: 'Precies één polis.', source: '', type: 'jmespath' }])).statusCode).toBe(200);
    const afd1 = zipEntries((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.reis, afd1Function ?? '')}` })).rawPayload);
    const library = Object.entries(afd1).find(([file]) => file.endsWith('-afdXPathLibrary.xml'))?.[1] ?? '';
    expect(library).toContain('BR1');
    expect(library).toContain('count(//AL) le 1');
    const afd2 = zipEntries((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/${path_(demoDefinitionNames.auto, afd2Function ?? '')}` })).rawPayload);
    const rules = JSON.parse(Object.entries(afd2).find(([file]) => file.endsWith('-validationRules.json'))?.[1] ?? '{}') as { rule: unknown[] };
    expect(rules.rule).toEqual([{ id: 'BR1', test: 'length(policy) == `1`', message: 'Precies één polis.' }]);
  });
});
