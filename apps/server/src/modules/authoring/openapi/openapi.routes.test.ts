import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions, organisationSchemas } from '../../../db/schema/index.ts';
import { validateOpenApiDocument } from './openapi-document-validation.ts';

// OpenAPI descriptions on the server (001 §7 'OpenAPI', issue 15): read, save (revision, field
// errors), validate with the parser, export as YAML/JSON, register as an organisation schema with
// isOpenApiDescription — on the demo data's AFD 2.0 definition; its AFD 1.0 ones are refused.

const base = '/api/OpenApi';
const afd2: string = demoDefinitionNames.auto;
const afd1: string = demoDefinitionNames.reis;

interface Answer {
  description: { info: { title: string }; paths: { path: string; pathItem: { parameters: { name: string; required: boolean }[] } }[] } | null;
  functions: string[];
  revision: number;
}

/** A description whose GET returns the function's schema and whose POST takes it; `withParameter: false` leaves out the path parameter the parser demands. */
const description = (fn: string, { withParameter = true, title = 'Autoschade API' } = {}) => ({
  info: { title, version: '001.00' },
  servers: [{ url: 'https://api.dijkstra.nl' }],
  paths: [
    {
      path: '/schades/{schadenummer}',
      pathItem: {
        parameters: withParameter ? [{ name: 'schadenummer', in: 'path', required: false, type: 'string' }] : [],
        get: { isActive: true, responses: [{ httpStatusCode: '200', responseObject: { afdFunctionName: fn, description: 'De schademelding' } }] },
      },
    },
    { path: '/schades', pathItem: { post: { isActive: true, requestBody: { afdFunctionName: fn, required: true }, responses: [{ httpStatusCode: '201', responseObject: { description: 'Aangemaakt' } }] } } },
  ],
});

