import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { auditLog, organisations } from '../../db/schema/index.ts';

const enabledUrl = (organisation: string) => `/api/Authorizations/organization/${encodeURIComponent(organisation)}/download-enabled-organizations`;
const authorizingUrl = '/api/Authorizations/afd-definition-download-authorizing-organizations';

describe.each(testEngines)('download authorisations API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let own: string;
  let other: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    own = matrix.ownOrganisation.name;
    other = matrix.otherOrganisation.name;
    await testApp.database.db.insert(organisations).values([{ name: 'Zuiderlicht' }, { name: 'assurantiekantoor-Dijkstra' }, { name: 'Leeg-Kantoor' }]);
  });
  afterAll(() => testApp.close());

  const put = (organisation: string, body: unknown, actor: 'administrator' | 'certifier' = 'administrator') =>
    matrix.as(actor, { method: 'PUT', url: enabledUrl(organisation), payload: body as object });
  const get = (organisation: string, actor: 'administrator' | 'certifier' = 'administrator') => matrix.as(actor, { method: 'GET', url: enabledUrl(organisation) });
  const authorizing = async () => (await matrix.as('validator', { method: 'GET', url: authorizingUrl })).json() as string[];

  describe('who may call what', () => {
    it('lets every active user read which organisations restrict downloads', async () => {
      expect(await matrix.statuses({ method: 'GET', url: authorizingUrl })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it("lets administrators and the organisation's own certifiers read its choice", async () => {
      expect(await matrix.statuses({ method: 'GET', url: enabledUrl(own) })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 403,
      });
    });

    it("lets administrators and the organisation's own certifiers save its choice", async () => {
      expect(await matrix.statuses({ method: 'PUT', url: enabledUrl(own), payload: [other] })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 403,
      });
    });

    it('refuses a certifier the choice of another organisation with a Dutch problem', async () => {
      const response = await put(other, [], 'certifier');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'U mag alleen de downloadmachtigingen van uw eigen organisatie beheren.' });
      expect((await get(other, 'certifier')).statusCode).toBe(403);
    });
  });

  describe('an organisation that never restricted downloads', () => {
    it('answers null and is not among the restricting organisations', async () => {
      const response = await get('Zuiderlicht');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('null');
      expect(await authorizing()).not.toContain('Zuiderlicht');
    });
  });

  describe('saving a choice', () => {
    it('stores the selection with the standards organisation always in, the organisation itself never, each name once', async () => {
      const response = await put('Zuiderlicht', ['Leeg-Kantoor', 'assurantiekantoor-dijkstra', 'zuiderlicht', 'LEEG-KANTOOR']);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(['assurantiekantoor-Dijkstra', 'Leeg-Kantoor', 'SIVI']);
      expect((await get('Zuiderlicht')).json()).toEqual(['assurantiekantoor-Dijkstra', 'Leeg-Kantoor', 'SIVI']);
    });

    it('lists the organisation among the restricting organisations once it saved, in Dutch order', async () => {
      await put('assurantiekantoor-Dijkstra', []);
      const names = await authorizing();
      expect(names).toEqual(expect.arrayContaining(['assurantiekantoor-Dijkstra', 'Zuiderlicht']));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
    });

    it('keeps the standards organisation allowed when the list leaves it out', async () => {
      expect((await put('Leeg-Kantoor', [])).json()).toEqual(['SIVI']);
    });

    it('finds the organisation of the path ignoring case', async () => {
      expect((await get('ZUIDERLICHT')).json()).toEqual(['assurantiekantoor-Dijkstra', 'Leeg-Kantoor', 'SIVI']);
    });

    it('refuses unknown names with a field error per item (400) and keeps the choice as it was', async () => {
      const before = (await get('Zuiderlicht')).json();
      const response = await put('Zuiderlicht', ['Leeg-Kantoor', 'Bestaat-Niet']);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ errors: { '1': ["Organisatie 'Bestaat-Niet' bestaat niet."] } });
      expect((await get('Zuiderlicht')).json()).toEqual(before);
    });

    it('refuses a body that is not a list of names (400)', async () => {
      expect((await put('Zuiderlicht', { names: [] })).statusCode).toBe(400);
      expect((await put('Zuiderlicht', [1, 2])).statusCode).toBe(400);
    });

    it('answers 404 for an organisation that does not exist', async () => {
      const response = await get('Bestaat-Niet');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: "Organisatie 'Bestaat-Niet' bestaat niet." });
      expect((await put('Bestaat-Niet', [])).statusCode).toBe(404);
    });

    it('audits the first restriction and every later change, before and after', async () => {
      const [organisation] = await testApp.database.db.insert(organisations).values({ name: 'Audit-Kantoor' }).returning();
      await put('Audit-Kantoor', ['Zuiderlicht']);
      await put('Audit-Kantoor', ['Leeg-Kantoor']);
      const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, organisation?.id ?? ''));
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'downloadAuthorisation.restricted',
          entityType: 'downloadAuthorisation',
          actorEmail: 'administrator@matrix.example',
          before: null,
          after: { organisation: 'Audit-Kantoor', enabledOrganisations: ['SIVI', 'Zuiderlicht'] },
        }),
        expect.objectContaining({
          action: 'downloadAuthorisation.updated',
          before: { organisation: 'Audit-Kantoor', enabledOrganisations: ['SIVI', 'Zuiderlicht'] },
          after: { organisation: 'Audit-Kantoor', enabledOrganisations: ['Leeg-Kantoor', 'SIVI'] },
        }),
      ]);
    });

    it('writes nothing to the audit log when a save is refused', async () => {
      const before = (await testApp.database.db.select().from(auditLog)).length;
      await put('Zuiderlicht', ['Bestaat-Niet']);
      await put(other, [], 'certifier');
      expect(await testApp.database.db.select().from(auditLog)).toHaveLength(before);
    });
  });
});
