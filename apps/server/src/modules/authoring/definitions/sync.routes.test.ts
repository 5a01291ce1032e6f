import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { authoringRowCounts, authoringTestApp, insertLibrary, smallLibrary, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// POST /api/Productdefinities/Sync/{org}/{name}/{user}/{dateTime}?saveOnWarnings (001 §4, §7;
// issue 13 point 3): a newer library that drops an attribute, withdraws a code value and narrows a
// facet gives those three warnings and writes nothing until forced; forced, it keeps every other
// choice and moves the definition to the newer library, as one revision.

/** The fixture library, one upload later: Omschrijving gone, code 060 withdrawn, Merk at most 20 long. */
function newerLibrary() {
  const library = smallLibrary();
  const [polis] = library.roots;
  if (!polis) throw new Error('fixture changed');
  polis.attributes = polis.attributes.filter((attribute) => attribute.name !== 'Omschrijving');
  library.codeLists = library.codeLists.map((list) => (list.name === 'ADNBRA' ? { ...list, values: list.values.filter((value) => value.code !== '060') } : list));
  const merk = polis.children[0]?.attributes[0];
  if (merk) merk.facets = { maxLength: 20 };
  return library;
}

describe.each(testEngines)('definition synchronisation (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';
  const syncUrl = (name: string, force = false) => `${base}/Sync/${org()}/${encodeURIComponent(name)}/Iemand/${encodeURIComponent('24-11-2026 10:00')}${force ? '?saveOnWarnings=true' : ''}`;
  const attribute = (fields: object) => ({ selected: true, presenceByFunction: {}, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: null, ...fields });
  const row = async (name: string) => (await testApp.database.db.select().from(definitions).where(eq(definitions.name, name)))[0];

  async function definitionWithChoices(name: string, attributes: Record<string, object>) {
    const created = await matrix.as('validator', { method: 'POST', url: `${base}/${org()}/${encodeURIComponent(name)}`, payload: baseline.names });
    expect(created.statusCode).toBe(201);
    const payload = { revision: 1, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { offerte: 2 } } }, attributes };
    const saved = await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/${encodeURIComponent(name)}/Iemand/${encodeURIComponent('24-11-2026 10:00')}`, payload });
    expect(saved.statusCode).toBe(200);
  }

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    await definitionWithChoices('Met verliezen', {
      'Polis@Omschrijving': attribute({ helpText: 'Eigen tekst' }),
      'Polis@Branche': attribute({ codeListSubset: ['021', '060'] }),
      'Polis/Object@Merk': attribute({ facets: { maxLength: 30 }, presenceByFunction: { offerte: 'O' } }),
      'Polis@Premie': attribute({ presenceByFunction: { offerte: 'O' }, minimum: '10' }),
    });
    await definitionWithChoices('Zonder verliezen', { 'Polis@Premie': attribute({ presenceByFunction: { polis: 'V' } }) });
    await insertLibrary(testApp.database, baseline.id, new Date(Date.now() + 60_000), newerLibrary());
  });
  afterAll(() => testApp.close());

  it('answers the three warnings and writes nothing while not forced', async () => {
    const before = { row: await row('Met verliezen'), counts: await authoringRowCounts(testApp.database) };
    const response = await matrix.as('validator', { method: 'POST', url: syncUrl('Met verliezen') });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.definitionIsUpdated).toBe(false);
    expect(result.warnings).toEqual([
      "Aangepast: attribuut Polis@Branche: code '060' staat niet meer in codelijst ADNBRA en is uit de subset gehaald.",
      'Vervallen: attribuut Polis@Omschrijving bestaat niet meer in de nieuwe baseline library; de keuzes ervoor vervallen.',
      'Aangepast: attribuut Polis/Object@Merk: maxLength 30 ligt niet meer binnen de baseline; de waarde van de baseline geldt.',
    ]);
    // Both libraries by their moment as the portal writes dates everywhere: dd-MM-yyyy HH:mm on the Dutch clock.
    const moment = String.raw`\d{2}-\d{2}-\d{4} \d{2}:\d{2}(?: \(data catalogus [^)]+\))?`;
    expect(result.report[0]).toMatch(new RegExp(`^Synchronisatie van de baseline library van ${moment} naar die van ${moment}\\.$`));
    expect(result.report).toContain('Behouden: attribuut Polis@Premie.');
    expect(await row('Met verliezen')).toEqual(before.row);
    expect(await authoringRowCounts(testApp.database)).toEqual(before.counts);
  });

  it("forced ('Doorgaan'), moves to the newer library as one revision and keeps every other choice", async () => {
    const before = await row('Met verliezen');
    const response = await matrix.as('validator', { method: 'POST', url: syncUrl('Met verliezen', true) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ definitionIsUpdated: true });
    const after = await row('Met verliezen');
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    expect(after?.baselineLibraryId).not.toBe(before?.baselineLibraryId);
    const choices = after?.choices as { entities: Record<string, unknown>; attributes: Record<string, { codeListSubset: string[] | null; facets: object; presenceByFunction: object; minimum: string | null }> };
    expect(choices.attributes).not.toHaveProperty('Polis@Omschrijving');
    expect(choices.attributes['Polis@Branche']?.codeListSubset).toEqual(['021']);
    expect(choices.attributes['Polis/Object@Merk']).toMatchObject({ facets: {}, presenceByFunction: { offerte: 'O' } });
    expect(choices.attributes['Polis@Premie']).toMatchObject({ presenceByFunction: { offerte: 'O' }, minimum: '10' });
    expect(choices.entities['Polis/Object']).toEqual({ selected: true, maxOccursByFunction: { offerte: 2 } });
    // The list no longer names a newer library as a task.
    const tree = (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${org()}/${encodeURIComponent('Met verliezen')}` })).json();
    expect(tree.taskIds).toEqual([]);

    const again = await matrix.as('validator', { method: 'POST', url: syncUrl('Met verliezen') });
    expect(again.json()).toEqual({ report: ['De definitie gebruikt al de nieuwste baseline library; er is niets te synchroniseren.'], warnings: [], definitionIsUpdated: false });
  });

  it('writes at once when nothing is lost', async () => {
    const response = await matrix.as('validator', { method: 'POST', url: syncUrl('Zonder verliezen') });
    expect(response.json()).toMatchObject({ warnings: [], definitionIsUpdated: true });
    expect((await row('Zonder verliezen'))?.choices).toMatchObject({ attributes: { 'Polis@Premie': { presenceByFunction: { polis: 'V' } } } });
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses %s with %i and changes nothing', async (actor, status) => {
    const counts = await authoringRowCounts(testApp.database);
    expect((await matrix.as(actor, { method: 'POST', url: syncUrl('Met verliezen', true) })).statusCode).toBe(status);
    expect(await authoringRowCounts(testApp.database)).toEqual(counts);
  });

  it('answers 404 for a definition that does not exist, and 400 for a force flag that is not true or false', async () => {
    expect((await matrix.as('validator', { method: 'POST', url: syncUrl('Bestaat niet') })).statusCode).toBe(404);
    expect((await matrix.as('validator', { method: 'POST', url: `${syncUrl('Met verliezen')}?saveOnWarnings=ja` })).statusCode).toBe(400);
  });
});
