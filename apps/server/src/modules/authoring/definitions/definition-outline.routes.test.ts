import { outlineOfTree } from '@afd/afd';
import { definitionOutlineSchema, domainTree, entityAttributesSchema } from '@afd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// What the definition page loads (ADR 0065): the outline (entities without attributes, the choices
// by path) and one entity's attributes at a time. Together they say what the whole merged tree of
// GET /Definition says, to the same callers.

describe.each(testEngines)('definition outline and attributes (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const own = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';
  const treeUrl = (name: string) => `${base}/Definition/${own()}/${encodeURIComponent(name)}`;
  const outlineUrl = (name: string) => `${base}/DefinitionOutline/${own()}/${encodeURIComponent(name)}`;
  const attributesUrl = (name: string, entityPath: string) => `${base}/DefinitionAttributes/${own()}/${encodeURIComponent(name)}?entityPath=${encodeURIComponent(entityPath)}`;
  const updateUrl = (name: string) => `${base}/${own()}/${encodeURIComponent(name)}/${encodeURIComponent('A. Gebruiker')}/${encodeURIComponent('24-11-2026 10:00')}`;
  const create = (name: string) => matrix.as('validator', { method: 'POST', url: `${base}/${own()}/${encodeURIComponent(name)}`, payload: baseline.names });

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator', 'certifier']));
  });
  afterAll(() => testApp.close());

  it('answers the callers of the whole tree, and refuses the others', async () => {
    expect((await create('Schets Rollen')).statusCode).toBe(201);
    const reading = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 };
    expect(await matrix.statuses({ method: 'GET', url: outlineUrl('Schets Rollen') })).toEqual(reading);
    expect(await matrix.statuses({ method: 'GET', url: attributesUrl('Schets Rollen', 'Polis') })).toEqual(reading);
    const refused = await matrix.as('otherCertifier', { method: 'GET', url: outlineUrl('Schets Rollen') });
    expect(refused.json()).toMatchObject({ title: 'Forbidden', detail: `Geen toegangsrechten voor definities van organisatie: ${matrix.ownOrganisation.name}` });
    expect((await matrix.as('validator', { method: 'GET', url: outlineUrl('Bestaat Niet') })).json()).toMatchObject({ status: 404, detail: "Definitie 'Bestaat Niet' bestaat niet." });
  });

  it('says what the whole tree says: its entities without attributes, its choices by path, each entity’s attributes', async () => {
    await create('Schets');
    const before = (await matrix.as('validator', { method: 'GET', url: treeUrl('Schets') })).json();
    const attributes = {
      'Polis/Object@Merk': { selected: true, presenceByFunction: { offerte: 'O' }, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: 'Het merk' },
    };
    const saved = await matrix.as('validator', {
      method: 'PUT',
      url: updateUrl('Schets'),
      payload: { revision: before.revision, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: { polis: 0 } } }, attributes },
    });
    expect(saved.statusCode).toBe(200);

    const tree = (await matrix.as('validator', { method: 'GET', url: treeUrl('Schets') })).json();
    const answer = await matrix.as('validator', { method: 'GET', url: outlineUrl('Schets') });
    expect(answer.statusCode).toBe(200);
    const outline = definitionOutlineSchema.parse(answer.json());
    const { children, compositions, ...definition } = tree;
    expect(outline).toEqual({ ...definition, ...outlineOfTree(domainTree(children)), compositions });
    expect(outline.choices.entities['Polis/Object']).toEqual({ selected: true, maxOccursByFunction: { polis: 0 } });
    expect(outline.choices.attributes['Polis/Object@Merk']).toMatchObject({ selected: true, presenceByFunction: { offerte: 'O' }, helpText: 'Het merk' });
    expect(JSON.stringify(outline.entities)).not.toContain('attributes');

    const object = tree.children[0].children[0];
    const objectAttributes = await matrix.as('validator', { method: 'GET', url: attributesUrl('Schets', 'Polis/Object') });
    expect(objectAttributes.statusCode).toBe(200);
    expect(entityAttributesSchema.parse(objectAttributes.json())).toEqual(object.attributes);
    expect((await matrix.as('validator', { method: 'GET', url: attributesUrl('Schets', 'Polis') })).json()).toEqual(tree.children[0].attributes);
  });

  it('answers 404 with a Dutch reason for an entity its library does not have', async () => {
    await create('Schets Pad');
    const unknown = await matrix.as('validator', { method: 'GET', url: attributesUrl('Schets Pad', 'Polis/Bestaat-niet') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("Entiteit 'Polis/Bestaat-niet' bestaat niet in de baseline library van deze definitie.");
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/DefinitionAttributes/${own()}/${encodeURIComponent('Schets Pad')}` })).statusCode).toBe(400);
  });
});
