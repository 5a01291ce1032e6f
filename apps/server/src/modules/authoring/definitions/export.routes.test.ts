import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// GET /api/Productdefinities/Generate/{org}/{name}: the whole definition as CSV (001 §7).

describe.each(testEngines)('definition CSV export (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';
  const attribute = (fields: object) => ({ selected: true, presenceByFunction: {}, customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {}, helpText: null, ...fields });

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    await matrix.as('validator', { method: 'POST', url: `${base}/${org()}/Export`, payload: baseline.names });
    const payload = {
      revision: 1,
      entities: { 'Polis/Object': { selected: true, maxOccursByFunction: {} } },
      attributes: { 'Polis@Branche': attribute({ codeListSubset: ['021'], presenceByFunction: { offerte: 'O' } }), 'Polis/Object@Merk': attribute({ facets: { maxLength: 20 } }) },
    };
    expect((await matrix.as('validator', { method: 'PUT', url: `${base}/${org()}/Export/Iemand/nu`, payload })).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  it('answers the CSV with a BOM, ; between cells, a row per attribute in the definition and presence per function', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/Export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="Export.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Pad;Entiteit;Attribuut;Formaat\/type;Codelijst;Beperking;offerte;aanvraag;polis/);
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 7).join(';'))).toEqual([
      'Polis@Polisnummer;Polis;Polisnummer;AN..35;;;V',
      'Polis@Branche;Polis;Branche;AN..3;ADNBRA;subset=021;O',
      'Polis/Object@Merk;Object;Merk;AN..35;;maxLength=20;N',
    ]);
  });

  it.each([
    ['anonymous', 401],
    ['inactive', 403],
    ['otherCertifier', 403],
  ] as const)('refuses %s with %i', async (actor, status) => {
    expect((await matrix.as(actor, { method: 'GET', url: `${base}/Generate/${org()}/Export` })).statusCode).toBe(status);
  });

  it('answers 404 for a definition that does not exist', async () => {
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/Niets` })).statusCode).toBe(404);
  });
});
