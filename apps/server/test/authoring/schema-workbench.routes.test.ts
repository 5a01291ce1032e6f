import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { demoCertifiedSchemaName, seedDemoCertifiedSchemas } from '../../src/demo/demo-certified-schemas.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// 'Bericht testen' on a certified organisation schema (issue 18, point 5), from 'Beheer schema's':
// a message is checked against the schema as it was certified. The demo definitions are certified
// and published through the API (AFD 1.0 Reis Compleet, AFD 2.0 Autoschade Online) and their
// conformance kits downloaded: against each certified function schema the kit's valid message has
// no finding and every invalid one gives exactly its labelled findings (the certified schema is
// the generated one, with its code lists and verbandscontroles). The demo's uploaded AFD 1.0
// corpus schema resolves its imports from its library's catalogue. Who may ask is who manages the
// owner's schemas; nothing is written.

const kitBase = '/api/Productdefinities';

interface Manifest {
  functies: { functie: string; berichten: { bestand: string; verwachteBevindingen: { soort: string; plaats: string; melding: string; bron: string }[] }[] }[];
}

describe.each(testEngines)('the workbench on certified organisation schemas (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const own = () => encodeURIComponent(matrix.ownOrganisation.name);
  const check = (actor: Parameters<RoleMatrix['as']>[0], schemaName: string, message: string) =>
    matrix.as(actor, { method: 'POST', url: `/api/OrganisationSchemas/Workbench/${own()}/${encodeURIComponent(schemaName)}`, payload: { message } });

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
    await testApp.database.db.transaction((tx) => seedDemoCertifiedSchemas(tx, { config: loadConfig({ NODE_ENV: 'test' }), organisationIds: new Map([['Polderzeker', matrix.ownOrganisation.id]]) }));
  }, 120_000);
  afterAll(() => testApp.close());

  it.each([demoDefinitionNames.reis, demoDefinitionNames.auto])("%s: the kit's messages give their labelled findings against each certified function schema", async (name) => {
    const published = await matrix.as('certifier', { method: 'POST', url: `${kitBase}/GenerateCertifiyPublish/${own()}/${encodeURIComponent(name)}`, payload: { isPublished: false, isDownloadable: false } });
    expect(published.statusCode, published.body).toBe(200);
    const schemas = published.json<{ schemas: { function: string; schemaName: string }[] }>().schemas;
    expect(schemas.length).toBeGreaterThan(0);
    const kitResponse = await matrix.as('certifier', { method: 'GET', url: `${kitBase}/Voorbeeldberichten/${own()}/${encodeURIComponent(name)}` });
    expect(kitResponse.statusCode, kitResponse.body).toBe(200);
    const kit = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(kitResponse.rawPayload))).map(([file, bytes]) => [file, strFromU8(bytes)]));
    const manifest = JSON.parse(kit['kit.json'] ?? '') as Manifest;

    for (const { function: functionName, schemaName } of schemas) {
      const messages = manifest.functies.find((fn) => fn.functie === functionName)?.berichten ?? [];
      expect(messages.length).toBeGreaterThan(1);
      for (const message of messages) {
        const response = await check('certifier', schemaName, kit[message.bestand] ?? '');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json(), `${schemaName}: ${message.bestand}`).toEqual({
          schema: schemaName,
          findings: message.verwachteBevindingen.map(({ soort, plaats, melding, bron }) => ({ kind: soort, path: plaats, message: melding, source: bron })),
        });
      }
    }
  }, 120_000);

  it("checks a message against an uploaded AFD 1.0 schema, its imports from the library's catalogue", async () => {
    const response = await check('certifier', demoCertifiedSchemaName, '<?xml version="1.0" encoding="UTF-8"?>\n<Onbekend/>\n');
    expect(response.statusCode, response.body).toBe(200);
    const { schema, findings } = response.json<{ schema: string; findings: { kind: string; path: string; message: string }[] }>();
    expect(schema).toBe(demoCertifiedSchemaName);
    expect(findings).toEqual([expect.objectContaining({ kind: 'schema', path: 'Onbekend', message: expect.stringContaining("Element 'Onbekend'") })]);
  });

  it('refuses a message with a DOCTYPE, and an unknown schema is not found', async () => {
    const bomb = await check('certifier', demoCertifiedSchemaName, '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json<{ detail: string }>().detail).toMatch(/^Het bericht is geen bruikbare XML: /);
    expect((await check('certifier', 'Bestaat-niet', '<a/>')).statusCode).toBe(404);
    expect((await check('certifier', demoCertifiedSchemaName, '')).statusCode).toBe(400);
  });

  it.each([
    ['administrator', 200],
    ['certifier', 200],
    ['validator', 403],
    ['otherCertifier', 403],
    ['inactive', 403],
    ['anonymous', 401],
  ] as const)("%s gets %i: as managing the owner's schemas", async (actor, status) => {
    expect((await check(actor, demoCertifiedSchemaName, '<Onbekend/>')).statusCode).toBe(status);
  });
});
