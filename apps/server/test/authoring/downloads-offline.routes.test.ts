import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { demoAfd2BaselineSchemaText } from '@afd/afd/demo';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import { filesIn, refsIn, removeFolders, unpackIntoEmptyFolder, validateOffline } from '../helpers/offline-download.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';
import { baselineSchemas, definitions, organisationSchemas } from '../../src/db/schema/index.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';

// Issue 35: what a member downloads stands on its own. Each download is unpacked into an empty
// folder and checked there, offline, with validators the product does not use: the function
// ZIP ('Download per functie', both drafts; AFD 1.0 with xmllint --nonet, every XSD compiled in the
// folder), the published schema ZIP of the register (AFD 1.0 and 2.0), the conformance kit
// (every message gets its labelled verdict: valid when kit.json expects no schema finding), the
// OpenAPI export and the published OpenAPI ZIP (a standard OpenAPI 3.1 validator on the document,
// the referred function schemas resolving the kit's messages from the folder alone).

interface Manifest {
  functies: { functie: string; map: string; berichten: { bestand: string; verwachteBevindingen: { soort: string }[] }[] }[];
}

const base = '/api/Productdefinities';
/** The code of each standard function in both demo catalogues' ADNFUN (issue 35: every valid message said '01'). */
const demoFunctionCodes: Record<string, string> = { aanvraag: '01', offerte: '02', polis: '03', mutatie: '04', royement: '05', prolongatie: '06' };

