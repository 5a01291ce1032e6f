import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { auditTrailOf, insertBaseline, insertDimension, insertXPathRule } from '../../../shared/testing/reference-data.fixture.ts';

const onlyAdministrators = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };

let idCounter = 0;
/** A client-style id: 9 letters or digits. */
const newId = () => `rule${String((idCounter += 1)).padStart(5, '0')}`;

const ruleNamed = (name: string, id = newId()) => ({
  id,
  name,
  selectionXPath: '//xs:complexType',
  predicateXPath: 'if (@abstract) then fn:exists(@name) else true()',
  errorMessage: 'Een abstract type heeft een naam',
});

describe.each(testEngines)('XPath rules API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const save = (...rules: object[]) => matrix.as('administrator', { method: 'POST', url: '/api/xpathlist', payload: { rules } });
  const list = async () => (await matrix.as('administrator', { method: 'GET', url: '/api/xpathlist' })).json().rules as { id: string; name: string }[];
  const remove = (id: string) => matrix.as('administrator', { method: 'DELETE', url: `/api/xpathlist/${id}` });
  const usageOf = async (name: string) => (await matrix.as('administrator', { method: 'GET', url: `/api/xpath/UsageOf/${encodeURIComponent(name)}` })).json();

  describe('who may call what', () => {
    it('lets only administrators read, save, remove and look up usage', async () => {
      expect(await matrix.statuses({ method: 'GET', url: '/api/xpathlist' })).toEqual({ ...onlyAdministrators, administrator: 200 });
      expect(await matrix.statuses(() => ({ method: 'POST', url: '/api/xpathlist', payload: { rules: [ruleNamed(`Matrix ${newId()}`)] } }))).toEqual({
        ...onlyAdministrators,
        administrator: 200,
      });
      const id = newId();
      await insertXPathRule(testApp.database, id, `Matrix ${id}`);
      expect(await matrix.statuses({ method: 'DELETE', url: `/api/xpathlist/${id}` })).toEqual({ ...onlyAdministrators, administrator: 204 });
      expect(await matrix.statuses({ method: 'GET', url: '/api/xpath/UsageOf/iets' })).toEqual({ ...onlyAdministrators, administrator: 200 });
    });

    it('lets every active user validate expressions', async () => {
      expect(await matrix.statuses({ method: 'POST', url: '/api/xpath/Validate', payload: { predicateXPath: 'true()' } })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });
  });

  describe('POST /api/xpathlist', () => {
    it('adds a rule with its client id, answers it as saved and lists it in Dutch order', async () => {
      const rule = ruleNamed('zz Laatste regel');
      const response = await save(rule, ruleNamed('AA Eerste regel'));
      expect(response.statusCode).toBe(200);
      expect(response.json().rules.map((saved: { name: string }) => saved.name)).toEqual(['AA Eerste regel', 'zz Laatste regel']);
      const names = (await list()).map((saved) => saved.name);
      expect(names.indexOf('AA Eerste regel')).toBeLessThan(names.indexOf('zz Laatste regel'));
      expect(await auditTrailOf(testApp.database, rule.id)).toEqual([
        { action: 'xpathRule.created', actorEmail: 'administrator@matrix.example', before: null, after: rule },
      ]);
    });

    it('changes a rule by its id and audits before and after', async () => {
      const rule = ruleNamed('Te wijzigen');
      await save(rule);
      const changed = { ...rule, name: 'Gewijzigd', errorMessage: 'Nieuwe melding' };
      expect((await save(changed)).statusCode).toBe(200);
      expect(await list()).toContainEqual(changed);
      expect((await auditTrailOf(testApp.database, rule.id)).map((entry) => entry.action)).toEqual(['xpathRule.created', 'xpathRule.updated']);
      expect((await auditTrailOf(testApp.database, rule.id))[1]).toMatchObject({ before: rule, after: changed });
    });

    it("refuses a name in use, ignoring case: 'Er is al een XPath met deze naam' when adding", async () => {
      await save(ruleNamed('Bestaande regel'));
      const response = await save(ruleNamed('BESTAANDE REGEL'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'Er is al een XPath met deze naam', errors: { 'rules.0.name': ['Er is al een XPath met deze naam'] } });
    });

    it("refuses a name in use when editing with the spec's 'Er is al een dimensie met deze naam'", async () => {
      await save(ruleNamed('Regel één'));
      const other = ruleNamed('Regel twee');
      await save(other);
      const response = await save({ ...other, name: 'regel één' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'Er is al een dimensie met deze naam', errors: { 'rules.0.name': ['Er is al een dimensie met deze naam'] } });
    });

    it('lets two rules swap names in one save', async () => {
      const first = ruleNamed('Wissel A');
      const second = ruleNamed('Wissel B');
      await save(first, second);
      expect((await save({ ...first, name: 'Wissel B' }, { ...second, name: 'Wissel A' })).statusCode).toBe(200);
      expect((await list()).filter((rule) => rule.name.startsWith('Wissel')).map((rule) => `${rule.id}:${rule.name}`).sort()).toEqual(
        [`${first.id}:Wissel B`, `${second.id}:Wissel A`].sort(),
      );
    });

    it('refuses two new rules with one name in the same save', async () => {
      const response = await save(ruleNamed('Dubbel'), ruleNamed('dubbel'));
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({ 'rules.1.name': ['Er is al een XPath met deze naam'] });
    });

    it('requires all four texts and a 9-character id, each on its field', async () => {
      const response = await save({ id: 'kort', name: '', selectionXPath: ' ', predicateXPath: '', errorMessage: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        'rules.0.id': ['Id moet uit 9 letters of cijfers bestaan'],
        'rules.0.name': ['Naam is verplicht'],
        'rules.0.selectionXPath': ['Selectie XPath is verplicht'],
        'rules.0.predicateXPath': ['Predicaat XPath is verplicht'],
        'rules.0.errorMessage': ['Foutmelding is verplicht'],
      });
    });

    it("refuses expressions that do not compile with the spec's texts and the engine's reason", async () => {
      const response = await save({ ...ruleNamed('Ongeldig'), selectionXPath: '//xs:element[', predicateXPath: 'fn:exist(@name)' });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json();
      expect(errors['rules.0.selectionXPath']).toEqual([expect.stringMatching(/^Selectie X-path is ongeldig: XPST0003: /)]);
      expect(errors['rules.0.predicateXPath']).toEqual([expect.stringMatching(/^X-path regel is ongeldig: XPST0017: /)]);
      expect((await list()).map((rule) => rule.name)).not.toContain('Ongeldig');
    });

    it('refuses the same id twice in one save', async () => {
      const rule = ruleNamed('Twee keer');
      const response = await save(rule, { ...rule, name: 'Twee keer anders' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'rules.1.id': ['Deze regel komt meer dan eens voor in de lijst.'] });
    });
  });

  describe('usage and removal', () => {
    const baselineSelecting = async (ruleIds: string[], names: [string, string, string]) => {
      const key = {
        certificationAreaId: await insertDimension(testApp.database, 'certificationArea', names[0], '1'),
        messageTypeId: await insertDimension(testApp.database, 'messageType', names[1]),
        applicationAreaId: await insertDimension(testApp.database, 'applicationArea', names[2]),
      };
      await insertBaseline(testApp.database, key, ruleIds);
    };

    it("names the baselines that select a rule as 'Community-Berichtsoort-Domein', by rule name in any case", async () => {
      const rule = ruleNamed('Gebruikte regel');
      await save(rule);
      await baselineSelecting([rule.id], ['Schade', 'Contractbericht', 'Particulier']);
      await baselineSelecting([rule.id], ['Leven', 'Mutatiebericht', 'Zakelijk']);
      expect(await usageOf('gebruikte REGEL')).toEqual(['Leven-Mutatiebericht-Zakelijk', 'Schade-Contractbericht-Particulier']);
      expect(await usageOf('Onbekende regel')).toEqual([]);
    });

    it('keeps a renamed rule selected: baselines select by id', async () => {
      const rule = ruleNamed('Voor hernoemen');
      await save(rule);
      await baselineSelecting([rule.id], ['Pensioen', 'Opgave', 'Inkomen']);
      await save({ ...rule, name: 'Na hernoemen' });
      expect(await usageOf('Na hernoemen')).toEqual(['Pensioen-Opgave-Inkomen']);
    });

    it('refuses to remove a rule a baseline selects, naming the baselines', async () => {
      const rule = ruleNamed('Niet weg');
      await save(rule);
      await baselineSelecting([rule.id], ['Zorg', 'Declaratie', 'Collectief']);
      const response = await remove(rule.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('Deze XPath-regel wordt gebruikt door de validatie baseline(s) Zorg-Declaratie-Collectief en kan niet worden verwijderd.');
      expect((await list()).map((saved) => saved.id)).toContain(rule.id);
    });

    it('removes an unused rule and audits it; an unknown id is 404, a malformed one 400', async () => {
      const rule = ruleNamed('Mag weg');
      await save(rule);
      expect((await remove(rule.id)).statusCode).toBe(204);
      expect((await list()).map((saved) => saved.id)).not.toContain(rule.id);
      expect((await auditTrailOf(testApp.database, rule.id)).at(-1)).toMatchObject({ action: 'xpathRule.deleted', before: rule, after: null });
      expect((await remove(newId())).statusCode).toBe(404);
      expect((await remove('te-lang-id-123')).statusCode).toBe(400);
    });
  });

  describe('POST /api/xpath/Validate', () => {
    const validate = (payload: object) => matrix.as('validator', { method: 'POST', url: '/api/xpath/Validate', payload });

    it('accepts an XPath 1.0 selection and an XPath 2.0 predicate', async () => {
      const response = await validate(ruleNamed('Los'));
      expect(response.json()).toEqual({ valid: true, selectionXPathError: null, predicateXPathError: null });
    });

    it("answers each engine's reason", async () => {
      const response = await validate({ selectionXPath: '//xs:element[exists(@type)]', predicateXPath: 'if (@name) then true()' });
      expect(response.json()).toEqual({
        valid: false,
        selectionXPathError: 'Unregistered function: exists',
        predicateXPathError: expect.stringMatching(/^XPST0003: Failed to parse script/),
      });
    });

    it('refuses an expression beyond 4000 characters', async () => {
      expect((await validate({ predicateXPath: 'true() or '.repeat(500) })).statusCode).toBe(400);
    });
  });
});
