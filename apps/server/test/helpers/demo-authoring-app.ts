import { loadConfig } from '../../src/config.ts';
import { seedDemoCatalogueAndBaselines } from '../../src/demo/demo-catalogue-and-baselines.ts';
import { seedDemoDefinitions } from '../../src/demo/demo-definitions.ts';
import { seedDemoReferenceData } from '../../src/demo/demo-reference-data.ts';
import { authoriseForComposition } from '../../src/modules/authoring/definition-store/definitions.fixture.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from './role-matrix.ts';
import type { TestEngine } from './test-database.ts';

/** The demo definitions' names, for tests of a module (which may not import the demo data itself). */
export { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';

// A test app with the demo definitions (two AFD 1.0 ones on the current library, one on an older
// library, one AFD 2.0) all in the role matrix's own organisation, which its validator and
// certifier compose for: one set of actors meets every definition.

export async function demoAuthoringApp(engine: TestEngine, options: { env?: Record<string, string>; own: string }): Promise<{ testApp: TestApp; matrix: RoleMatrix }> {
  const testApp = await buildTestApp({ engine, ...(options.env ? { env: options.env } : {}) });
  const matrix = await createRoleMatrix(testApp, { own: options.own, other: 'Andere-Verzekeraar' });
  const organisationIds = new Map([
    ['Polderzeker', matrix.ownOrganisation.id],
    ['Assurantiekantoor-Dijkstra', matrix.ownOrganisation.id],
  ]);
  await testApp.database.db.transaction(async (tx) => {
    for (const part of [seedDemoReferenceData, seedDemoCatalogueAndBaselines, seedDemoDefinitions]) await part(tx, { config: loadConfig({ NODE_ENV: 'test' }), organisationIds });
  });
  for (const actor of ['validator', 'certifier'] as const) await authoriseForComposition(testApp.database, matrix.userIdOf(actor), matrix.ownOrganisation.id);
  return { testApp, matrix };
}
