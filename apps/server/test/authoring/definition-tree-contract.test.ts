import { definitionWithTreeSchema } from '@afd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';
import { definitions } from '../../src/db/schema/index.ts';

// GET /api/Productdefinities/Definition answers megabytes for a large library, and neither side
// checks that answer against its contract at run time any more: the server writes it without its
// zod serializer (definitions.routes.ts) and the web app reads it without parsing it again
// (apps/web/src/features/authoring/api/definition-page.ts). This test is where the contract is
// held: every demo definition — AFD 1.0 and 2.0, compositions, variants, an older library — answers
// a tree that definitionWithTreeSchema accepts exactly.

describe.each(testEngines)('the definition tree keeps its contract (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers every demo definition in the shape of definitionWithTreeSchema, field for field', async () => {
    const rows = await testApp.database.db.select({ name: definitions.name }).from(definitions);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const org = encodeURIComponent(matrix.ownOrganisation.name);
    for (const { name } of rows) {
      const response = await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/Definition/${org}/${encodeURIComponent(name)}` });
      expect(response.statusCode, name).toBe(200);
      const answer = response.json();
      const parsed = definitionWithTreeSchema.safeParse(answer);
      expect(parsed.error?.issues.slice(0, 3), name).toBeUndefined();
      // Nothing beyond the contract either: zod drops unknown keys, so the parsed copy must equal the answer.
      expect(parsed.data, name).toEqual(answer);
      expect(answer.children.length, name).toBeGreaterThan(0);
    }
  });
});
