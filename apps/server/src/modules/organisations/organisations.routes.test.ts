import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { insertRegisterBaseline } from '../../shared/testing/register.fixture.ts';
import { auditLog, definitions, downloadGrants, downloadRestrictions, organisations, organisationSchemas, schemaIssues, userCompositionAuthorisations, users } from '../../db/schema/index.ts';

interface Organisation {
  id: string;
  name: string;
}

describe.each(testEngines)('organisations API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const list = async (): Promise<Organisation[]> => (await testApp.app.inject({ method: 'GET', url: '/api/Organisation' })).json();
  const names = async () => (await list()).map((organisation) => organisation.name);
  const currentVersion = async () => String((await testApp.app.inject({ method: 'GET', url: '/api/Organisation' })).headers.etag);
  /** Saves as an administrator with the current version as If-Match, unless the test names its own. */
  const save = async (body: unknown, headers: Record<string, string> = {}) =>
    matrix.as('administrator', { method: 'POST', url: '/api/Organisation', payload: body as object, headers: { 'if-match': await currentVersion(), ...headers } });
  const insertOrganisation = async (name: string): Promise<Organisation> => {
    const [row] = await db().insert(organisations).values({ name }).returning({ id: organisations.id, name: organisations.name });
    if (!row) throw new Error('not written');
    return row;
  };
  /** A melding on one of the organisation's schemas, handled by the organisation itself. */
  const insertMelding = (organisationId: string) =>
    db().insert(schemaIssues).values({
      receiverOrganisationId: organisationId,
      schemaOrganisationId: organisationId,
      schemaName: 'Gemeld-Schema',
      title: 'Rekenfout',
      category: 'fout',
      description: 'Het totaal klopt niet.',
      reporterName: 'A. Melder',
      reporterEmail: 'melder@example.org',
    });
  const auditCount = async () => (await db().select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]?.count ?? 0;
  const auditOf = (entityId: string) => db().select().from(auditLog).where(eq(auditLog.entityId, entityId));

  describe('who may call what', () => {
    it('lets everybody read both lists, signed in or not', async () => {
      const everybody = { anonymous: 200, inactive: 200, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 };
      expect(await matrix.statuses({ method: 'GET', url: '/api/Organisation' })).toEqual(everybody);
      expect(await matrix.statuses({ method: 'GET', url: '/api/Organisation/WithPublishedSchemas' })).toEqual(everybody);
    });

    it('lets only administrators save the list', async () => {
      const current = await list();
      const headers = { 'if-match': await currentVersion() };
      expect(await matrix.statuses({ method: 'POST', url: '/api/Organisation', payload: current, headers })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 403,
        administrator: 200,
        otherCertifier: 403,
      });
    });
  });

  describe('GET /api/Organisation', () => {
    it('holds the standards organisation from the start, without demo data', async () => {
      expect(await names()).toContain('SIVI');
    });

    it('lists the organisations in Dutch order ignoring case, with the list version as ETag', async () => {
      await insertOrganisation('aa-Eerste');
      await insertOrganisation('Zz-Laatste');
      await insertOrganisation('Bb-Midden');
      const response = await testApp.app.inject({ method: 'GET', url: '/api/Organisation' });
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      const all = (response.json() as Organisation[]).map((organisation) => organisation.name);
      expect(all.indexOf('aa-Eerste')).toBeLessThan(all.indexOf('Bb-Midden'));
      expect(all.indexOf('Bb-Midden')).toBeLessThan(all.indexOf('Zz-Laatste'));
      expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
    });
  });

  describe('GET /api/Organisation/WithPublishedSchemas', () => {
    it('lists only organisations with at least one published schema', async () => {
      const published = await insertOrganisation('Met-Register');
      const unpublished = await insertOrganisation('Zonder-Register');
      await db().insert(organisationSchemas).values([
        { organisationId: published.id, name: 'Schema-1', isPublished: true },
        { organisationId: published.id, name: 'Schema-2', isPublished: false },
        { organisationId: unpublished.id, name: 'Schema-3', isPublished: false },
      ]);
      const response = await testApp.app.inject({ method: 'GET', url: '/api/Organisation/WithPublishedSchemas' });
      expect(response.json()).toEqual([published]);
    });
  });

  describe('POST /api/Organisation', () => {
    it('refuses a save without If-Match with a Dutch 428 and changes nothing, so no concurrent change is lost', async () => {
      const before = await list();
      const response = await matrix.as('administrator', { method: 'POST', url: '/api/Organisation', payload: [...before, { name: 'Zonder-Versie' }] });
      expect(response.statusCode).toBe(428);
      expect(response.json()).toMatchObject({ title: 'Versie ontbreekt' });
      expect(await list()).toEqual(before);
    });

    it('adds, renames and removes in one save and audits each change', async () => {
      const renamed = await insertOrganisation('Hernoem-Mij');
      const removed = await insertOrganisation('Verwijder-Mij');
      const current = await list();
      const body = [
        ...current.filter((organisation) => organisation.id !== removed.id && organisation.id !== renamed.id),
        { id: renamed.id, name: 'Hernoemd' },
        { name: 'Toegevoegd' },
      ];
      const response = await save(body);
      expect(response.statusCode).toBe(200);
      const saved = response.json() as Organisation[];
      expect(saved.map((organisation) => organisation.name)).toEqual(await names());
      expect(saved).toContainEqual({ id: renamed.id, name: 'Hernoemd' });
      expect(saved.map((organisation) => organisation.id)).not.toContain(removed.id);
      const added = saved.find((organisation) => organisation.name === 'Toegevoegd');
      expect(added).toBeDefined();

      expect(await auditOf(renamed.id)).toEqual([
        expect.objectContaining({ action: 'organisation.renamed', actorEmail: 'administrator@matrix.example', before: { name: 'Hernoem-Mij' }, after: { name: 'Hernoemd' } }),
      ]);
      expect(await auditOf(removed.id)).toEqual([expect.objectContaining({ action: 'organisation.deleted', before: expect.objectContaining({ name: 'Verwijder-Mij' }), after: null })]);
      expect(await auditOf(added?.id ?? '')).toEqual([expect.objectContaining({ action: 'organisation.created', before: null, after: { name: 'Toegevoegd' } })]);
    });

    it('answers the new list version as ETag', async () => {
      const before = (await testApp.app.inject({ method: 'GET', url: '/api/Organisation' })).headers.etag;
      const response = await save([...(await list()), { name: 'Versie-Test' }]);
      expect(response.headers.etag).toBeDefined();
      expect(response.headers.etag).not.toBe(before);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/Organisation' })).headers.etag).toBe(response.headers.etag);
    });

    it("keeps the client's id of a new organisation", async () => {
      const id = '5b0c8f3e-2f4a-4c55-9d1e-0a1b2c3d4e5f';
      const response = await save([...(await list()), { id, name: 'Met-Eigen-Id' }]);
      expect(response.json()).toContainEqual({ id, name: 'Met-Eigen-Id' });
    });

    it('keeps users, schemas and authorisations attached to a renamed organisation', async () => {
      const organisation = await insertOrganisation('Voor-Hernoemen');
      const { userId } = await insertTestUser(testApp.database, { organisationId: organisation.id, role: 'C', actief: true });
      await db().insert(userCompositionAuthorisations).values({ userId, organisationId: organisation.id });
      await db().insert(organisationSchemas).values({ organisationId: organisation.id, name: 'Blijft-Gekoppeld' });
      const body = (await list()).map((row) => (row.id === organisation.id ? { ...row, name: 'Na-Hernoemen' } : row));
      expect((await save(body)).statusCode).toBe(200);
      const [user] = await db().select().from(users).where(eq(users.id, userId));
      expect(user?.organisationId).toBe(organisation.id);
      const [schema] = await db().select().from(organisationSchemas).where(eq(organisationSchemas.name, 'Blijft-Gekoppeld'));
      expect(schema?.organisationId).toBe(organisation.id);
      expect(await db().select().from(userCompositionAuthorisations).where(eq(userCompositionAuthorisations.userId, userId))).toHaveLength(1);
    });

    it('ignores empty names: an empty new entry adds nothing, an emptied name stays as it was', async () => {
      const organisation = await insertOrganisation('Blijft-Zo');
      const current = await list();
      const body = [...current.map((row) => (row.id === organisation.id ? { ...row, name: '' } : row)), { name: '' }, { name: '   ' }];
      const auditsBefore = await auditCount();
      const response = await save(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(current);
      expect(await auditCount()).toBe(auditsBefore);
    });

    it('stores a name typed with the leading space the format allows without that space', async () => {
      const response = await save([...(await list()), { name: ' Met-Spatie' }]);
      expect((response.json() as Organisation[]).map((row) => row.name)).toContain('Met-Spatie');
    });

    it.each([
      ['a space inside', 'Twee Woorden'],
      ['a leading hyphen', '-Streep'],
      ['an underscore', 'Laag_Streepje'],
      ['a trailing space', 'Spatie-Achter '],
    ])('refuses a name with %s: 400 problem with the field error, nothing written', async (_reason, name) => {
      const current = await list();
      const auditsBefore = await auditCount();
      const response = await save([...current, { name: 'Zou-Erbij-Komen' }, { name }]);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 400,
        detail: 'Naam voldoet niet aan het vereiste formaat',
        errors: { [`${current.length + 1}.name`]: ['Naam voldoet niet aan het vereiste formaat'] },
      });
      expect(await list()).toEqual(current);
      expect(await auditCount()).toBe(auditsBefore);
    });

    it('refuses a rename to a malformed name', async () => {
      const organisation = await insertOrganisation('Goed-Genoemd');
      const body = (await list()).map((row) => (row.id === organisation.id ? { ...row, name: 'Slecht genoemd' } : row));
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(await names()).toContain('Goed-Genoemd');
    });

    it('refuses a duplicate name ignoring case: 409 problem with the field error, nothing written', async () => {
      await insertOrganisation('Dubbel-Test');
      const current = await list();
      const response = await save([...current, { name: 'Ook-Nieuw' }, { name: 'DUBBEL-test' }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: 'Er is al een organizatie met deze naam',
        errors: { [`${current.length + 1}.name`]: ['Er is al een organizatie met deze naam'] },
      });
      expect(await list()).toEqual(current);
    });

    it('refuses to rename an organisation onto the name of another', async () => {
      const first = await insertOrganisation('Eerste-Naam');
      await insertOrganisation('Tweede-Naam');
      const body = (await list()).map((row) => (row.id === first.id ? { ...row, name: 'tweede-naam' } : row));
      expect((await save(body)).statusCode).toBe(409);
    });

    it('lets two organisations swap names in one save', async () => {
      const left = await insertOrganisation('Links');
      const right = await insertOrganisation('Rechts');
      const body = (await list()).map((row) => (row.id === left.id ? { ...row, name: 'Rechts' } : row.id === right.id ? { ...row, name: 'Links' } : row));
      const response = await save(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.arrayContaining([{ id: left.id, name: 'Rechts' }, { id: right.id, name: 'Links' }]));
    });

    it.each([
      ['users', 'gebruikers'],
      ['schemas', "schema's"],
      ['users and schemas', "gebruikers en schema's"],
      ['meldingen', 'meldingen'],
      ['users, schemas and meldingen', "gebruikers, schema's en meldingen"],
    ] as const)('refuses to remove an organisation that still has %s (409), and rolls back the rest of the save', async (what, attached) => {
      const organisation = await insertOrganisation(`In-Gebruik-${what.replaceAll(' ', '-')}`);
      if (what.includes('users')) await insertTestUser(testApp.database, { organisationId: organisation.id });
      if (what.includes('schemas')) await db().insert(organisationSchemas).values({ organisationId: organisation.id, name: 'Hangt-Eraan' });
      if (what.includes('meldingen')) await insertMelding(organisation.id);
      const current = await list();
      const auditsBefore = await auditCount();
      const response = await save([...current.filter((row) => row.id !== organisation.id), { name: `Niet-Toegevoegd-${what.length}` }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        title: 'Organisatie in gebruik',
        detail: `Organisatie '${organisation.name}' kan niet worden verwijderd: er zijn nog ${attached} aan gekoppeld.`,
      });
      expect(await list()).toEqual(current);
      expect(await auditCount()).toBe(auditsBefore);
    });

    it("refuses to remove an organisation with AFD definitions, saying so ('AFD-definities')", async () => {
      const organisation = await insertOrganisation('Met-Definities');
      const baseline = await insertRegisterBaseline(testApp.database);
      await db().insert(definitions).values({ organisationId: organisation.id, baselineSchemaId: baseline.id, name: 'Reis', properties: {}, functions: [], choices: {}, updatedByName: 'Test' });
      const current = await list();
      const response = await save(current.filter((row) => row.id !== organisation.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: "Organisatie 'Met-Definities' kan niet worden verwijderd: er zijn nog AFD-definities aan gekoppeld." });
      expect(await list()).toEqual(current);
    });

    it('refuses (409) a removal that records of another area still block in the database', async () => {
      // Stands in for a later area's table (definitions) whose rows restrict their organisation.
      await db().execute(sql`create table later_area_records (organisation_id uuid not null references organisations(id) on delete restrict)`);
      const organisation = await insertOrganisation('Later-Gebied');
      await db().execute(sql`insert into later_area_records values (${organisation.id})`);
      const current = await list();
      const response = await save(current.filter((row) => row.id !== organisation.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: "Organisatie 'Later-Gebied' kan niet worden verwijderd: er zijn nog gegevens aan gekoppeld." });
      expect(await list()).toEqual(current);
    });

    it('removes an organisation with authorisations only, and audits the links that went with it', async () => {
      const organisation = await insertOrganisation('Alleen-Machtigingen');
      const granter = await insertOrganisation('Geeft-Machtiging');
      const { userId } = await insertTestUser(testApp.database, { organisationId: matrix.ownOrganisation.id });
      await db().insert(userCompositionAuthorisations).values({ userId, organisationId: organisation.id });
      await db().insert(downloadRestrictions).values([{ organisationId: organisation.id }, { organisationId: granter.id }]);
      await db().insert(downloadGrants).values({ organisationId: granter.id, grantedOrganisationId: organisation.id });
      const response = await save((await list()).filter((row) => row.id !== organisation.id));
      expect(response.statusCode).toBe(200);
      expect(await db().select().from(userCompositionAuthorisations).where(eq(userCompositionAuthorisations.organisationId, organisation.id))).toEqual([]);
      expect(await db().select().from(downloadGrants).where(and(eq(downloadGrants.organisationId, granter.id)))).toEqual([]);
      expect(await auditOf(organisation.id)).toEqual([
        expect.objectContaining({
          action: 'organisation.deleted',
          before: {
            name: 'Alleen-Machtigingen',
            compositionAuthorisedUserIds: [userId],
            downloadEnabledOrganisations: [],
            downloadEnabledBy: ['Geeft-Machtiging'],
          },
        }),
      ]);
    });

    it('refuses to remove or rename the standards organisation', async () => {
      const current = await list();
      const sivi = current.find((row) => row.name === 'SIVI');
      const removal = await save(current.filter((row) => row.id !== sivi?.id));
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toMatchObject({ detail: "Organisatie 'SIVI' is de eigen organisatie van de standaard en kan niet worden verwijderd." });
      const rename = await save(current.map((row) => (row.id === sivi?.id ? { ...row, name: 'Standaard' } : row)));
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toMatchObject({ detail: "Organisatie 'SIVI' is de eigen organisatie van de standaard en kan niet worden hernoemd." });
      expect(await list()).toEqual(current);
    });

    it('refuses a save made from a stale copy of the list (412) and accepts the current version', async () => {
      const stale = await testApp.app.inject({ method: 'GET', url: '/api/Organisation' });
      await insertOrganisation('Intussen-Toegevoegd');
      const staleSave = await save([...(stale.json() as Organisation[]), { name: 'Met-Oude-Lijst' }], { 'if-match': String(stale.headers.etag) });
      expect(staleSave.statusCode).toBe(412);
      expect(staleSave.json()).toMatchObject({ detail: 'De lijst met organisaties is intussen door een ander gewijzigd. Laad de lijst opnieuw en probeer het nog eens.' });
      expect(await names()).toContain('Intussen-Toegevoegd');

      const fresh = await testApp.app.inject({ method: 'GET', url: '/api/Organisation' });
      const freshSave = await save([...(fresh.json() as Organisation[]), { name: 'Met-Nieuwe-Lijst' }], { 'if-match': String(fresh.headers.etag) });
      expect(freshSave.statusCode).toBe(200);
    });

    it.each([
      ['an object instead of a list', { name: 'Los' }],
      ['an entry without a name', [{ id: '5b0c8f3e-2f4a-4c55-9d1e-0a1b2c3d4e5f' }]],
      ['an id that is no uuid', [{ id: 'abc', name: 'Kapot-Id' }]],
    ])('refuses %s with 400 problem details', async (_case, body) => {
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('refuses a list that names one organisation twice', async () => {
      const current = await list();
      const first = current[0] as Organisation;
      const response = await save([...current, { id: first.id, name: 'Nog-Eens' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { [`${current.length}.id`]: ['Deze organisatie komt meer dan eens voor in de lijst.'] } });
    });
  });

  describe('the standards organisation at start', () => {
    it('is created once, however often the app starts', async () => {
      const again = await buildTestApp({ engine, database: testApp.database });
      await again.close();
      const rows = await db().select().from(organisations).where(sql`lower(${organisations.name}) = 'sivi'`);
      expect(rows).toHaveLength(1);
    });
  });
});
