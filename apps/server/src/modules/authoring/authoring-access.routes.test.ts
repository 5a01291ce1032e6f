import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import { actors, type Actor, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../../test/helpers/tokens.ts';
import { baselineSchemas } from '../../db/schema/index.ts';
import { insertRegisterBaseline } from '../../shared/testing/register.fixture.ts';
import { authoringRowCounts, authoringTestApp, authoriseForComposition, insertAuthoringBaseline, type AuthoringBaselineFixture } from './definition-store/definitions.fixture.ts';

// Every call of AFD Online Samenstellen against the role × organisation matrix: anonymous (401),
// inactive (403), valideerder, certificeerder and beheerder of the organisation, and a
// certificeerder of another organisation who does not compose for it (403 with the spec's text).
// Each actor meets the same state (a definition of its own where the call changes one), and a
// refused call changes nothing: no definition, revision, audit entry, base function or library.

type Expected = Record<Actor, number>;
const reading: Expected = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 403 };
const anySignedIn: Expected = { ...reading, otherCertifier: 200 };
const administratorsOnly = (status: number): Expected => ({ anonymous: 401, inactive: 403, validator: 403, certifier: 403, administrator: status, otherCertifier: 403 });

describe.each(testEngines)('AFD Online Samenstellen: who may call what (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const definitionsUrl = '/api/Productdefinities';

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator', 'certifier']));
  });
  afterAll(() => testApp.close());
  const rowCounts = () => authoringRowCounts(testApp.database);

  /** A definition made by the beheerder for one actor's call, so that every actor meets the same state. */
  const definitionFor = async (call: string, actor: Actor): Promise<string> => {
    const name = `${call} ${actor}`;
    const created = await matrix.as('administrator', { method: 'POST', url: `${definitionsUrl}/${org()}/${encodeURIComponent(name)}`, payload: baseline.names });
    expect(created.statusCode).toBe(201);
    return encodeURIComponent(name);
  };
  const read = async (url: string) => (await matrix.as('administrator', { method: 'GET', url })).json();

  /**
   * Per actor: prepares its request, sends it, and checks that a refusal changed nothing and, for
   * a call scoped to the organisation that the role may make, names the organisation.
   */
  async function statusesOf(prepare: (actor: Actor) => Promise<InjectOptions> | InjectOptions, organisationScoped = true): Promise<Expected> {
    const result = {} as Expected;
    for (const actor of actors) {
      const request = await prepare(actor);
      const before = await rowCounts();
      const response = await matrix.as(actor, request);
      result[actor] = response.statusCode;
      if (response.statusCode >= 400) {
        expect(await rowCounts(), `${actor} ${request.method} ${request.url}`).toEqual(before);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      if (actor === 'otherCertifier' && organisationScoped && response.statusCode === 403) {
        expect(response.json()).toMatchObject({ title: 'Forbidden', detail: `Geen toegangsrechten voor definities van organisatie: ${matrix.ownOrganisation.name}` });
      }
    }
    return result;
  }

  const listPath = () => `${baseline.names.certificationArea}/${baseline.names.messageType}/${baseline.names.applicationArea}?organizationName=${org()}`;

  const calls: [string, (actor: Actor) => Promise<InjectOptions> | InjectOptions, Expected, boolean?][] = [
    ['GET /api/Productdefinities/{a}/{b}/{c}', () => ({ method: 'GET', url: `${definitionsUrl}/${listPath()}` }), reading],
    ['GET /api/ProductDefinities/{a}/{b}/{c} (the other spelling)', () => ({ method: 'GET', url: `/api/ProductDefinities/${listPath()}` }), reading],
    ['GET /productDefinitiesInfo', () => ({ method: 'GET', url: `${definitionsUrl}/productDefinitiesInfo?organization=${org()}&baseline=${encodeURIComponent(baseline.basedOn)}` }), reading],
    ['GET /BaseFunctions', () => ({ method: 'GET', url: `${definitionsUrl}/BaseFunctions` }), anySignedIn, false],
    [
      'PUT /BaseFunctions',
      async () => ({ method: 'PUT', url: `${definitionsUrl}/BaseFunctions`, payload: { functions: await read(`${definitionsUrl}/BaseFunctions`) } }),
      administratorsOnly(200),
      false,
    ],
    [
      'POST /{org}/{name} (create)',
      (actor) => ({ method: 'POST', url: `${definitionsUrl}/${org()}/${encodeURIComponent(`Nieuw ${actor}`)}`, payload: baseline.names }),
      { ...reading, validator: 201, certifier: 201, administrator: 201 },
    ],
    ['GET /Definition/{org}/{name}', async (actor) => ({ method: 'GET', url: `${definitionsUrl}/Definition/${org()}/${await definitionFor('Boom', actor)}` }), reading],
    ['GET /MetaData/{org}/{name}', async (actor) => ({ method: 'GET', url: `${definitionsUrl}/MetaData/${org()}/${await definitionFor('Lees', actor)}` }), reading],
    [
      'POST /MetaData/{org}/{name}',
      async (actor) => {
        const url = `${definitionsUrl}/MetaData/${org()}/${await definitionFor('Eigenschap', actor)}`;
        return { method: 'POST', url, payload: { ...(await read(url)), definitionVersion: '002.00' } };
      },
      reading,
    ],
    ['GET /Functions/{org}/{name}', async (actor) => ({ method: 'GET', url: `${definitionsUrl}/Functions/${org()}/${await definitionFor('Functielijst', actor)}` }), reading],
    [
      'POST /Functions/{org}/{name}',
      async (actor) => {
        const url = `${definitionsUrl}/Functions/${org()}/${await definitionFor('Functie', actor)}`;
        const current = await read(url);
        return { method: 'POST', url, payload: { functions: [...current.functions, { name: 'schade', active: false, custom: true }], revision: current.revision } };
      },
      reading,
    ],
    [
      'PUT /{org}/{name}/{userDisplayName}/{dateTime} (update)',
      async (actor) => {
        const name = await definitionFor('Keuzes', actor);
        const { revision } = await read(`${definitionsUrl}/Definition/${org()}/${name}`);
        const payload = { revision, entities: { 'Polis/Object': { selected: true, maxOccursByFunction: {} } }, attributes: {} };
        return { method: 'PUT', url: `${definitionsUrl}/${org()}/${name}/${encodeURIComponent('Iemand')}/${encodeURIComponent('24-11-2026 10:00')}`, payload };
      },
      reading,
    ],
    ['POST /Rename/{org}/{old}?newName', async (actor) => ({ method: 'POST', url: `${definitionsUrl}/Rename/${org()}/${await definitionFor('Hernoem', actor)}?newName=${encodeURIComponent(`Hernoemd ${actor}`)}` }), reading],
    ['POST /Copy/{org}/{name}?newName', async (actor) => ({ method: 'POST', url: `${definitionsUrl}/Copy/${org()}/${await definitionFor('Kopieer', actor)}?newName=${encodeURIComponent(`Kopie ${actor}`)}` }), reading],
    ['DELETE /{org}/{name}', async (actor) => ({ method: 'DELETE', url: `${definitionsUrl}/${org()}/${await definitionFor('Weg', actor)}` }), administratorsOnly(204), false],
    ['GET /api/BaselineSchemas/{org}/{baselineName}', () => ({ method: 'GET', url: `/api/BaselineSchemas/${org()}/${encodeURIComponent(baseline.basedOn)}` }), reading],
    ['GET /api/BaselineSchemas/{org}/{baselineName}/codelists', () => ({ method: 'GET', url: `/api/BaselineSchemas/${org()}/${encodeURIComponent(baseline.basedOn)}/codelists` }), reading],
    [
      'GET /api/BaselineSchemas/{org}/{baselineName}/codelists/subset',
      () => ({ method: 'GET', url: `/api/BaselineSchemas/${org()}/${encodeURIComponent(baseline.basedOn)}/codelists/subset?codelistNames=ADNBRA,PORMAA` }),
      reading,
    ],
    [
      'GET /api/BaselineLibraries/baselineLibrary',
      async () => {
        const info = await read(`${definitionsUrl}/productDefinitiesInfo?organization=${org()}&baseline=${encodeURIComponent(baseline.basedOn)}`);
        return { method: 'GET', url: `/api/BaselineLibraries/baselineLibrary?baselineName=${encodeURIComponent(baseline.basedOn)}&creationTime=${encodeURIComponent(info.latestLibraryCreationTime)}` };
      },
      anySignedIn,
      false,
    ],
    ['GET /api/BaselineLibraries/usage-info', () => ({ method: 'GET', url: '/api/BaselineLibraries/usage-info' }), administratorsOnly(200), false],
    ['DELETE /api/BaselineLibraries/deleteable', () => ({ method: 'DELETE', url: '/api/BaselineLibraries/deleteable' }), administratorsOnly(200), false],
    ['GET /api/Tasks/subset/descriptions', () => ({ method: 'GET', url: '/api/Tasks/subset/descriptions?taskIds=newer-baseline-library' }), anySignedIn, false],
  ];

  it.each(calls)('%s', async (_call, prepare, expected, organisationScoped = true) => {
    expect(await statusesOf(prepare, organisationScoped)).toEqual(expected);
  });

  it('lets a user compose for an organisation by authorisation, not by the organisation they belong to', async () => {
    const tokens = await createTokenIssuer(testApp);
    const request = (headers: Record<string, string>): InjectOptions => ({ method: 'GET', url: `${definitionsUrl}/${listPath()}`, headers });
    // A valideerder of the organisation without a composition authorisation for it is refused.
    const member = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: matrix.ownOrganisation.id });
    const refused = await testApp.app.inject(request(bearer(await tokens.valid(member.subject))));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(`Geen toegangsrechten voor definities van organisatie: ${matrix.ownOrganisation.name}`);
    // A valideerder of another organisation, authorised for this one, composes for it.
    const outsider = await insertTestUser(testApp.database, { role: 'V', actief: true, organisationId: matrix.otherOrganisation.id });
    await authoriseForComposition(testApp.database, outsider.userId, matrix.ownOrganisation.id);
    expect((await testApp.app.inject(request(bearer(await tokens.valid(outsider.subject))))).statusCode).toBe(200);
  });

  describe('which baselines authoring offers', () => {
    const info = (actor: Actor, basedOn: string) =>
      matrix.as(actor, { method: 'GET', url: `${definitionsUrl}/productDefinitiesInfo?organization=${org()}&baseline=${encodeURIComponent(basedOn)}` });
    const createOn = (actor: Actor, names: AuthoringBaselineFixture['names'], name: string) =>
      matrix.as(actor, { method: 'POST', url: `${definitionsUrl}/${org()}/${encodeURIComponent(name)}`, payload: names });

    it('knows no definitions on a baseline that does not exist', async () => {
      const names = { certificationArea: 'Geen', messageType: 'Bestaande', applicationArea: 'Baseline' };
      expect((await matrix.as('validator', { method: 'GET', url: `${definitionsUrl}/Geen/Bestaande/Baseline?organizationName=${org()}` })).json()).toEqual([]);
      expect((await info('validator', 'Geen-Bestaande-Baseline')).json()).toMatchObject({ status: 404, detail: "Baseline 'Geen-Bestaande-Baseline' bestaat niet." });
      expect((await createOn('validator', names, 'Nergens Op')).json()).toMatchObject({ status: 404, detail: "Baseline 'Geen-Bestaande-Baseline' bestaat niet." });
    });

    it('makes no definition on a baseline without a library, and says why', async () => {
      const bare = await insertRegisterBaseline(testApp.database);
      const [certificationArea = '', messageType = '', applicationArea = ''] = bare.name.split('-');
      expect((await info('validator', bare.name)).json()).toMatchObject({ basedOn: bare.name, latestLibraryId: null, latestLibraryCreationTime: null });
      const refused = await createOn('validator', { certificationArea, messageType, applicationArea }, 'Zonder Library');
      expect(refused.json()).toMatchObject({ status: 409, detail: `Baseline '${bare.name}' heeft nog geen baseline library: upload eerst de baseline.` });
      expect((await matrix.as('validator', { method: 'GET', url: `/api/BaselineSchemas/${org()}/${encodeURIComponent(bare.name)}/codelists` })).statusCode).toBe(409);
    });

    it('offers a baseline meant for administrators only to administrators', async () => {
      const hidden = await insertAuthoringBaseline(testApp.database);
      await testApp.database.db.update(baselineSchemas).set({ administratorsOnly: true }).where(eq(baselineSchemas.id, hidden.id));
      expect((await info('validator', hidden.basedOn)).statusCode).toBe(404);
      expect((await createOn('validator', hidden.names, 'Verborgen')).statusCode).toBe(404);
      expect((await matrix.as('validator', { method: 'GET', url: `/api/BaselineSchemas/${org()}/${encodeURIComponent(hidden.basedOn)}` })).statusCode).toBe(404);
      expect((await createOn('administrator', hidden.names, 'Verborgen')).statusCode).toBe(201);
      const listUrl = `${definitionsUrl}/${hidden.names.certificationArea}/${hidden.names.messageType}/${hidden.names.applicationArea}?organizationName=${org()}`;
      expect((await matrix.as('validator', { method: 'GET', url: listUrl })).json()).toEqual([]);
      expect((await matrix.as('administrator', { method: 'GET', url: listUrl })).json()).toHaveLength(1);
    });
  });

  it('answers the same refusal for an organisation that does not exist, so a caller learns nothing of which exist', async () => {
    const response = await matrix.as('validator', { method: 'GET', url: `${definitionsUrl}/MetaData/Bestaat-Niet/Iets` });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Geen toegangsrechten voor definities van organisatie: Bestaat-Niet');
    expect((await matrix.as('administrator', { method: 'GET', url: `${definitionsUrl}/MetaData/Bestaat-Niet/Iets` })).statusCode).toBe(404);
  });
});
