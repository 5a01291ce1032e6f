import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { actors, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { afd2Library, authoringRowCounts, authoringTestApp, insertAuthoringBaseline, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// Verbandscontroles (001 §7): read with the names a rule may use and the revision, saved whole as
// one revision when every rule holds and nobody saved in between, pseudo code checked with
// 'Ongeldige invoer' and its position; AFD 2.0 rules as JMESPath with a message.

describe.each(testEngines)('verbandscontroles (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Verbandscontroles';
  const stored = async (name = 'Regels') => (await testApp.database.db.select().from(definitions).where(eq(definitions.name, name)))[0];
  const revisionOf = async (name = 'Regels') => (await stored(name))?.revision ?? 0;
  const saveUrl = (revision: number, product = 'Regels') => `${base}/${org()}/${product}/Iemand/nu?revision=${revision}`;
  const rule = { name: 'BR1', expression: "if (//Branche = '021') then //Premie > 0 else true()", message: '', source: 'Polis', type: 'pseudo' };

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator', 'certifier']));
    expect((await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${org()}/Regels`, payload: baseline.names })).statusCode).toBe(201);
  });
  afterAll(() => testApp.close());

  it('answers no rules at first, the names the pseudo mode offers (attributes and entities) and the revision', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Regels` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ businessRules: [], attributeNames: ['Branche', 'Merk', 'Object', 'Omschrijving', 'Polis', 'Polisnummer', 'Premie'], revision: await revisionOf() });
  });

  it('checks pseudo code: a rule gives no problems, a typo gives Ongeldige invoer with the position, an unknown attribute too', async () => {
    const validate = (expression: string) => matrix.as('validator', { method: 'POST', url: `${base}/Validate/${org()}/Regels`, payload: { expression } });
    expect((await validate("Indien Branche = '021' DAN count(Object) > 0 ANDERS true")).json()).toEqual([]);
    expect((await validate("Indien Branche = '021' DANN Premie > 0 ANDERS true")).json()).toEqual(["Ongeldige invoer: 'DAN' verwacht (positie 24)"]);
    expect((await validate("Indien Kleur = 'rood' DAN Premie > 0 ANDERS true")).json()).toEqual(["Ongeldige invoer: Indien, positie 1: Attribuut 'Kleur' bestaat niet in deze definitie"]);
    // In the field it is in, and naming the function that does not exist (issue 30).
    expect((await validate("Indien Premie > 0 EN exist(Polis DAN Branche = '021' ANDERS true")).json()).toEqual([
      "Ongeldige invoer: Indien, positie 15: onbekende functie 'exist'; bekend zijn count( ) en exists( )",
    ]);
  });

  it('saves the whole list as one revision and answers it with the new revision', async () => {
    const before = await revisionOf();
    const response = await matrix.as('validator', { method: 'PUT', url: saveUrl(before), payload: [rule, { ...rule, name: 'BR2', expression: 'count(//Object/Merk) le 5', type: 'xpath' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ businessRules: { name: string }[]; revision: number }>()).toMatchObject({ businessRules: [{ name: 'BR1' }, { name: 'BR2' }], revision: before + 1 });
    expect(await revisionOf()).toBe(before + 1);
    expect((await stored())?.businessRules).toHaveLength(2);
  });

  it("refuses a list with a bad rule with its field errors ('Bron verplicht', a name twice, XPath that does not compile or names what the definition lacks) and writes nothing", async () => {
    const counts = await authoringRowCounts(testApp.database);
    const revision = await revisionOf();
    const response = await matrix.as('validator', {
      method: 'PUT',
      url: saveUrl(revision),
      payload: [{ ...rule, source: '' }, { ...rule, expression: 'if (//Branche = ) then 1 else true()' }, { ...rule, name: 'BR3', expression: 'exists(//Kleur)', type: 'xpath' }],
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['rules.0.source']).toEqual(['Bron verplicht']);
    expect(errors['rules.1.name']).toEqual(["Er is al een verbandscontrole met de naam 'BR1'."]);
    expect(errors['rules.1.expression']?.[0]).toMatch(/^Ongeldige invoer: /);
    expect(errors['rules.2.expression']).toEqual(["Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie"]);
    expect(await authoringRowCounts(testApp.database)).toEqual(counts);
    expect(await revisionOf()).toBe(revision);
    expect((await stored())?.businessRules).toHaveLength(2);
  });

  it('refuses a save based on an older revision (409, naming who saved in between) and writes nothing', async () => {
    const revision = await revisionOf();
    // A colleague saves the properties meanwhile: any save of the definition makes the rules' copy stale.
    expect((await matrix.as('certifier', { method: 'PUT', url: saveUrl(revision), payload: [rule] })).statusCode).toBe(200);
    const counts = await authoringRowCounts(testApp.database);
    const response = await matrix.as('validator', { method: 'PUT', url: saveUrl(revision), payload: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(/^De definitie is intussen door .+ gewijzigd\./);
    expect(await authoringRowCounts(testApp.database)).toEqual(counts);
    expect((await stored())?.businessRules).toEqual([rule]);
    expect((await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/Regels/Iemand/nu`, payload: [] })).statusCode).toBe(400);
  });

  it('lets every composing role of the organisation read, check and save; refuses the others on every call', async () => {
    const reading = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 };
    expect(await matrix.statuses({ method: 'GET', url: `${base}/${org()}/Regels` })).toEqual(reading);
    expect(await matrix.statuses({ method: 'POST', url: `${base}/Validate/${org()}/Regels`, payload: { expression: "Indien Branche = '021' DAN Premie > 0 ANDERS true" } })).toEqual(reading);
    // Each save is based on the revision the one before made.
    const counts = await authoringRowCounts(testApp.database);
    const saving: Record<string, number> = {};
    for (const actor of actors) saving[actor] = (await matrix.as(actor, { method: 'PUT', url: saveUrl(await revisionOf()), payload: [rule] })).statusCode;
    expect(saving).toEqual(reading);
    expect((await authoringRowCounts(testApp.database)).revisions).toBe(counts.revisions + 3);
  });

  it('keeps a definition of another organisation to its own composers and administrators', async () => {
    const other = encodeURIComponent(matrix.otherOrganisation.name);
    expect((await matrix.as('administrator', { method: 'POST', url: `/api/Productdefinities/${other}/Elders`, payload: baseline.names })).statusCode).toBe(201);
    expect((await matrix.as('administrator', { method: 'GET', url: `${base}/${other}/Elders` })).statusCode).toBe(200);
    const counts = await authoringRowCounts(testApp.database);
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/${other}/Elders` })).statusCode).toBe(403);
    expect((await matrix.as('validator', { method: 'PUT', url: `${base}/${other}/Elders/x/y?revision=${await revisionOf('Elders')}`, payload: [rule] })).statusCode).toBe(403);
    expect(await authoringRowCounts(testApp.database)).toEqual(counts);
  });

  it('answers 404 for a definition that does not exist and 400 for a body that is not a list of rules or a revision that is not one', async () => {
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Niets` })).statusCode).toBe(404);
    expect((await matrix.as('validator', { method: 'PUT', url: saveUrl(1, 'Niets'), payload: [] })).statusCode).toBe(404);
    expect((await matrix.as('validator', { method: 'POST', url: `${base}/Validate/${org()}/Niets`, payload: { expression: 'x' } })).statusCode).toBe(404);
    expect((await matrix.as('validator', { method: 'PUT', url: saveUrl(await revisionOf()), payload: { name: 'BR1' } })).statusCode).toBe(400);
    expect((await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/Regels/x/y?revision=nieuw`, payload: [] })).statusCode).toBe(400);
    expect((await matrix.as('validator', { method: 'POST', url: `${base}/Validate/${org()}/Regels`, payload: {} })).statusCode).toBe(400);
  });

  describe('AFD 2.0', () => {
    beforeAll(async () => {
      const afd2 = await insertAuthoringBaseline(testApp.database, afd2Library());
      expect((await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${org()}/Regels2`, payload: afd2.names })).statusCode).toBe(201);
    });

    it("saves JMESPath rules with their message; refuses one without ('Foutmelding verplicht') or that does not compile, and writes nothing", async () => {
      const jmes = { name: 'BR1', expression: 'length(Polis) == `1`', message: 'Precies één polis.', source: '', type: 'jmespath' };
      const revision = await revisionOf('Regels2');
      const counts = await authoringRowCounts(testApp.database);
      const refused = await matrix.as('validator', { method: 'PUT', url: saveUrl(revision, 'Regels2'), payload: [{ ...jmes, message: ' ' }, { ...jmes, name: 'BR2', expression: 'Polis[?' }] });
      expect(refused.statusCode).toBe(400);
      const errors = refused.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors['rules.0.message']).toEqual(['Foutmelding verplicht']);
      expect(errors['rules.1.expression']?.[0]).toMatch(/^Ongeldige invoer: /);
      expect(errors['rules.0.source']).toBeUndefined();
      expect(await authoringRowCounts(testApp.database)).toEqual(counts);

      const saved = await matrix.as('validator', { method: 'PUT', url: saveUrl(revision, 'Regels2'), payload: [jmes] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await stored('Regels2'))?.businessRules).toEqual([jmes]);
    });
  });
});
