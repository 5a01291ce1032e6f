import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { authoringRowCounts, authoringTestApp, insertLibrary, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// The definition calls of AFD Online Samenstellen (001 §7): who may call them for which
// organisation, the §5 rules with their exact messages, revisions that refuse a stale save, and
// changes that leave nothing half-written.

describe.each(testEngines)('definitions (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const own = () => encodeURIComponent(matrix.ownOrganisation.name);

  beforeAll(async () => {
    // The validator and the certifier compose for their own organisation; otherCertifier does not.
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator', 'certifier']));
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const listUrl = () =>
    `/api/Productdefinities/${baseline.names.certificationArea}/${baseline.names.messageType}/${baseline.names.applicationArea}?organizationName=${own()}`;
  const create = (name: string, actor: 'validator' | 'administrator' = 'validator') =>
    matrix.as(actor, { method: 'POST', url: `/api/Productdefinities/${own()}/${encodeURIComponent(name)}`, payload: baseline.names });
  const metadataUrl = (name: string) => `/api/Productdefinities/MetaData/${own()}/${encodeURIComponent(name)}`;
  const metadata = async (name: string) => (await matrix.as('validator', { method: 'GET', url: metadataUrl(name) })).json();
  const rowCounts = () => authoringRowCounts(testApp.database);

  describe('who may call what', () => {
    it('lets active users with a role list the definitions of an organisation they compose for; 403 with the spec text otherwise', async () => {
      expect(await matrix.statuses({ method: 'GET', url: listUrl() })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 403,
      });
      const refused = await matrix.as('otherCertifier', { method: 'GET', url: listUrl() });
      expect(refused.json()).toMatchObject({ title: 'Forbidden', detail: `Geen toegangsrechten voor definities van organisatie: ${matrix.ownOrganisation.name}` });
    });

    it('answers every call per role: 401 anonymous, 403 inactive and not authorised, else what the call does', async () => {
      expect((await create('Rollen')).statusCode).toBe(201);
      const name = encodeURIComponent('Rollen');
      const reading = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 };
      for (const url of [
        `/api/Productdefinities/Definition/${own()}/${name}`,
        metadataUrl('Rollen'),
        `/api/Productdefinities/Functions/${own()}/${name}`,
        `/api/Productdefinities/productDefinitiesInfo?organization=${own()}&baseline=${encodeURIComponent(baseline.basedOn)}`,
      ]) {
        expect(await matrix.statuses({ method: 'GET', url }), url).toEqual(reading);
      }
      expect(await matrix.statuses({ method: 'GET', url: '/api/Productdefinities/BaseFunctions' })).toEqual({ ...reading, otherCertifier: 200 });
      // Changes: each actor renames back and forth, so every call meets the same state.
      expect(
        await matrix.statuses(() => ({ method: 'POST', url: `/api/Productdefinities/Rename/${own()}/${name}?newName=Rollen` })),
      ).toEqual(reading);
      expect(await matrix.statuses(() => ({ method: 'POST', url: `/api/Productdefinities/${own()}/${encodeURIComponent(`Nieuw ${Math.random().toString(36).slice(2, 8)}`)}`, payload: baseline.names }))).toEqual({
        ...reading,
        validator: 201,
        certifier: 201,
        administrator: 201,
      });
    });

    it('refuses every change for an organisation the caller does not compose for, and changes nothing', async () => {
      expect((await create('Matrix Product')).statusCode).toBe(201);
      const before = await rowCounts();
      const name = encodeURIComponent('Matrix Product');
      for (const request of [
        { method: 'POST' as const, url: `/api/Productdefinities/${own()}/Ander`, payload: baseline.names },
        { method: 'POST' as const, url: `/api/Productdefinities/Rename/${own()}/${name}?newName=Nieuw` },
        { method: 'POST' as const, url: `/api/Productdefinities/Copy/${own()}/${name}?newName=Kopie` },
        { method: 'GET' as const, url: `/api/Productdefinities/Definition/${own()}/${name}` },
        { method: 'GET' as const, url: metadataUrl('Matrix Product') },
      ]) {
        expect((await matrix.as('otherCertifier', request)).statusCode).toBe(403);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('lets only administrators delete a definition', async () => {
      await create('Te Verwijderen');
      const url = `/api/Productdefinities/${own()}/${encodeURIComponent('Te Verwijderen')}`;
      for (const actor of ['validator', 'certifier'] as const) expect((await matrix.as(actor, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await matrix.as('administrator', { method: 'DELETE', url })).statusCode).toBe(204);
      expect((await matrix.as('administrator', { method: 'DELETE', url })).statusCode).toBe(404);
      const gone = await db().select().from(definitions).where(eq(definitions.name, 'Te Verwijderen'));
      expect(gone).toEqual([]);
    });
  });

  describe('create, list, rename, copy', () => {
    it('creates a definition on the current library with the base functions, and lists it', async () => {
      const response = await create('Reis Basis');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Reis Basis',
        organisation: matrix.ownOrganisation.name,
        basedOn: baseline.basedOn,
        definitionVersion: '001.00',
        baselineLibraryId: baseline.libraryId,
        certificationAreaVersion: '1',
        revision: 1,
        taskIds: [],
        lastModifiedBy: expect.any(String),
      });
      expect(response.json().functions).toEqual([
        { name: 'offerte', active: true, custom: false },
        { name: 'aanvraag', active: true, custom: false },
        { name: 'polis', active: true, custom: false },
        { name: 'mutatie', active: false, custom: false },
        { name: 'prolongatie', active: false, custom: false },
        { name: 'royement', active: false, custom: false },
      ]);
      const list = (await matrix.as('certifier', { method: 'GET', url: listUrl() })).json() as { name: string }[];
      expect(list.map((definition) => definition.name)).toContain('Reis Basis');
    });

    it.each([
      ['', 'Productnaam is verplicht.'],
      ['Reis/Basis', 'Productnaam is niet valide.'],
      ['R'.repeat(71), 'Productnaam is niet valide.'],
    ])('refuses the new name %j with %j on the name field', async (name, message) => {
      const before = await rowCounts();
      const response = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${own()}/${encodeURIComponent(name || ' ')}`, payload: baseline.names });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: [message] });
      expect(await rowCounts()).toEqual(before);
    });

    it("refuses a name the organisation already has, in any case: 'Product {name} bestaat al onder {basedOn}.'", async () => {
      await create('Woonhuis');
      const response = await create('WOONHUIS');
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(`Product Woonhuis bestaat al onder ${baseline.basedOn}.`);
    });

    it('renames, refusing a taken name and changing nothing then', async () => {
      await create('Oude Naam');
      await create('Bezet');
      const taken = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/Rename/${own()}/${encodeURIComponent('Oude Naam')}?newName=bezet` });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe(`Product Bezet bestaat al onder ${baseline.basedOn}.`);
      const renamed = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/Rename/${own()}/${encodeURIComponent('Oude Naam')}?newName=${encodeURIComponent('Nieuwe Naam')}` });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Nieuwe Naam', revision: 2 });
      expect((await matrix.as('validator', { method: 'GET', url: metadataUrl('Oude Naam') })).statusCode).toBe(404);
    });

    it('copies under a name that differs, with its own revisions; the original is untouched', async () => {
      await create('Origineel');
      const same = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/Copy/${own()}/Origineel?newName=origineel` });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual({ name: ['De kopie moet een andere naam krijgen dan het origineel.'] });
      const copy = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/Copy/${own()}/Origineel?newName=Kopie` });
      expect(copy.statusCode).toBe(200);
      expect(copy.json()).toMatchObject({ name: 'Kopie', revision: 1, baselineLibraryId: baseline.libraryId });
      expect((await metadata('Origineel')).revision).toBe(1);
    });
  });

  describe('properties (001 §5)', () => {
    const valid = async (name: string) => ({ ...(await metadata(name)), definitionVersion: '001.00', ingangsdatum: '1-1-2026', einddatum: '31-12-2026', tag: '' });
    const save = (name: string, body: object) => matrix.as('validator', { method: 'POST', url: metadataUrl(name), payload: body });

    it.each([
      [{ definitionVersion: '' }, 'definitionVersion', 'Versie AFD-definitie is verplicht.'],
      [{ definitionVersion: '1.0' }, 'definitionVersion', 'Versie AFD-definitie is niet valide.'],
      [{ ingangsdatum: '29-2-2027' }, 'ingangsdatum', 'Ingangsdatum heeft een ongeldige waarde.'],
      [{ einddatum: '31-4-2026' }, 'einddatum', 'Einddatum heeft een ongeldige waarde.'],
      [{ ingangsdatum: '2-1-2027', einddatum: '1-1-2027' }, 'ingangsdatum', 'Ingangsdatum ligt na de einddatum.'],
      [{ tag: 'suiv' }, 'tag', 'Tag heeft een ongeldige waarde (maximaal 50 hoofdletters, spaties, mintekens, geen diakrieten).'],
      [{ tag: 'SUIV-EP', productSegment: 2, riskCarrier: '' }, 'riskCarrier', 'Risicodrager is verplicht bij gespecificeerde tag.'],
      [{ tag: 'SUIV-BIJ', productSegment: 0 }, 'productSegment', 'ProductSegment is verplicht bij gespecificeerde tag.'],
      [{ name: 'Naam met / streep' }, 'name', 'Productnaam is niet valide.'],
    ])('refuses %j with the message on %s', async (change, field, message) => {
      await create('Eigenschappen');
      const before = await metadata('Eigenschappen');
      const response = await save('Eigenschappen', { ...(await valid('Eigenschappen')), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
      expect(await metadata('Eigenschappen')).toEqual(before);
    });

    it('saves: dates in two digits, the risk carrier only for SUIV-EP, the changelog as sent', async () => {
      await create('Opslaan');
      const body = { ...(await valid('Opslaan')), ingangsdatum: '1-2-2026', tag: 'SUIV', productSegment: 1, riskCarrier: 'Verzekeraar X', encodedChangelog: encodeURIComponent('Eerste versie; ü') };
      const response = await save('Opslaan', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ingangsdatum: '01-02-2026', einddatum: '31-12-2026', riskCarrier: '', tag: 'SUIV', productSegment: 1, encodedChangelog: encodeURIComponent('Eerste versie; ü'), revision: 2, datacatVersion: '20260201' });
    });

    it('refuses a save based on an older revision (409), naming who saved in between', async () => {
      await create('Gelijktijdig');
      const loaded = await valid('Gelijktijdig');
      expect((await matrix.as('certifier', { method: 'POST', url: metadataUrl('Gelijktijdig'), payload: { ...loaded, definitionVersion: '002.00' } })).statusCode).toBe(200);
      const stale = await save('Gelijktijdig', { ...loaded, definitionVersion: '003.00' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().detail).toMatch(/^De definitie is intussen door .+ gewijzigd\. Laad de definitie opnieuw en breng uw wijziging opnieuw aan\.$/u);
      expect((await metadata('Gelijktijdig')).definitionVersion).toBe('002.00');
    });
  });

  describe('functions', () => {
    const functionsUrl = (name: string) => `/api/Productdefinities/Functions/${own()}/${encodeURIComponent(name)}`;

    it("adds a custom function, refusing 'polisblad_gegevens' and duplicates with the spec's texts", async () => {
      await create('Functies');
      const current = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Functies') })).json();
      const withCustom = (name: string) => ({ functions: [...current.functions, { name, active: false, custom: true }], revision: current.revision });
      const reserved = await matrix.as('validator', { method: 'POST', url: functionsUrl('Functies'), payload: withCustom('polisblad_gegevens') });
      expect(reserved.statusCode).toBe(400);
      expect(reserved.json().errors).toEqual({ 'functions.6.name': ["Functienaam 'polisblad_gegevens' is niet toegestaan."] });
      const duplicate = await matrix.as('validator', { method: 'POST', url: functionsUrl('Functies'), payload: withCustom('Offerte') });
      expect(duplicate.json().errors).toEqual({ 'functions.6.name': ["Functienaam 'Offerte' bestaat al."] });
      const saved = await matrix.as('validator', { method: 'POST', url: functionsUrl('Functies'), payload: withCustom('  schadeaangifte ') });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().functions.at(-1)).toEqual({ name: 'schadeaangifte', active: false, custom: true });
      expect(saved.json().revision).toBe(current.revision + 1);
    });

    it('keeps the base functions: they can be switched off, not dropped', async () => {
      await create('Basisfuncties');
      const current = (await matrix.as('validator', { method: 'GET', url: functionsUrl('Basisfuncties') })).json();
      const dropped = await matrix.as('validator', { method: 'POST', url: functionsUrl('Basisfuncties'), payload: { functions: current.functions.slice(1), revision: current.revision } });
      expect(dropped.statusCode).toBe(400);
      const off = current.functions.map((fn: { name: string }) => ({ ...fn, active: false }));
      expect((await matrix.as('validator', { method: 'POST', url: functionsUrl('Basisfuncties'), payload: { functions: off, revision: current.revision } })).statusCode).toBe(200);
    });
  });

  describe('the definition and its tree', () => {
    const treeUrl = (name: string) => `/api/Productdefinities/Definition/${own()}/${encodeURIComponent(name)}`;
    const updateUrl = (name: string) => `/api/Productdefinities/${own()}/${encodeURIComponent(name)}/${encodeURIComponent('A. Gebruiker')}/${encodeURIComponent('24-11-2026 10:00')}`;

    it('answers the library merged with the choices; a saved selection shows in the tree', async () => {
      await create('Boom');
      const tree = (await matrix.as('validator', { method: 'GET', url: treeUrl('Boom') })).json();
      const polis = tree.children[0];
      expect(polis).toMatchObject({ name: 'Polis', isSelected: true });
      expect(polis.children[0]).toMatchObject({ name: 'Object', isSelected: false });
      const attributes = { 'Polis/Object@Merk': { selected: true, presenceByFunction: { offerte: 'O' }, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: null } };
      const saved = await matrix.as('validator', {
        method: 'PUT',
        url: updateUrl('Boom'),
        payload: { revision: tree.revision, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { polis: 0 } } }, attributes },
      });
      expect(saved.statusCode).toBe(200);
      // The answer is the new revision and who saved it, not the (possibly megabytes of) tree.
      expect(Object.keys(saved.json()).sort()).toEqual(['lastModified', 'lastModifiedBy', 'revision']);
      const reread = await matrix.as('validator', { method: 'GET', url: treeUrl('Boom') });
      const object = reread.json().children[0].children[0];
      expect(object.isSelected).toBe(true);
      expect(object.functionSettingGroups.find((group: { functionName: string }) => group.functionName === 'polis').functionSettings.entityMaxOccurs).toBe(0);
      expect(object.attributes[0].aanwezigheidPerFuncties[0]).toEqual({ functionName: 'offerte', aanwezigheid: 'O' });
      expect(saved.json().revision).toBe(tree.revision + 1);
    });

    it('refuses a path its library does not have, and a stale revision, changing nothing', async () => {
      await create('Paden');
      const tree = (await matrix.as('validator', { method: 'GET', url: treeUrl('Paden') })).json();
      const unknown = await matrix.as('validator', { method: 'PUT', url: updateUrl('Paden'), payload: { revision: tree.revision, entities: { 'Polis/Bestaat-niet': { selected: true, maxOccursByFunction: {} } }, attributes: {} } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail).toBe("Het pad 'Polis/Bestaat-niet' bestaat niet in de baseline library van deze definitie.");
      const stale = await matrix.as('validator', { method: 'PUT', url: updateUrl('Paden'), payload: { revision: tree.revision - 1 || 99, entities: {}, attributes: {} } });
      expect(stale.statusCode).toBe(409);
      expect((await matrix.as('validator', { method: 'GET', url: treeUrl('Paden') })).json().revision).toBe(tree.revision);
    });

    it('shows the sync task once a newer library of the baseline exists', async () => {
      await create('Verouderd');
      await insertLibrary(testApp.database, baseline.id, new Date(Date.now() + 60_000));
      const list = (await matrix.as('validator', { method: 'GET', url: listUrl() })).json() as { name: string; taskIds: string[] }[];
      expect(list.find((definition) => definition.name === 'Verouderd')?.taskIds).toEqual(['newer-baseline-library']);
    });
  });
});
