import { checkJsonMessage, checkXmlMessage, type MessageCheck, type MessageFinding } from '@afd/afd';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';

// 'Genereer voorbeeldberichten' (issue 18, point 5) through the API on the demo definitions (AFD
// 1.0 and 2.0): the ZIP holds a folder per function of the definition, kit.json and LEESMIJ.txt;
// every message in it, checked with the workbench's domain check on the files 'Download per
// functie' gives for its function, gives exactly the findings kit.json labels it with (the valid
// one none). Who may download is who may generate; nothing is written.

const base = '/api/Productdefinities';

interface Manifest {
  definitie: string;
  afdVersie: string;
  functies: { functie: string; map: string; berichten: { bestand: string; soort: string; verwachteBevindingen: { soort: string; plaats: string; melding: string; bron: string }[] }[]; nietTeMaken: { soort: string; reden: string }[] }[];
}

describe.each(testEngines)('the conformance kit download (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const target = (...parts: string[]) => [matrix.ownOrganisation.name, ...parts].map(encodeURIComponent).join('/');
  const unzip = (bytes: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([file, content]) => [file, strFromU8(content)]));
  const download = (actor: Parameters<RoleMatrix['as']>[0], name: string) => matrix.as(actor, { method: 'GET', url: `${base}/Voorbeeldberichten/${target(name)}` });

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  const functionsOf = async (name: string) => {
    const [row] = await testApp.database.db.select({ functions: definitions.functions, revision: definitions.revision }).from(definitions).where(eq(definitions.name, name));
    const all = row?.functions as { name: string; active: boolean }[];
    return { functions: all.filter((fn) => fn.active).map((fn) => fn.name), inactive: all.filter((fn) => !fn.active).map((fn) => fn.name), revision: row?.revision };
  };

  it.each([
    [demoDefinitionNames.auto, '2.0'],
    [demoDefinitionNames.reis, '1.0'],
  ])("%s (AFD %s): every message gives exactly its labelled findings on the function's downloaded files", async (name, afdVersion) => {
    const before = await functionsOf(name);
    const response = await download('validator', name);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`${name}-voorbeeldberichten.zip`);
    const kit = unzip(response.rawPayload);
    const manifest = JSON.parse(kit['kit.json'] ?? '') as Manifest;
    expect(manifest.afdVersie).toBe(afdVersion);
    expect(manifest.definitie).toBe(name);
    // Only the active functions: a switched-off one has no folder and no place in kit.json or LEESMIJ.txt.
    expect(manifest.functies.map((fn) => fn.functie)).toEqual(before.functions);
    expect(before.inactive.length, 'a switched-off function in the demo definition').toBeGreaterThan(0);
    for (const inactive of before.inactive) {
      expect(Object.keys(kit).filter((file) => file.startsWith(`${inactive}/`))).toEqual([]);
      expect(kit['LEESMIJ.txt']).not.toContain(`Functie ${inactive}`);
    }
    expect(kit['LEESMIJ.txt']).toContain(`Conformiteitskit voor definitie '${name}'`);

    let checked = 0;
    for (const fn of manifest.functies) {
      const generated = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(name, fn.functie)}` });
      // Inactive functions cannot be downloaded per function; their kit is checked through the workbench API below.
      const files = generated.statusCode === 200 ? unzip(generated.rawPayload) : null;
      expect(fn.berichten[0]?.soort).toBe('Geldig bericht');
      for (const message of fn.berichten) {
        const text = kit[message.bestand];
        expect(text, message.bestand).toBeDefined();
        const expected = message.verwachteBevindingen.map(({ soort, plaats, melding, bron }) => ({ kind: soort, path: plaats, message: melding, source: bron }));
        let result: MessageCheck;
        if (files === null) {
          const api = await matrix.as('validator', { method: 'POST', url: `${base}/Workbench/${target(name, fn.functie)}`, payload: { message: text } });
          expect(api.statusCode, api.body).toBe(200);
          result = { ok: true, findings: api.json<{ findings: MessageFinding[] }>().findings };
        } else if (afdVersion === '2.0') {
          const named = (suffix: string) => Object.entries(files).find(([file]) => file.endsWith(suffix))?.[1] ?? null;
          const schemaText = Object.entries(files).find(([file]) => !file.endsWith('-afdCodelists.json') && !file.endsWith('-validationRules.json'))?.[1] ?? '';
          result = checkJsonMessage({ schemaText, codeListsText: named('-afdCodelists.json'), rulesText: named('-validationRules.json') }, text ?? '');
        } else {
          result = checkXmlMessage({ files }, text ?? '');
        }
        if (!result.ok) throw new Error(result.problem);
        expect(result.findings, message.bestand).toEqual(expected);
        checked += 1;
      }
    }
    // At least a valid and an invalid example for every function.
    expect(checked).toBeGreaterThanOrEqual(2 * manifest.functies.length);
    expect((await functionsOf(name)).revision).toBe(before.revision);
  }, 120_000);

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses %s with %i, as generation does', async (actor, status) => {
    expect((await download(actor, demoDefinitionNames.auto)).statusCode).toBe(status);
  });

  it('refuses a definition without active functions, saying so', async () => {
    const [row] = await testApp.database.db.select({ id: definitions.id, functions: definitions.functions }).from(definitions).where(eq(definitions.name, demoDefinitionNames.reis));
    const functions = row?.functions as { name: string; active: boolean; custom: boolean }[];
    await testApp.database.db.update(definitions).set({ functions: functions.map((fn) => ({ ...fn, active: false })) }).where(eq(definitions.id, row?.id ?? ''));
    try {
      const response = await download('validator', demoDefinitionNames.reis);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ detail: string }>().detail).toBe('Deze AFD-definitie heeft geen actieve functies: activeer er een onder Functies om voorbeeldberichten te maken.');
    } finally {
      await testApp.database.db.update(definitions).set({ functions }).where(eq(definitions.id, row?.id ?? ''));
    }
  });

  it('says an unknown definition is not found', async () => {
    expect((await download('validator', 'Bestaat niet')).statusCode).toBe(404);
  });
});
