import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definitions/definitions.fixture.ts';

// Verbandscontroles (001 §7): read with the definition's attribute names, saved whole as one
// revision when every rule holds, pseudo code checked with 'Ongeldige invoer' and its position.

describe.each(testEngines)('verbandscontroles (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Verbandscontroles';
  const stored = async () => (await testApp.database.db.select().from(definitions).where(eq(definitions.name, 'Regels')))[0];
  const rule = { name: 'BR1', expression: "if (//Branche = '021') then //Premie > 0 else true()", message: '', source: 'Polis', type: 'pseudo' };

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${org()}/Regels`, payload: baseline.names });
  });
  afterAll(() => testApp.close());

  it('answers no rules at first, and the attribute names the pseudo mode offers', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Regels` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ businessRules: [], attributeNames: ['Branche', 'Merk', 'Omschrijving', 'Polisnummer', 'Premie'] });
  });

  it('checks pseudo code: a rule gives no problems, a typo gives Ongeldige invoer with the position, an unknown attribute too', async () => {
    const validate = (expression: string) => matrix.as('validator', { method: 'POST', url: `${base}/Validate/${org()}/Regels`, payload: { expression } });
    expect((await validate("Indien Branche = '021' DAN Premie > 0 ANDERS true")).json()).toEqual([]);
    expect((await validate("Indien Branche = '021' DANN Premie > 0 ANDERS true")).json()).toEqual(["Ongeldige invoer: 'DAN' verwacht (positie 24)"]);
    expect((await validate("Indien Kleur = 'rood' DAN Premie > 0 ANDERS true")).json()).toEqual(["Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie."]);
  });

  it('saves the whole list as one revision and answers it', async () => {
    const before = (await stored())?.revision ?? 0;
    const response = await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/Regels/Iemand/nu`, payload: [rule, { ...rule, name: 'BR2', expression: 'count(//Merk) le 5', type: 'xpath' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ businessRules: { name: string }[] }>().businessRules.map((saved) => saved.name)).toEqual(['BR1', 'BR2']);
    expect((await stored())?.revision).toBe(before + 1);
    expect((await stored())?.businessRules).toHaveLength(2);
  });

  it("refuses a list with a bad rule with its field errors ('Bron verplicht', a name twice, XPath that does not compile) and writes nothing", async () => {
    const counts = await authoringRowCounts(testApp.database);
    const response = await matrix.as('validator', {
      method: 'PUT',
      url: `${base}/${org()}/Regels/Iemand/nu`,
      payload: [{ ...rule, source: '' }, { ...rule, expression: 'if (//Branche = ) then 1 else true()' }],
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['rules.0.source']).toEqual(['Bron verplicht']);
    expect(errors['rules.1.name']).toEqual(["Er is al een verbandscontrole met de naam 'BR1'."]);
    expect(errors['rules.1.expression']?.[0]).toMatch(/^Ongeldige invoer: /);
    expect(await authoringRowCounts(testApp.database)).toEqual(counts);
    expect((await stored())?.businessRules).toHaveLength(2);
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses %s with %i on every call', async (actor, status) => {
    expect((await matrix.as(actor, { method: 'GET', url: `${base}/${org()}/Regels` })).statusCode).toBe(status);
    expect((await matrix.as(actor, { method: 'PUT', url: `${base}/${org()}/Regels/x/y`, payload: [] })).statusCode).toBe(status);
    expect((await matrix.as(actor, { method: 'POST', url: `${base}/Validate/${org()}/Regels`, payload: { expression: 'x' } })).statusCode).toBe(status);
  });

  it('answers 404 for a definition that does not exist and 400 for a body that is not a list of rules', async () => {
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Niets` })).statusCode).toBe(404);
    expect((await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/Regels/x/y`, payload: { name: 'BR1' } })).statusCode).toBe(400);
  });
});
