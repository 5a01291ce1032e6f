import { checkJsonMessage, checkXmlMessage } from '@afd/afd';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';

// 'Bericht testen' (issue 18, point 5) through the API on the demo definitions (AFD 1.0 and 2.0):
// the answer is the domain's check of the message against exactly the files 'Download per functie'
// gives for that function; who may ask is who may generate; a message that cannot be read is refused in Dutch,
// and nothing is written either way.

const base = '/api/Productdefinities';

describe.each(testEngines)('the test-message workbench (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const target = (name: string, functionName: string) => [matrix.ownOrganisation.name, name, functionName].map(encodeURIComponent).join('/');
  const firstActive = async (name: string) => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions }).from(definitions).where(eq(definitions.name, name));
    const found = (row?.functions as { name: string; active: boolean }[]).find((fn) => fn.active);
    if (!found) throw new Error(`${name} has no active function`);
    return found.name;
  };
  const check = (actor: Parameters<RoleMatrix['as']>[0], name: string, functionName: string, message: string) =>
    matrix.as(actor, { method: 'POST', url: `${base}/Workbench/${target(name, functionName)}`, payload: { message } });

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  /** The files of the function's ZIP from 'Download per functie', by name. */
  const downloadedFiles = async (name: string, functionName: string) => {
    const zip = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(name, functionName)}` });
    expect(zip.statusCode, zip.body).toBe(200);
    return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(zip.rawPayload))).map(([file, bytes]) => [file, strFromU8(bytes)]));
  };

  it("answers the domain's findings on the files 'Download per functie' gives (AFD 2.0)", async () => {
    const functionName = await firstActive(demoDefinitionNames.auto);
    const message = JSON.stringify({ commonFunctional: [{ entityType: 'default' }], onbekend: true });
    const files = await downloadedFiles(demoDefinitionNames.auto, functionName);
    const named = (suffix: string) => Object.entries(files).find(([file]) => file.endsWith(suffix))?.[1] ?? null;
    const schemaText = Object.entries(files).find(([file]) => !file.endsWith('-afdCodelists.json') && !file.endsWith('-validationRules.json'))?.[1] ?? '';
    const expected = checkJsonMessage({ schemaText, codeListsText: named('-afdCodelists.json'), rulesText: named('-validationRules.json') }, message);
    if (!expected.ok) throw new Error(expected.problem);

    const response = await check('validator', demoDefinitionNames.auto, functionName, message);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ function: functionName, findings: expected.findings });
    expect(expected.findings).toContainEqual({ kind: 'schema', path: 'onbekend', message: "'onbekend' is hier niet toegestaan.", source: 'additionalProperties' });
  });

  it("adds a Dutch finding when the message says it is another definition's (issue 35)", async () => {
    const functionName = await firstActive(demoDefinitionNames.auto);
    const message = JSON.stringify({ commonFunctional: [{ entityType: 'default', afdDefinitionName: 'Reis Compleet' }] });
    const response = await check('validator', demoDefinitionNames.auto, functionName, message);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ findings: unknown[] }>().findings).toContainEqual({
      kind: 'schema',
      path: 'commonFunctional[0].afdDefinitionName',
      message: `Het bericht is voor definitie 'Reis Compleet', maar getest wordt definitie '${demoDefinitionNames.auto}'.`,
      source: 'afdDefinitionName',
    });
  });

  it("finds a polis message tested as offerte by its function code (AFD 1.0, issue 35), and none tested as polis", async () => {
    const kit = await matrix.as('validator', { method: 'GET', url: `${base}/Voorbeeldberichten/${[matrix.ownOrganisation.name, demoDefinitionNames.reis].map(encodeURIComponent).join('/')}` });
    expect(kit.statusCode, kit.body).toBe(200);
    const polis = strFromU8(unzipSync(new Uint8Array(kit.rawPayload))['polis/geldig.xml'] ?? new Uint8Array());
    expect(polis).toContain('<');
    const asOfferte = await check('validator', demoDefinitionNames.reis, 'offerte', polis);
    expect(asOfferte.statusCode, asOfferte.body).toBe(200);
    expect(asOfferte.json<{ findings: { source: string; message: string }[] }>().findings).toContainEqual(
      expect.objectContaining({ source: 'function', message: "Het bericht is voor functie '03', maar getest wordt functie 'offerte' (code '02')." }),
    );
    const asPolis = await check('validator', demoDefinitionNames.reis, 'polis', polis);
    expect(asPolis.json<{ findings: unknown[] }>().findings).toEqual([]);
  });

  it("answers the domain's findings on the files 'Download per functie' gives (AFD 1.0)", async () => {
    const functionName = await firstActive(demoDefinitionNames.reis);
    const files = await downloadedFiles(demoDefinitionNames.reis, functionName);
    const schema = Object.entries(files).find(([file, text]) => file.endsWith('.xsd') && text.includes('targetNamespace='));
    const namespace = /targetNamespace="([^"]+)"/.exec(schema?.[1] ?? '')?.[1] ?? '';
    const message = `<?xml version="1.0" encoding="UTF-8"?>\n<Onbekend xmlns="${namespace}"/>\n`;
    const expected = checkXmlMessage({ files }, message);
    if (!expected.ok) throw new Error(expected.problem);

    const response = await check('validator', demoDefinitionNames.reis, functionName, message);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ function: functionName, findings: expected.findings });
    expect(expected.findings.length).toBeGreaterThan(0);
  });

  it('refuses a message that is no JSON object with the reason, an empty one as a field error', async () => {
    const functionName = await firstActive(demoDefinitionNames.auto);
    const notJson = await check('validator', demoDefinitionNames.auto, functionName, '{"policy": [');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json<{ detail: string }>().detail).toMatch(/^Het bericht is geen geldige JSON: het bestand houdt onverwacht op/);
    const list = await check('validator', demoDefinitionNames.auto, functionName, '[]');
    expect(list.json<{ detail: string }>().detail).toBe('Het bericht is geen JSON-object.');
    const empty = await check('validator', demoDefinitionNames.auto, functionName, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Het bericht is leeg.');
  });

  it('refuses an AFD 1.0 message with a DOCTYPE, and says an unknown function is not found', async () => {
    const functionName = await firstActive(demoDefinitionNames.reis);
    const bomb = await check('validator', demoDefinitionNames.reis, functionName, '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json<{ detail: string }>().detail).toMatch(/^Het bericht is geen bruikbare XML: /);
    expect((await check('validator', demoDefinitionNames.auto, 'bestaatniet', '{}')).statusCode).toBe(404);
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses %s with %i, as generation does', async (actor, status) => {
    const functionName = await firstActive(demoDefinitionNames.auto);
    expect((await check(actor, demoDefinitionNames.auto, functionName, '{}')).statusCode).toBe(status);
  });
});
