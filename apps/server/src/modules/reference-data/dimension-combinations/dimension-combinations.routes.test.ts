import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { auditTrailOf, insertDimension } from '../../../shared/testing/reference-data.fixture.ts';

interface Combination {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
  certificationArea: string;
  messageType: string;
  applicationArea: string;
  allowed: boolean;
}

describe.each(testEngines)('dimension combinations API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    // Inserted out of order: the answer sorts them.
    ids.pensioen = await insertDimension(testApp.database, 'certificationArea', 'Pensioen', '2');
    ids.schade = await insertDimension(testApp.database, 'certificationArea', 'Schade', '1');
    ids.mutatie = await insertDimension(testApp.database, 'messageType', 'Mutatiebericht');
    ids.contract = await insertDimension(testApp.database, 'messageType', 'contractbericht');
    ids.zakelijk = await insertDimension(testApp.database, 'applicationArea', 'Zakelijk');
    ids.particulier = await insertDimension(testApp.database, 'applicationArea', 'Particulier');
  });
  afterAll(() => testApp.close());

  const read = async (): Promise<Combination[]> => (await matrix.as('certifier', { method: 'GET', url: '/api/DimensionCombinations' })).json();
  const save = (payload: object[]) => matrix.as('administrator', { method: 'POST', url: '/api/DimensionCombinations', payload });
  const key = (certificationArea: string, messageType: string, domain: string) => ({
    certificationAreaId: ids[certificationArea] ?? '',
    messageTypeId: ids[messageType] ?? '',
    applicationAreaId: ids[domain] ?? '',
  });

  it('lets every active user read the combinations and only administrators save them', async () => {
    expect(await matrix.statuses({ method: 'GET', url: '/api/DimensionCombinations' })).toEqual({
      anonymous: 401,
      inactive: 403,
      validator: 200,
      certifier: 200,
      administrator: 200,
      otherCertifier: 200,
    });
    expect(
      await matrix.statuses({ method: 'POST', url: '/api/DimensionCombinations', payload: [{ ...key('schade', 'contract', 'zakelijk'), allowed: false }] }),
    ).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 403, administrator: 200, otherCertifier: 403 });
  });

  it('lists every combination of the three lists, sorted by certification area, message type and domain, none allowed at first', async () => {
    const combinations = await read();
    expect(combinations.map((c) => `${c.certificationArea}/${c.messageType}/${c.applicationArea}`)).toEqual([
      'Pensioen/contractbericht/Particulier',
      'Pensioen/contractbericht/Zakelijk',
      'Pensioen/Mutatiebericht/Particulier',
      'Pensioen/Mutatiebericht/Zakelijk',
      'Schade/contractbericht/Particulier',
      'Schade/contractbericht/Zakelijk',
      'Schade/Mutatiebericht/Particulier',
      'Schade/Mutatiebericht/Zakelijk',
    ]);
    expect(combinations.every((c) => !c.allowed)).toBe(true);
    expect(combinations[0]).toEqual({ ...key('pensioen', 'contract', 'particulier'), certificationArea: 'Pensioen', messageType: 'contractbericht', applicationArea: 'Particulier', allowed: false });
  });

  it('allows and disallows one combination at a time, answering it with its names, and audits each change', async () => {
    const allowed = await save([{ ...key('schade', 'mutatie', 'particulier'), allowed: true, certificationArea: 'genegeerd' }]);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual([
      { ...key('schade', 'mutatie', 'particulier'), certificationArea: 'Schade', messageType: 'Mutatiebericht', applicationArea: 'Particulier', allowed: true },
    ]);
    expect((await read()).filter((c) => c.allowed).map((c) => c.applicationArea)).toEqual(['Particulier']);

    await save([{ ...key('schade', 'mutatie', 'particulier'), allowed: false }]);
    expect((await read()).some((c) => c.allowed)).toBe(false);

    const entityId = `${ids.schade}/${ids.mutatie}/${ids.particulier}`;
    expect(await auditTrailOf(testApp.database, entityId)).toEqual([
      expect.objectContaining({ action: 'dimensionCombination.allowed', before: expect.objectContaining({ allowed: false }), after: expect.objectContaining({ allowed: true, certificationArea: 'Schade' }) }),
      expect.objectContaining({ action: 'dimensionCombination.disallowed', before: expect.objectContaining({ allowed: true }), after: expect.objectContaining({ allowed: false }) }),
    ]);
  });

  it('saves several combinations at once and audits nothing for a flag that does not change', async () => {
    await save([
      { ...key('pensioen', 'contract', 'zakelijk'), allowed: true },
      { ...key('pensioen', 'mutatie', 'zakelijk'), allowed: true },
    ]);
    await save([{ ...key('pensioen', 'contract', 'zakelijk'), allowed: true }]);
    expect(await auditTrailOf(testApp.database, `${ids.pensioen}/${ids.contract}/${ids.zakelijk}`)).toHaveLength(1);
    expect((await read()).filter((c) => c.allowed).map((c) => c.messageType)).toEqual(['contractbericht', 'Mutatiebericht']);
  });

  it('refuses ids that are unknown or of the wrong list, naming each field, and saves nothing of the request', async () => {
    const response = await save([
      { ...key('schade', 'contract', 'particulier'), allowed: true },
      { ...key('schade', 'contract', 'particulier'), messageTypeId: ids.zakelijk, applicationAreaId: '00000000-0000-4000-8000-000000000000', allowed: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ '1.messageTypeId': ['Onbekende berichtsoort'], '1.applicationAreaId': ['Onbekend domein'] });
    expect((await read()).find((c) => c.certificationArea === 'Schade' && c.messageType === 'contractbericht' && c.applicationArea === 'Particulier')?.allowed).toBe(false);
  });

  it('refuses an empty list and a malformed item', async () => {
    expect((await save([])).statusCode).toBe(400);
    const malformed = await save([{ certificationAreaId: 'x', allowed: 'ja' }]);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(expect.arrayContaining(['0.certificationAreaId', '0.messageTypeId', '0.allowed']));
  });
});
