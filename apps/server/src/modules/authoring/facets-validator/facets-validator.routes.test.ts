import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { afd2Library, authoringRowCounts, authoringTestApp, insertAuthoringBaseline } from '../definition-store/definitions.fixture.ts';

// POST /api/FacetsValidator (001 §5 'Facet modal', §7): an empty list means the facets are fine;
// otherwise the Dutch objections. With an attribute of a definition, also whether the facets
// narrow that attribute's in the definition's library; the same rules refuse the save. It reads,
// never writes. And the save itself refuses a oneOf that is not a position of the library.

describe.each(testEngines)('facets validator (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const org = () => matrix.ownOrganisation.name;
  const url = '/api/FacetsValidator';
  const base = '/api/Productdefinities';
  const check = (body: object, actor: Parameters<RoleMatrix['as']>[0] = 'validator') => matrix.as(actor, { method: 'POST', url, payload: body });
  const onAttribute = (attributePath: string) => ({ organisation: org(), productName: 'Facetten', attributePath });

  beforeAll(async () => {
    ({ testApp, matrix } = await authoringTestApp(engine, ['validator']));
    const baseline = await insertAuthoringBaseline(testApp.database, afd2Library());
    const created = await matrix.as('validator', { method: 'POST', url: `${base}/${encodeURIComponent(org())}/Facetten`, payload: baseline.names });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => testApp.close());

  it('answers an empty list for facets that hold on their own', async () => {
    const response = await check({ facets: { minLength: 1, maxLength: 5 }, arrayFacets: { minItems: 0, maxItems: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers why facets contradict themselves', async () => {
    const response = await check({ facets: { minLength: 5, maxLength: 2, multipleOf: 0 }, arrayFacets: { minItems: -1 } });
    expect(response.statusCode).toBe(200);
    const objections: string[] = response.json();
    expect(objections).toContain('minLength is groter dan maxLength.');
    expect(objections).toContain('minItems -1 moet een geheel getal van 0 of meer zijn.');
    expect(objections.some((objection) => objection.includes('multipleOf'))).toBe(true);
  });

  it("with an attribute: accepts a narrowing of the baseline's facets, refuses a widening and a fixed pattern changed", async () => {
    expect((await check({ facets: { minimum: 10, maximum: 50 }, arrayFacets: {}, ...onAttribute('Polis-PolisType@aantal') })).json()).toEqual([]);
    expect((await check({ facets: { maximum: 200 }, arrayFacets: {}, ...onAttribute('Polis-PolisType@aantal') })).json()).toEqual(['maximum 200 is ruimer dan de baseline (100).']);
    expect((await check({ facets: { pattern: '^[a-z]+$' }, arrayFacets: {}, ...onAttribute('Polis-PolisType@kenmerk') })).json()).toEqual([
      'pattern van de baseline (^[A-Z]+$) kan niet worden gewijzigd.',
    ]);
    expect((await check({ facets: {}, arrayFacets: { uniqueItems: false }, ...onAttribute('Polis-PolisType@labels') })).json()).toEqual([
      'De baseline eist unieke items (uniqueItems); dat kan niet uit.',
    ]);
  });

  it('answers 404 for an attribute or definition that does not exist, 400 for an attribute without its definition', async () => {
    expect((await check({ facets: {}, arrayFacets: {}, ...onAttribute('Polis-PolisType@bestaatNiet') })).statusCode).toBe(404);
    expect((await check({ facets: {}, arrayFacets: {}, organisation: org(), productName: 'Niets', attributePath: 'Polis-PolisType@aantal' })).statusCode).toBe(404);
    expect((await check({ facets: {}, arrayFacets: {}, attributePath: 'Polis-PolisType@aantal' })).statusCode).toBe(400);
    expect((await check({ facets: { maximum: 'veel' }, arrayFacets: {} })).statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
  ] as const)('refuses %s with %i', async (actor, status) => {
    expect((await check({ facets: {}, arrayFacets: {} }, actor)).statusCode).toBe(status);
  });

  it("refuses another organisation's attribute (403), and writes nothing whatever it answers", async () => {
    const before = await authoringRowCounts(testApp.database);
    expect((await check({ facets: {}, arrayFacets: {}, ...onAttribute('Polis-PolisType@aantal') }, 'otherCertifier')).statusCode).toBe(403);
    await check({ facets: { maximum: 200 }, arrayFacets: {}, ...onAttribute('Polis-PolisType@aantal') });
    expect(await authoringRowCounts(testApp.database)).toEqual(before);
  });

  it('the save refuses what the validator refuses, and a oneOf that is not a position of the library', async () => {
    const save = (payload: object) =>
      matrix.as('validator', { method: 'PUT', url: `${base}/${encodeURIComponent(org())}/Facetten/Iemand/nu`, payload: { revision: 1, entities: {}, attributes: {}, ...payload } });
    const attribute = (facets: object) => ({ selected: true, presenceByFunction: {}, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets, arrayFacets: {}, helpText: null });
    const widened = await save({ attributes: { 'Polis-PolisType@aantal': attribute({ maximum: 200 }) } });
    expect(widened.statusCode).toBe(400);
    expect(widened.json().errors).toEqual({ 'attributes.Polis-PolisType@aantal': ['maximum 200 is ruimer dan de baseline (100).'] });
    const nowhere = await save({ compositions: { 'Polis-PolisType/Voertuig': ['Auto'] } });
    expect(nowhere.statusCode).toBe(400);
    expect(Object.keys(nowhere.json().errors)).toEqual(['compositions.Polis-PolisType/Voertuig']);
    const unknownType = await save({ compositions: { 'Polis-PolisType/Object': ['Auto', 'Boot'] } });
    expect(unknownType.statusCode).toBe(400);
    const composed = await save({ compositions: { 'Polis-PolisType/Object': ['Auto', 'Aanhanger'] } });
    expect(composed.statusCode).toBe(200);
    const tree = (await matrix.as('validator', { method: 'GET', url: `${base}/Definition/${encodeURIComponent(org())}/Facetten` })).json();
    expect(tree.compositions).toEqual({ 'Polis-PolisType/Object': ['Auto', 'Aanhanger'] });
  });
});