describe.each(testEngines)('OpenAPI descriptions (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fn = '';
  let demoDescription: Answer['description'] = null;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const url = (name = afd2) => `${base}/openApiDescriptions/${org()}/${encodeURIComponent(name)}`;
  const get = (actor: Parameters<RoleMatrix['as']>[0] = 'validator', name = afd2) => matrix.as(actor, { method: 'GET', url: url(name) });
  const revision = async () => (await get()).json<Answer>().revision;
  const put = (payload: object, rev: number | string, actor: Parameters<RoleMatrix['as']>[0] = 'validator', name = afd2) => matrix.as(actor, { method: 'PUT', url: `${url(name)}?revision=${rev}`, payload });
  const validateAs = (payload: object, actor: Parameters<RoleMatrix['as']>[0] = 'validator') =>
    matrix.as(actor, { method: 'POST', url: `${base}/openApiDescriptions/validator`, payload: { organization: matrix.ownOrganisation.name, afdDefinitionName: afd2, description: payload } });
  const exportAs = (format?: 'yaml' | 'json', name = afd2) =>
    matrix.as('validator', { method: 'GET', url: `${base}/openApiDescription?organization=${org()}&afdDefinitionName=${encodeURIComponent(name)}${format ? `&format=${format}` : ''}` });
  const register = (actor: Parameters<RoleMatrix['as']>[0], body = { isPublished: true, isDownloadable: true }, name = afd2) =>
    matrix.as(actor, { method: 'POST', url: `${base}/openApiDescriptions/register/${org()}/${encodeURIComponent(name)}`, payload: body });
  const oadRows = () => testApp.database.db.select().from(organisationSchemas).where(and(eq(organisationSchemas.organisationId, matrix.ownOrganisation.id), eq(organisationSchemas.isOpenApiDescription, true)));

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { env: { FEATURE_FLAGS: 'AosOpenApi' }, own: 'Assurantiekantoor-Dijkstra' }));
    const demo = (await get()).json<Answer>();
    fn = demo.functions[0] ?? '';
    demoDescription = demo.description;
    // The other tests start from a definition without a description.
    await testApp.database.db.update(definitions).set({ openApiDescription: null }).where(eq(definitions.name, afd2));
  }, 120_000);
  afterAll(() => testApp.close());

  it("gives the demo data's AFD 2.0 definition a description that validates", async () => {
    expect(demoDescription?.info.title).toBe('Autoschade Online API');
    expect((await validateAs(demoDescription ?? {})).json()).toEqual([]);
  });

  it('answers no description at first, the active functions it may refer to and the revision', async () => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, afd2));
    const active = (row?.functions as { name: string; active: boolean }[]).filter((f) => f.active).map((f) => f.name);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ description: null, functions: active, revision: row?.revision });
    expect(active.length).toBeGreaterThan(0);
  });

  it('lets every composing role of the organisation read, and refuses others', async () => {
    expect(await matrix.statuses({ method: 'GET', url: url() })).toEqual({ anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 });
  });

  it('refuses an AFD 1.0 definition with a Dutch 409 on every call', async () => {
    const refused = await get('validator', afd1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(`Definitie '${afd1}' is een AFD 1.0-definitie. Een OpenAPI Description kan alleen bij een AFD 2.0-definitie worden gemaakt.`);
    expect((await put(description(fn), 1, 'validator', afd1)).statusCode).toBe(409);
    expect((await exportAs('yaml', afd1)).statusCode).toBe(409);
    expect((await register('certifier', undefined, afd1)).statusCode).toBe(409);
    const validated = await matrix.as('validator', { method: 'POST', url: `${base}/openApiDescriptions/validator`, payload: { organization: matrix.ownOrganisation.name, afdDefinitionName: afd1, description: description(fn) } });
    expect(validated.statusCode).toBe(409);
  });

  it('validates a description: the rules of the editor and the parser, errors appearing and disappearing', async () => {
    const valid = await validateAs(description(fn));
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual([]);
    const withoutParameter = (await validateAs(description(fn, { withParameter: false }))).json<string[]>();
    // Our Dutch finding names the path and the parameter; the parser's English one about the same is left out.
    expect(withoutParameter).toEqual(["Path '/schades/{schadenummer}' GET: parameter '{schadenummer}' uit het pad is nergens gedeclareerd; voeg onder Parameters een parameter 'schadenummer' toe met In 'path'."]);
    // The parser's English comes after a Dutch sentence that says what to do.
    const withoutPaths = (await validateAs({ ...description(fn), paths: [] })).json<string[]>();
    expect(withoutPaths).toEqual([
      'De beschrijving heeft nog geen paths: voeg minstens één path met een operatie toe. (validator: OpenAPI 3.1 definitions must contain at least one entry in either `paths`, `webhooks`, or `components`.)',
    ]);
    const ownRules = (await validateAs({ ...description(fn, { title: '' }), paths: [{ path: 'schades', pathItem: { get: { isActive: true, responses: [{ httpStatusCode: '200', responseObject: { afdFunctionName: 'Bestaatniet' } }] } } }] })).json<string[]>();
    expect(ownRules).toEqual(
      expect.arrayContaining([
        'Info: Title is verplicht',
        "Path 'schades': Path moet starten met een slash '/'",
        "Path 'schades' GET, response '200': AFD-functie 'Bestaatniet' bestaat niet of is niet actief in deze definitie",
      ]),
    );
    expect((await validateAs(description(fn))).json()).toEqual([]);
  });

  it('refuses validation to callers outside the organisation, and bad bodies', async () => {
    expect((await validateAs(description(fn), 'anonymous')).statusCode).toBe(401);
    expect((await validateAs(description(fn), 'otherCertifier')).statusCode).toBe(403);
    expect((await validateAs({ info: { title: 'x' } })).statusCode).toBe(400);
  });

  it('exports nothing before a description is saved', async () => {
    expect((await exportAs()).statusCode).toBe(404);
  });

  it('saves the whole description as the next revision, sorted and with path parameters required', async () => {
    const before = await revision();
    const response = await put(description(fn), before);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.revision).toBe(before + 1);
    expect(answer.description?.paths.map((entry) => entry.path)).toEqual(['/schades', '/schades/{schadenummer}']);
    expect(answer.description?.paths[1]?.pathItem.parameters).toEqual([expect.objectContaining({ name: 'schadenummer', required: true })]);
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, afd2));
    expect(row?.revision).toBe(before + 1);
    expect(row?.openApiDescription?.info.title).toBe('Autoschade API');
  });

  it('refuses a stale save naming who saved in between, and writes nothing', async () => {
    const current = await revision();
    const response = await put(description(fn, { title: 'Ander' }), current - 1, 'certifier');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/^De definitie is intussen door .+ gewijzigd\./);
    expect(await revision()).toBe(current);
  });

  it('refuses bad bodies with Dutch field errors, and writes nothing', async () => {
    const current = await revision();
    const badTitle = await put(description(fn, { title: 'A/B' }), current);
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'info.title': ['Title is ongeldig'] });
    const unknownFunction = await put({ ...description(fn), paths: [{ path: '/a', pathItem: { post: { isActive: true, requestBody: { afdFunctionName: 'Bestaatniet' } } } }] }, current);
    expect(unknownFunction.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'paths.0.pathItem.post.requestBody.afdFunctionName': ["AFD-functie 'Bestaatniet' bestaat niet of is niet actief in deze definitie"] });
    expect((await put({ ...description(fn), paths: [{ path: '/a', pathItem: { parameters: [{ name: 'x', in: 'header', required: true, type: 'string' }] } }] }, current)).statusCode).toBe(400);
    expect((await put(description(fn), 'abc')).statusCode).toBe(400);
    expect((await put({ info: {} }, current)).statusCode).toBe(400);
    expect(await revision()).toBe(current);
  });

  it('lets every composing role of the organisation save, and refuses others', async () => {
    for (const [actor, status] of [['anonymous', 401], ['inactive', 403], ['otherCertifier', 403], ['certifier', 200], ['administrator', 200]] as const) {
      expect((await put(description(fn), await revision(), actor)).statusCode, actor).toBe(status);
    }
  });

  it('exports the stored description as a ZIP with a YAML (default) or JSON OpenAPI 3.1 document that validates, and the schemas it refers to', async () => {
    const unzipped = (body: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));
    const yamlResponse = await exportAs();
    expect(yamlResponse.statusCode, yamlResponse.body).toBe(200);
    expect(yamlResponse.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(String(yamlResponse.headers['content-disposition']))).toContain(`${afd2}-OpenAPI.zip`);
    const yamlFiles = unzipped(yamlResponse.rawPayload);
    const fromYaml = parse(yamlFiles[`${afd2}-OpenAPI.yaml`] ?? '') as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, { $ref: string }> } };
    const jsonFiles = unzipped((await exportAs('json')).rawPayload);
    expect(JSON.parse(jsonFiles[`${afd2}-OpenAPI.json`] ?? '')).toEqual(fromYaml);
    expect(Object.keys(jsonFiles)).not.toContain(`${afd2}-OpenAPI.yaml`);
    expect(fromYaml.openapi).toBe('3.1.0');
    expect(Object.keys(fromYaml.paths)).toEqual(['/schades', '/schades/{schadenummer}']);
    // The function's generated schema, by its file name (ADR 0037).
    const component = fromYaml.components.schemas[`${afd2.replaceAll(' ', '_')}-${fn}`];
    expect(decodeURI(component?.$ref ?? '')).toMatch(new RegExp(`${fn}\\.json$`));
    expect(Object.keys(yamlFiles)).toContain(decodeURI(component?.$ref ?? ''));
    expect(await validateOpenApiDocument(fromYaml, new Map(Object.entries(yamlFiles)))).toEqual([]);
  });

  it('lets only certifiers and administrators of the organisation register, and refuses download without the register', async () => {
    for (const [actor, status] of [['anonymous', 401], ['inactive', 403], ['validator', 403], ['otherCertifier', 403]] as const) {
      expect((await register(actor)).statusCode, actor).toBe(status);
    }
    expect((await register('certifier', { isPublished: false, isDownloadable: true })).statusCode).toBe(400);
    expect(await oadRows()).toEqual([]);
  });

  it("refuses to register an invalid description with 'OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.' and its errors, writing nothing", async () => {
    expect((await put(description(fn, { withParameter: false }), await revision())).statusCode).toBe(200);
    const response = await register('certifier');
    expect(response.statusCode).toBe(422);
    const problem = response.json<{ detail: string; errors: { openApiDescription: string[] } }>();
    expect(problem.detail).toBe('OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.');
    expect(problem.errors.openApiDescription).toEqual(["Path '/schades/{schadenummer}' GET: parameter '{schadenummer}' uit het pad is nergens gedeclareerd; voeg onder Parameters een parameter 'schadenummer' toe met In 'path'."]);
    expect(await oadRows()).toEqual([]);
  });

  it('registers a valid description as an organisation schema with isOpenApiDescription, listed in Beheer schema’s and under the register’s OpenAPI descriptions', async () => {
    expect((await put(description(fn), await revision())).statusCode).toBe(200);
    const response = await register('certifier');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      schemaName: `${afd2}-OpenAPI`,
      version: 1,
      kenmerk: expect.any(String),
      organisation: matrix.ownOrganisation.name,
      baselineId: expect.any(String),
      isPublished: true,
      isDownloadable: true,
    });
    const [row] = await oadRows();
    expect(row).toMatchObject({ name: `${afd2}-OpenAPI`, isPublished: true, isDownloadable: true, origin: 'definition' });

    const list = (await matrix.as('certifier', { method: 'GET', url: `/api/OrganisationSchemas/${org()}` })).json<{ name: string; isOpenApiDescription: boolean }[]>();
    expect(list.find((schema) => schema.name === `${afd2}-OpenAPI`)?.isOpenApiDescription).toBe(true);
    const register_ = (await matrix.as('anonymous', { method: 'GET', url: '/api/PublishedSchemas' })).json<{ hasOpenApiDescriptions: boolean }>();
    expect(register_.hasOpenApiDescriptions).toBe(true);
    const column = (await matrix.as('anonymous', { method: 'GET', url: `/api/PublishedSchemas/${org()}/${row?.baselineSchemaId}` })).json<{ name: string; isOpenApiDescription: boolean }[]>();
    expect(column.find((schema) => schema.name === `${afd2}-OpenAPI`)?.isOpenApiDescription).toBe(true);

    // The download holds the document (JSON, with its certification, and YAML) and the certified function schema it refers to.
    const download = await matrix.as('certifier', { method: 'GET', url: `/api/OrganisationSchemas/${org()}/${encodeURIComponent(`${afd2}-OpenAPI`)}` });
    expect(download.statusCode).toBe(200);
    const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(download.rawPayload))).map(([name, bytes]) => [name, strFromU8(bytes)]));
    const document = JSON.parse(files[`${afd2}-OpenAPI.json`] ?? '{}') as { components: { schemas: Record<string, { $ref: string }> }; 'x-afd-certification': object };
    expect(document['x-afd-certification']).toMatchObject({ name: `${afd2}-OpenAPI` });
    expect(parse(files[`${afd2}-OpenAPI.yaml`] ?? '')).toMatchObject({ openapi: '3.1.0' });
    const referred = decodeURI(Object.values(document.components.schemas)[0]?.$ref ?? '');
    expect(Object.keys(files)).toContain(referred);
    expect(await validateOpenApiDocument(document, new Map(Object.entries(files)))).toEqual([]);

    const again = await register('administrator', { isPublished: false, isDownloadable: false });
    expect(again.json()).toMatchObject({ version: 2, isPublished: false });
    expect(await oadRows()).toHaveLength(1);
  });

  it('describes and registers a definition just created on the AFD 2.0 baseline, nothing selected yet (the editor journey)', async () => {
    const name = 'Nieuwe Autoschade';
    const created = await matrix.as('administrator', { method: 'POST', url: `/api/Productdefinities/${org()}/${encodeURIComponent(name)}`, payload: { certificationArea: 'Mobiliteit', messageType: 'Schademelding', applicationArea: 'Zakelijk en particulier' } });
    expect(created.statusCode, created.body).toBe(201);
    const fresh = (await get('administrator', name)).json<Answer>();
    expect(fresh.description).toBeNull();
    const saved = await put(description(fresh.functions[0] ?? ''), fresh.revision, 'administrator', name);
    expect(saved.statusCode, saved.body).toBe(200);
    const registered = await register('administrator', { isPublished: true, isDownloadable: false }, name);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ schemaName: `${name}-OpenAPI`, version: 1 });
  });

  it('answers 404 on every call when the feature AosOpenApi is off', async () => {
    const flagOff = await buildTestApp({ engine, database: testApp.database });
    try {
      const response = await flagOff.app.inject({ method: 'GET', url: url(), headers: matrix.headers('validator') });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBe('OpenAPI Descriptions zijn niet beschikbaar (feature AosOpenApi staat uit).');
    } finally {
      await flagOff.app.close();
    }
  });
});