describe.each(testEngines)('downloads validate offline in an empty folder (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const target = (...parts: string[]) => [matrix.ownOrganisation.name, ...parts].map(encodeURIComponent).join('/');
  const activeFunctions = async (name: string) => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions }).from(definitions).where(eq(definitions.name, name));
    return (row?.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
  };
  const downloadFolder = async (url: string) => {
    const response = await matrix.as('validator', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    return unpackIntoEmptyFolder(new Uint8Array(response.rawPayload));
  };
  const kitOf = async (name: string) => {
    const folder = await downloadFolder(`${base}/Voorbeeldberichten/${target(name)}`);
    return { folder, manifest: JSON.parse(readFileSync(join(folder, 'kit.json'), 'utf8')) as Manifest };
  };
  /** The verdict a schema validator must give: invalid exactly when the kit labels a schema finding. */
  const schemaVerdict = (message: Manifest['functies'][number]['berichten'][number]) => message.verwachteBevindingen.every((finding) => finding.soort !== 'schema');

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { env: { FEATURE_FLAGS: 'JsonSchema202012' }, own: 'Polderzeker' }));
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    removeFolders();
  });

  it.each([
    ['2019-09', ''],
    ['2020-12', '?jsonSchemaVersion=202012'],
  ])('AFD 2.0 function ZIP in draft %s: every reference resolves to a file of the folder, and the kit gets its labelled verdicts', async (draft, query) => {
    const name = demoDefinitionNames.auto;
    const kit = await kitOf(name);
    let checked = 0;
    for (const functionName of await activeFunctions(name)) {
      const folder = await downloadFolder(`${base}/Generate/${target(name, functionName)}${query}`);
      const files = filesIn(folder);
      const schemaName = [...files.keys()].find((file) => file.endsWith(`-${functionName}.json`)) ?? '';
      const schema = JSON.parse(files.get(schemaName) ?? '{}') as Record<string, unknown>;
      expect(String(schema.$schema)).toContain(draft);
      // Every reference leaving the schema names the $id of a file in the folder, in the same draft.
      const ids = new Map([...files].filter(([file]) => file.endsWith('.json')).map(([file, text]) => [(JSON.parse(text) as { $id?: string }).$id, file]));
      const external = [...new Set(refsIn(schema).filter((ref) => !ref.startsWith('#')).map((ref) => ref.split('#')[0] ?? ''))];
      expect(external.length, 'the demo function refers to full code lists').toBeGreaterThan(0);
      for (const address of external) {
        expect(address).toMatch(/^https:\/\/www\.sivi\.org\/afd-online-tool\/json\//);
        const file = ids.get(address);
        expect(file, address).toBeDefined();
        expect(String((JSON.parse(files.get(file ?? '') ?? '{}') as { $schema?: string }).$schema)).toContain(draft);
        expect(files.get('LEESMIJ.txt')).toContain(file);
      }
      const kitFunction = kit.manifest.functies.find((fn) => fn.functie === functionName);
      expect(kitFunction).toBeDefined();
      // The valid message says what it is: its function's own code and the definition's name.
      const valid = JSON.parse(readFileSync(join(kit.folder, kitFunction?.berichten[0]?.bestand ?? ''), 'utf8')) as { commonFunctional: Record<string, unknown>[] };
      expect(valid.commonFunctional[0]).toMatchObject({ function: demoFunctionCodes[functionName], afdDefinitionName: name });
      for (const message of kitFunction?.berichten ?? []) {
        const instance = JSON.parse(readFileSync(join(kit.folder, message.bestand), 'utf8')) as unknown;
        const result = validateOffline(folder, schemaName, instance);
        expect(result.valid, `${message.bestand}: ${result.errors.join('; ')}`).toBe(schemaVerdict(message));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
  }, 180_000);

  /** Every XSD of the folder compiles with xmllint --nonet (each import resolved inside the folder); answers the set's own schema, the one no other file imports. */
  const compileEveryXsd = (folder: string): string => {
    const files = filesIn(folder);
    const xsds = [...files.keys()].filter((file) => file.endsWith('.xsd'));
    expect(xsds.length).toBeGreaterThan(1);
    for (const xsd of xsds) {
      // The XSD validated against itself: 3 (not valid: xs:schema is no element it declares) once it compiled, 5 when it does not.
      const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', join(folder, xsd), join(folder, xsd)], { encoding: 'utf8' });
      expect(run.status === 0 || run.status === 3, `${xsd} (exit ${run.status}): ${run.stderr}`).toBe(true);
      expect(run.stderr).not.toMatch(/failed to (load|compile)|I\/O error/);
    }
    for (const [, text] of files) {
      for (const [, location] of text.matchAll(/schemaLocation="([^"]*)"/g)) expect(files.has(decodeURIComponent(location ?? '')), location).toBe(true);
    }
    const own = xsds.filter((file) => ![...files.values()].some((text) => text.includes(`schemaLocation="${encodeURIComponent(file)}"`)));
    expect(own, xsds.join(', ')).toHaveLength(1);
    return own[0] ?? '';
  };
  const jsonVerdict = (folder: string, schemaFile: string, message: string) => {
    const result = validateOffline(folder, schemaFile, JSON.parse(readFileSync(message, 'utf8')));
    return { valid: result.valid, said: result.errors.join('; ') };
  };
  const xmllintVerdict = (schema: string, message: string) => {
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', schema, message], { encoding: 'utf8' });
    return { valid: run.status === 0, said: run.stderr };
  };

  // Issue 35: 'Reis Compleet' has a space in its name, so every file of its set does; the imports
  // between them are URI references (%20) that xmllint resolves to those files.
  it.each([demoDefinitionNames.reis, demoDefinitionNames.bedrijf])("AFD 1.0 function ZIP of '%s': every XSD compiles with xmllint --nonet in the folder, and the kit messages get their labelled verdicts", async (name) => {
    const kit = await kitOf(name);
    let checked = 0;
    for (const functionName of await activeFunctions(name)) {
      const folder = await downloadFolder(`${base}/Generate/${target(name, functionName)}`);
      const schemaName = compileEveryXsd(folder);
      const kitFunction = kit.manifest.functies.find((fn) => fn.functie === functionName);
      expect(kitFunction).toBeDefined();
      const valid = readFileSync(join(kit.folder, kitFunction?.berichten[0]?.bestand ?? ''), 'utf8');
      const codes = [...valid.matchAll(/<[A-Za-z_:]*FUNCTIE>([^<]*)</g)].map((match) => match[1]);
      expect(codes.length, valid).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set([demoFunctionCodes[functionName]]));
      for (const message of kitFunction?.berichten ?? []) {
        const verdict = xmllintVerdict(join(folder, schemaName), join(kit.folder, message.bestand));
        expect(verdict.valid, `${message.bestand}: ${verdict.said}`).toBe(schemaVerdict(message));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
  }, 180_000);

  it.each([
    ['AFD 1.0', demoDefinitionNames.reis],
    ['AFD 2.0', demoDefinitionNames.auto],
  ])('%s published schema ZIP (register download): stands on its own, and the kit messages of its function get their labelled verdicts offline', async (version, name) => {
    const published = await matrix.as('certifier', { method: 'POST', url: `${base}/GenerateCertifiyPublish/${target(name)}`, payload: { isPublished: true, isDownloadable: true } });
    expect(published.statusCode, published.body).toBe(200);
    const kit = await kitOf(name);
    const schemas = (published.json() as { schemas: { function: string; schemaName: string }[] }).schemas;
    expect(schemas.length).toBeGreaterThan(0);
    for (const { function: functionName, schemaName } of schemas) {
      const folder = await downloadFolder(`/api/OrganisationSchemas/${target(schemaName)}`);
      const schemaFile = version === 'AFD 1.0' ? compileEveryXsd(folder) : `${schemaName}.json`;
      expect(schemaFile).toBe(`${schemaName}${version === 'AFD 1.0' ? '.xsd' : '.json'}`);
      const messages = kit.manifest.functies.find((fn) => fn.functie === functionName)?.berichten ?? [];
      expect(messages[0]?.verwachteBevindingen).toEqual([]);
      for (const message of messages) {
        const file = join(kit.folder, message.bestand);
        const verdict = version === 'AFD 1.0' ? xmllintVerdict(join(folder, schemaFile), file) : jsonVerdict(folder, schemaFile, file);
        expect(verdict.valid, `${message.bestand}: ${verdict.said}`).toBe(schemaVerdict(message));
      }
    }
  }, 180_000);
});

describe.each(testEngines)('OpenAPI downloads validate offline in an empty folder (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const name = demoDefinitionNames.auto;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const download = async (actor: Parameters<RoleMatrix['as']>[0], url: string) => {
    const response = await matrix.as(actor, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    return unpackIntoEmptyFolder(new Uint8Array(response.rawPayload));
  };

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { env: { FEATURE_FLAGS: 'AosOpenApi' }, own: 'Assurantiekantoor-Dijkstra' }));
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    removeFolders();
  });

  /** The document of `documentName` in `folder` passes the OpenAPI 3.1 validator, declares its dialect, and the kit's messages of each referred function get their labelled verdict against the referred file. */
  const expectStandsOnItsOwn = async (folder: string, documentName: string) => {
    const files = filesIn(folder);
    const text = files.get(documentName) ?? '';
    const document = (documentName.endsWith('.json') ? JSON.parse(text) : parse(text)) as { openapi: string; jsonSchemaDialect: string; components: { schemas: Record<string, { $ref: string }> } };
    // The validator resolves external references only from what it is given: every other JSON file of the folder, by its $id or its name (the validator decodes a reference before it looks it up).
    const validator = new OpenApiValidator();
    for (const [file, content] of files) {
      if (file === documentName || !file.endsWith('.json')) continue;
      const json = JSON.parse(content) as { $id?: string };
      await validator.addSpecRef(json, json.$id ?? file);
    }
    const verdict = await validator.validate(document as unknown as Parameters<OpenApiValidator['validate']>[0]);
    expect(verdict.errors ?? [], documentName).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://spec.openapis.org/oas/3.1/dialect/base');
    expect(files.get('LEESMIJ.txt')).toContain(documentName);
    const kit = await download('validator', `${base}/Voorbeeldberichten/${org()}/${encodeURIComponent(name)}`);
    const manifest = JSON.parse(readFileSync(join(kit, 'kit.json'), 'utf8')) as Manifest;
    const referred = Object.values(document.components.schemas).map((schema) => decodeURIComponent(schema.$ref));
    expect(referred.length).toBeGreaterThan(0);
    for (const file of referred) {
      expect([...files.keys()], file).toContain(file);
      expect(String((JSON.parse(files.get(file) ?? '{}') as { $schema?: string }).$schema)).toBe('https://json-schema.org/draft/2020-12/schema');
      const kitFunction = manifest.functies.find((fn) => file.endsWith(`-${fn.functie}.json`));
      expect(kitFunction?.berichten[0]?.verwachteBevindingen).toEqual([]);
      // Every message of the function's kit gets its labelled verdict against the referred schema.
      for (const message of kitFunction?.berichten ?? []) {
        const result = validateOffline(folder, file, JSON.parse(readFileSync(join(kit, message.bestand), 'utf8')));
        expect(result.valid, `${message.bestand}: ${result.errors.join('; ')}`).toBe(message.verwachteBevindingen.every((finding) => finding.soort !== 'schema'));
      }
    }
  };

  it.each(['yaml', 'json'] as const)("'Exporteer OpenAPI' (%s) is a ZIP with the document and everything it refers to", async (format) => {
    const folder = await download('validator', `/api/OpenApi/openApiDescription?organization=${org()}&afdDefinitionName=${encodeURIComponent(name)}&format=${format}`);
    await expectStandsOnItsOwn(folder, `${name}-OpenAPI.${format}`);
  }, 180_000);

  it('the published OpenAPI ZIP: the same document as JSON and as YAML, both with the certification, standing on its own', async () => {
    const registered = await matrix.as('certifier', { method: 'POST', url: `/api/OpenApi/openApiDescriptions/register/${org()}/${encodeURIComponent(name)}`, payload: { isPublished: true, isDownloadable: true } });
    expect(registered.statusCode, registered.body).toBe(200);
    const folder = await download('certifier', `/api/OrganisationSchemas/${org()}/${encodeURIComponent(`${name}-OpenAPI`)}`);
    const files = filesIn(folder);
    const fromJson = JSON.parse(files.get(`${name}-OpenAPI.json`) ?? '{}') as Record<string, unknown>;
    expect(fromJson['x-afd-certification']).toMatchObject({ name: `${name}-OpenAPI` });
    expect(parse(files.get(`${name}-OpenAPI.yaml`) ?? '')).toEqual(fromJson);
    await expectStandsOnItsOwn(folder, `${name}-OpenAPI.json`);
    await expectStandsOnItsOwn(folder, `${name}-OpenAPI.yaml`);
  }, 180_000);

  // Issue 35, the impact preview: the registered description (above) is judged by the function
  // schemas it carries, not by its code list files (which are no function schemas): the same
  // baseline again finds nothing the replacement would do to it.
  it('the impact preview of the same baseline checks the registered description and lists nothing', async () => {
    const [row] = await testApp.database.db
      .select({ certificationArea: baselineSchemas.certificationAreaId, messageType: baselineSchemas.messageTypeId, applicationArea: baselineSchemas.applicationAreaId })
      .from(organisationSchemas)
      .innerJoin(baselineSchemas, eq(organisationSchemas.baselineSchemaId, baselineSchemas.id))
      .where(eq(organisationSchemas.name, `${name}-OpenAPI`));
    expect(row).toBeDefined();
    const response = await matrix.as('administrator', { method: 'POST', url: '/api/BaselineSchemas/Impact', ...(await multipartBody([{ name: 'mobiliteit.json', content: demoAfd2BaselineSchemaText() }], { ...row })) });
    expect(response.statusCode, response.body).toBe(200);
    const impact = response.json() as { schemas: { name: string }[]; schemasChecked: number };
    expect(impact.schemasChecked).toBeGreaterThan(0);
    expect(impact.schemas).toEqual([]);
  }, 180_000);
});
