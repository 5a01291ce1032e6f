import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringTestApp } from '../../src/modules/authoring/definition-store/definitions.fixture.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// Every route that hands a user's expression to a parser (issue 28): the verbandscontrole check
// and save, the XPath rule check and save. Nested as deep as the routes' length limits allow
// (4,900 brackets in a 10,000-character rule; 1,990 in a 4,000-character XPath), each answers
// its own Dutch refusal with the position, never a 500 or an engine's English stack overflow.

const tooDeep = (limit: number) => `de expressie is te diep genest (meer dan ${limit} niveaus van haakjes)`;
const grouped = (depth: number, inner: string) => `${'('.repeat(depth)}${inner}${')'.repeat(depth)}`;

describe.each(testEngines)('deeply nested expressions on the routes that parse them (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Verbandscontroles';

  beforeAll(async () => {
    let baseline;
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    const created = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${org()}/Diep`, payload: baseline.names });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => testApp.close());

  it('POST /api/Verbandscontroles/Validate: 4,900 nested brackets in pseudo code are Ongeldige invoer at the bracket too deep', async () => {
    const expression = `Indien ${grouped(4_900, "Branche = '021'")} DAN Premie > 0 ANDERS true`;
    expect(expression.length).toBeLessThanOrEqual(10_000);
    const response = await matrix.as('validator', { method: 'POST', url: `${base}/Validate/${org()}/Diep`, payload: { expression } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([`Ongeldige invoer: Indien, positie 63: ${tooDeep(62)}`]);
  });

  it('PUT /api/Verbandscontroles: deep XPath and deep pseudo code are refused per rule, nothing stored', async () => {
    const revision = (await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Diep` })).json<{ revision: number }>().revision;
    const xpath = `if (${grouped(4_900, "//Branche = '021'")}) then //Premie > 0 else true()`;
    const response = await matrix.as('validator', {
      method: 'PUT',
      url: `${base}/${org()}/Diep/Iemand/nu?revision=${revision}`,
      payload: [{ name: 'Diep', expression: xpath, message: '', source: 'Polis', type: 'xpath' }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ title: 'Ongeldige invoer', errors: { 'rules.0.expression': [`Ongeldige invoer: ${tooDeep(64)} (positie 68)`] } });
    expect((await matrix.as('validator', { method: 'GET', url: `${base}/${org()}/Diep` })).json()).toMatchObject({ businessRules: [], revision });
  });

  it('POST /api/xpath/Validate and POST /api/xpathlist: a selection and a predicate nested 1,990 deep are refused in Dutch', async () => {
    const deep = grouped(1_990, '1');
    const checked = await matrix.as('administrator', { method: 'POST', url: '/api/xpath/Validate', payload: { selectionXPath: `//a[${deep}]`, predicateXPath: deep } });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ valid: false, selectionXPathError: `${tooDeep(64)} (positie 68)`, predicateXPathError: `${tooDeep(64)} (positie 65)` });

    const saved = await matrix.as('administrator', {
      method: 'POST',
      url: '/api/xpathlist',
      payload: { rules: [{ id: 'diep00001', name: 'Diep', selectionXPath: `//a[${deep}]`, predicateXPath: deep, errorMessage: 'Te diep' }] },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    const errors = saved.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['rules.0.selectionXPath']?.[0]).toContain(`${tooDeep(64)} (positie 68)`);
    expect(errors['rules.0.predicateXPath']?.[0]).toContain(`${tooDeep(64)} (positie 65)`);
  });
});
