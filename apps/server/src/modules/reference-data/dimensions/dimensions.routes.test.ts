import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { dimensionCombinations } from '../../../db/schema/index.ts';
import { auditTrailOf, insertBaseline, insertDimension } from '../../../shared/testing/reference-data.fixture.ts';

const onlyAdministrators = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };
const everyActiveUser = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 };

describe.each(testEngines)('dimensions API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const asAdministrator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    matrix.as('administrator', { method, url, ...(payload ? { payload } : {}) });
  const save = (payload: object) => asAdministrator('POST', '/api/dimensions', payload);
  let counter = 0;
  const uniqueName = (prefix: string) => `${prefix} ${(counter += 1)}`;

  describe('who may call what', () => {
    it('lets every active user read the lists and a certification area', async () => {
      const id = await insertDimension(testApp.database, 'certificationArea', uniqueName('Matrix'), '2');
      expect(await matrix.statuses({ method: 'GET', url: '/api/dimensions' })).toEqual(everyActiveUser);
      expect(await matrix.statuses({ method: 'GET', url: `/api/dimensions/certificationarea/${id}` })).toEqual(everyActiveUser);
    });

    it('lets only administrators add, rename, remove and ask whether a dimension is in use', async () => {
      expect(await matrix.statuses(() => ({ method: 'POST', url: '/api/dimensions', payload: { kind: 'messageType', name: uniqueName('Matrix') } }))).toEqual({
        ...onlyAdministrators,
        administrator: 201,
      });
      const id = await insertDimension(testApp.database, 'applicationArea', uniqueName('Matrix'));
      expect(await matrix.statuses({ method: 'POST', url: '/api/dimensions', payload: { kind: 'applicationArea', id, name: uniqueName('Hernoemd') } })).toEqual({
        ...onlyAdministrators,
        administrator: 200,
      });
      expect(await matrix.statuses({ method: 'POST', url: '/api/BaselineKeys', payload: { id } })).toEqual({ ...onlyAdministrators, administrator: 200 });
      expect(await matrix.statuses({ method: 'DELETE', url: `/api/dimensions/${id}` })).toEqual({ ...onlyAdministrators, administrator: 204 });
    });
  });

  describe('GET /api/dimensions', () => {
    it('answers the three lists in Dutch order, with a version for certification areas only', async () => {
      await insertDimension(testApp.database, 'certificationArea', 'zorg', '2');
      await insertDimension(testApp.database, 'certificationArea', 'Aansprakelijkheid', '1');
      await insertDimension(testApp.database, 'messageType', 'Schademelding');
      const response = await matrix.as('validator', { method: 'GET', url: '/api/dimensions' });
      const lists = response.json();
      const certificationAreas = lists.certificationArea.map((dimension: { name: string }) => dimension.name);
      expect(certificationAreas.indexOf('Aansprakelijkheid')).toBeLessThan(certificationAreas.indexOf('zorg'));
      expect(lists.certificationArea).toContainEqual({ id: expect.any(String), name: 'zorg', version: '2' });
      expect(lists.messageType).toContainEqual({ id: expect.any(String), name: 'Schademelding' });
      expect(Object.keys(lists)).toEqual(['certificationArea', 'messageType', 'applicationArea']);
    });
  });

  describe('POST /api/dimensions: adding', () => {
    it('adds a certification area with its version, trims the name and audits the change', async () => {
      const response = await save({ kind: 'certificationArea', name: '  Leven  ', version: '1' });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toEqual({ id: expect.any(String), name: 'Leven', version: '1' });
      expect(await auditTrailOf(testApp.database, created.id)).toEqual([
        { action: 'dimension.created', actorEmail: 'administrator@matrix.example', before: null, after: { kind: 'certificationArea', name: 'Leven', version: '1' } },
      ]);
    });

    it('refuses a name that is already in the list, ignoring case, with the spec text on the field', async () => {
      await save({ kind: 'messageType', name: 'Mutatiebericht' });
      const response = await save({ kind: 'messageType', name: 'MUTATIEBERICHT' });
      expect(response.statusCode).toBe(409);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 409,
        detail: 'Er is al een dimensie met deze naam',
        errors: { name: ['Er is al een dimensie met deze naam'] },
      });
    });

    it('allows the same name in another list', async () => {
      await save({ kind: 'applicationArea', name: 'Gedeelde naam' });
      expect((await save({ kind: 'messageType', name: 'Gedeelde naam' })).statusCode).toBe(201);
    });

    it('refuses an empty name, a certification area without a version and a version other than 1 or 2', async () => {
      const empty = await save({ kind: 'applicationArea', name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ name: ['Naam is verplicht'] });
      const noVersion = await save({ kind: 'certificationArea', name: uniqueName('Community') });
      expect(noVersion.json().errors).toEqual({ version: ['Versie is verplicht'] });
      const badVersion = await save({ kind: 'certificationArea', name: uniqueName('Community'), version: '3' });
      expect(badVersion.statusCode).toBe(400);
      expect(badVersion.json().errors).toEqual({ version: ["Versie moet '1' of '2' zijn"] });
    });

    it('refuses an unknown list', async () => {
      expect((await save({ kind: 'somethingElse', name: 'X' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/dimensions: renaming', () => {
    it('renames an item, keeping its id, and audits before and after', async () => {
      const id = await insertDimension(testApp.database, 'applicationArea', 'Particulir');
      const response = await save({ kind: 'applicationArea', id, name: 'Particulier' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, name: 'Particulier' });
      expect(await auditTrailOf(testApp.database, id)).toEqual([
        expect.objectContaining({
          action: 'dimension.renamed',
          before: { kind: 'applicationArea', name: 'Particulir', version: null },
          after: { kind: 'applicationArea', name: 'Particulier', version: null },
        }),
      ]);
    });

    it('allows a change of case of its own name, refuses the name of another item', async () => {
      const id = await insertDimension(testApp.database, 'messageType', 'contractbericht');
      await insertDimension(testApp.database, 'messageType', 'Polisbericht');
      expect((await save({ kind: 'messageType', id, name: 'Contractbericht' })).statusCode).toBe(200);
      const taken = await save({ kind: 'messageType', id, name: 'polisbericht' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe('Er is al een dimensie met deze naam');
    });

    it('writes nothing and audits nothing when nothing changes', async () => {
      const id = await insertDimension(testApp.database, 'messageType', uniqueName('Ongewijzigd'));
      const [row] = (await asAdministrator('GET', '/api/dimensions')).json().messageType.filter((dimension: { id: string }) => dimension.id === id);
      expect((await save({ kind: 'messageType', id, name: row.name })).statusCode).toBe(200);
      expect(await auditTrailOf(testApp.database, id)).toEqual([]);
    });

    it('answers 404 for an id that is not in the named list', async () => {
      const id = await insertDimension(testApp.database, 'messageType', uniqueName('Andere lijst'));
      const response = await save({ kind: 'applicationArea', id, name: uniqueName('X') });
      expect(response.statusCode).toBe(404);
      expect((await save({ kind: 'applicationArea', id: '00000000-0000-4000-8000-000000000000', name: 'X' })).statusCode).toBe(404);
    });

    it("changes a certification area's version only while no baseline key uses it", async () => {
      const free = await insertDimension(testApp.database, 'certificationArea', uniqueName('Vrij'), '1');
      const freeName = (await asAdministrator('GET', `/api/dimensions/certificationarea/${free}`)).json().name;
      expect((await save({ kind: 'certificationArea', id: free, name: freeName, version: '2' })).json()).toMatchObject({ version: '2' });

      const key = await baselineKey();
      const usedName = (await asAdministrator('GET', `/api/dimensions/certificationarea/${key.certificationAreaId}`)).json().name;
      const refused = await save({ kind: 'certificationArea', id: key.certificationAreaId, name: usedName, version: '2' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Deze dimensie is al in gebruik');
      expect((await save({ kind: 'certificationArea', id: key.certificationAreaId, name: `${usedName} hernoemd`, version: '1' })).statusCode).toBe(200);
    });
  });

  const baselineKey = async () => {
    const key = {
      certificationAreaId: await insertDimension(testApp.database, 'certificationArea', uniqueName('Community'), '1'),
      messageTypeId: await insertDimension(testApp.database, 'messageType', uniqueName('Berichtsoort')),
      applicationAreaId: await insertDimension(testApp.database, 'applicationArea', uniqueName('Domein')),
    };
    await insertBaseline(testApp.database, key);
    return key;
  };

  describe('DELETE /api/dimensions/{id} and POST /api/BaselineKeys', () => {
    it('tells whether each part of a baseline key is in use', async () => {
      const key = await baselineKey();
      const unused = await insertDimension(testApp.database, 'messageType', uniqueName('Ongebruikt'));
      for (const id of Object.values(key)) {
        expect((await asAdministrator('POST', '/api/BaselineKeys', { id, name: 'zoals getoond' })).json()).toBe(true);
      }
      expect((await asAdministrator('POST', '/api/BaselineKeys', { id: unused })).json()).toBe(false);
      expect((await asAdministrator('POST', '/api/BaselineKeys', { id: 'geen-uuid' })).statusCode).toBe(400);
    });

    it("refuses to remove a dimension a baseline key uses with 'Deze dimensie is al in gebruik'", async () => {
      const key = await baselineKey();
      for (const id of Object.values(key)) {
        const response = await asAdministrator('DELETE', `/api/dimensions/${id}`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ status: 409, detail: 'Deze dimensie is al in gebruik' });
      }
      expect(await auditTrailOf(testApp.database, key.messageTypeId)).toEqual([]);
    });

    it('removes an unused dimension with its combinations and audits how many allowed combinations went', async () => {
      const certificationArea = await insertDimension(testApp.database, 'certificationArea', uniqueName('Weg'), '1');
      const messageTypeId = await insertDimension(testApp.database, 'messageType', uniqueName('Blijft'));
      const applicationAreaId = await insertDimension(testApp.database, 'applicationArea', uniqueName('Blijft'));
      await testApp.database.db.insert(dimensionCombinations).values({ certificationAreaId: certificationArea, messageTypeId, applicationAreaId, allowed: true });

      expect((await asAdministrator('DELETE', `/api/dimensions/${certificationArea}`)).statusCode).toBe(204);
      const lists = (await asAdministrator('GET', '/api/dimensions')).json();
      expect(lists.certificationArea.map((dimension: { id: string }) => dimension.id)).not.toContain(certificationArea);
      const combinations = (await asAdministrator('GET', '/api/DimensionCombinations')).json();
      expect(combinations.filter((combination: { certificationAreaId: string }) => combination.certificationAreaId === certificationArea)).toEqual([]);
      expect(await auditTrailOf(testApp.database, certificationArea)).toEqual([
        expect.objectContaining({ action: 'dimension.deleted', before: expect.objectContaining({ kind: 'certificationArea', allowedCombinations: 1 }), after: null }),
      ]);
    });

    it('answers 404 for an unknown dimension and 400 for an id that is no uuid', async () => {
      expect((await asAdministrator('DELETE', '/api/dimensions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await asAdministrator('DELETE', '/api/dimensions/abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/dimensions/certificationarea/{id}', () => {
    it('answers the certification area with its version, by id or by name in any case', async () => {
      const id = await insertDimension(testApp.database, 'certificationArea', 'Pensioen', '2');
      expect((await matrix.as('certifier', { method: 'GET', url: `/api/dimensions/certificationarea/${id}` })).json()).toEqual({ id, name: 'Pensioen', version: '2' });
      expect((await matrix.as('certifier', { method: 'GET', url: '/api/dimensions/certificationarea/pensioen' })).json()).toEqual({ id, name: 'Pensioen', version: '2' });
    });

    it('answers 404 for an unknown certification area and for a dimension of another list', async () => {
      const messageType = await insertDimension(testApp.database, 'messageType', uniqueName('Geen community'));
      expect((await matrix.as('validator', { method: 'GET', url: `/api/dimensions/certificationarea/${messageType}` })).statusCode).toBe(404);
      const unknown = await matrix.as('validator', { method: 'GET', url: '/api/dimensions/certificationarea/Onbekend' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Deze community bestaat niet.');
    });
  });
});
