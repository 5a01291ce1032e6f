import type { Variant } from '@afd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';
import { loadConfig } from '../../src/config.ts';
import { definitions } from '../../src/db/schema/index.ts';
import { seedDemoPredefinedEntities } from '../../src/demo/demo-predefined-entities.ts';
import { demoVariant, seedDemoVariants } from '../../src/demo/demo-variants.ts';

// The demo's variant (demo-variants.ts): one AFD 1.0 demo definition has variant Basis 001.00 with
// the demo's AFD 1.0 snippet, anchored on a node its function keeps, so the screens show one.

describe.each(testEngines)('the demo variant (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
    await testApp.database.db.transaction(async (tx) => {
      for (const part of [seedDemoPredefinedEntities, seedDemoVariants]) await part(tx, { config: loadConfig({ NODE_ENV: 'test' }), organisationIds: new Map() });
    });
  }, 120_000);
  afterAll(() => testApp.close());

  it('gives one demo definition an active variant with a snippet that the snippets call offers, anchored on a node of the function', async () => {
    const rows = await testApp.database.db.select({ name: definitions.name, variants: definitions.variants }).from(definitions);
    const withVariant = rows.filter((row) => (row.variants as Variant[]).length > 0);
    expect(withVariant).toHaveLength(1);
    const [row] = withVariant;
    const [variant] = row?.variants as Variant[];
    expect(variant).toMatchObject({ ...demoVariant, isActive: true, variantFunctions: [{ isActive: true, snippetMap: { items: [{ snippetId: 'ZAKELIJK-PAKKET-AANSPRAKELIJKHEID' }] } }] });
    const functionName = variant?.variantFunctions[0]?.name ?? '';

    const org = encodeURIComponent(matrix.ownOrganisation.name);
    const snippets = await matrix.as('validator', { method: 'GET', url: `/api/PredefinedEntities/snippets?organisation=${org}&baseline=Schade-Contractbericht-Zakelijk&function=${encodeURIComponent(functionName)}` });
    expect(snippets.json<{ snippetId: string }[]>().map((snippet) => snippet.snippetId)).toEqual(['ZAKELIJK-PAKKET-AANSPRAKELIJKHEID']);

    const tree = await matrix.as('validator', { method: 'GET', url: `/api/PredefinedEntities/tree/${org}/${encodeURIComponent(row?.name ?? '')}/${encodeURIComponent(functionName)}` });
    expect(tree.body).toContain(`"anchorPath":"${variant?.variantFunctions[0]?.snippetMap.items[0]?.anchorPath}"`);
  });

  it('publishes the demo variant certified once its definition is synchronised with the newest library', async () => {
    const [row] = (await testApp.database.db.select({ name: definitions.name, variants: definitions.variants }).from(definitions)).filter((candidate) => (candidate.variants as Variant[]).length > 0);
    const name = encodeURIComponent(row?.name ?? '');
    const org = encodeURIComponent(matrix.ownOrganisation.name);
    const synced = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/Sync/${org}/${name}/Iemand/${encodeURIComponent('25-11-2026 07:00')}?saveOnWarnings=true` });
    expect(synced.statusCode, synced.body).toBe(200);
    const response = await matrix.as('certifier', { method: 'POST', url: `/api/Productdefinities/GenerateCertifiyPublish/${org}/${name}/${demoVariant.name}/${demoVariant.version}`, payload: { isPublished: true, isDownloadable: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ schemas: { schemaName: string }[] }>().schemas[0]?.schemaName).toMatch(new RegExp(`-${demoVariant.name}-${demoVariant.version.replace('.', '\\.')}$`));
  });
});
