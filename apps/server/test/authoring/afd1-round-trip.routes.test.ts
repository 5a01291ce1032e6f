import { afd1ContentDifferences } from '@afd/afd/demo';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../src/db/schema/index.ts';
import { baselineKeyNames } from '../../src/shared/baseline-keys.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// Issue 27, AFD 1.0, through the API on both engines: each demo definition's function, exported as
// its generated ZIP ('Genereer per functie') and imported ('Importeer AFD-definitie') into a NEW
// definition on the same baseline, generates again the same content model and facets per element
// path (afd1ContentDifferences: the repository's own XSD reading; differences listed by path).

const base = '/api/Productdefinities';
const afd1Demos = [demoDefinitionNames.reis, demoDefinitionNames.woonhuis, demoDefinitionNames.bedrijf];
const unzip = (bytes: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([file, content]) => [file, strFromU8(content)]));

describe.each(testEngines)('the AFD 1.0 demo definitions round-trip through the API (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const target = (...parts: string[]) => [matrix.ownOrganisation.name, ...parts].map(encodeURIComponent).join('/');

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  it.each(afd1Demos)('%s: every active function, imported into a new definition on its baseline, generates the same content model and facets', async (name) => {
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, name));
    if (!row) throw new Error(`no demo definition ${name}`);
    const [key] = await testApp.database.db.select().from(baselineKeyNames).where(eq(baselineKeyNames.baselineSchemaId, row.baselineSchemaId));
    if (!key) throw new Error(`no baseline of ${name}`);
    const functions = row.functions as { name: string; active: boolean; custom: boolean }[];
    const active = functions.filter((fn) => fn.active).map((fn) => fn.name);
    expect(active.length).toBeGreaterThan(0);

    // The new definition, on the same baseline, with the same functions (the import reads choices, never adds a function: ADR 0035).
    const copy = `${name} rondgang`;
    const created = await matrix.as('validator', { method: 'POST', url: `${base}/${target(copy)}`, payload: { certificationArea: key.certificationArea, messageType: key.messageType, applicationArea: key.applicationArea } });
    expect(created.statusCode, created.body).toBe(201);
    const functionsUrl = `${base}/Functions/${target(copy)}`;
    const stored = (await matrix.as('validator', { method: 'GET', url: functionsUrl })).json<{ revision: number }>();
    const savedFunctions = await matrix.as('validator', { method: 'POST', url: functionsUrl, payload: { functions, revision: stored.revision } });
    expect(savedFunctions.statusCode, savedFunctions.body).toBe(200);

    // A definition on an older library of its baseline (Bedrijfsaansprakelijkheid) names paths the
    // newest library, which a new definition gets, may no longer have: its set is refused, naming
    // them, and the copy is left as it was. Synchronised to the newest library, it goes round.
    if (row.baselineLibraryId !== created.json<{ baselineLibraryId: string }>().baselineLibraryId) {
      const [first = ''] = active;
      const older = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(name, first)}` });
      const refused = await matrix.as('validator', { method: 'POST', url: `${base}/schema-import/${target(copy)}/Iemand/nu`, ...(await multipartBody([{ name: `${name}-${first}.zip`, content: new Uint8Array(older.rawPayload) }])) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: { report: string[] } }>().errors.report.at(-2)).toMatch(/^Regel \d+: het pad '.+' bestaat niet in de baseline library van deze definitie\.$/);
      const synchronised = await matrix.as('validator', { method: 'POST', url: `${base}/Sync/${target(name)}/Iemand/nu?saveOnWarnings=true` });
      expect(synchronised.statusCode, synchronised.body).toBe(200);
    }

    const originals: Record<string, Record<string, string>> = {};
    for (const functionName of active) {
      const exported = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(name, functionName)}` });
      expect(exported.statusCode, exported.body).toBe(200);
      originals[functionName] = unzip(exported.rawPayload);
      const imported = await matrix.as('validator', {
        method: 'POST',
        url: `${base}/schema-import/${target(copy)}/Iemand/nu`,
        ...(await multipartBody([{ name: `${name}-${functionName}.zip`, content: new Uint8Array(exported.rawPayload) }])),
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const report = imported.json<string[]>();
      expect(report.filter((line) => line.startsWith('Waarschuwing')), report.join('\n')).toEqual([]);
    }

    const differences: Record<string, unknown> = {};
    for (const functionName of active) {
      const again = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(copy, functionName)}` });
      expect(again.statusCode, again.body).toBe(200);
      const found = afd1ContentDifferences(originals[functionName] ?? {}, unzip(again.rawPayload));
      if (found.length > 0) differences[functionName] = found;
    }
    expect(differences).toEqual({});
  }, 180_000);
});
