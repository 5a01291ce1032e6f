import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser, type TestUserFields, type TokenIssuer } from '../../../test/helpers/tokens.ts';
import { auditLog, organisations, userCompositionAuthorisations } from '../../db/schema/index.ts';
import { userUpdateBody } from './user-update.fixture.ts';

describe.each(testEngines)('PATCH /api/users on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let tokens: TokenIssuer;
  let own: string;
  let other: string;
  let third: { id: string; name: string };
  let administratorOid: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    tokens = await createTokenIssuer(testApp);
    own = matrix.ownOrganisation.name;
    other = matrix.otherOrganisation.name;
    const [row] = await testApp.database.db.insert(organisations).values({ name: 'Derde-Verzekeraar' }).returning();
    if (!row) throw new Error('organisation not written');
    third = { id: row.id, name: row.name };
    administratorOid = (await matrix.as('administrator', { method: 'GET', url: '/api/users/me' })).json().oid;
  });
  afterAll(() => testApp.close());

  const patch = (payload: object) => matrix.as('administrator', { method: 'PATCH', url: '/api/users', payload });
  const getUser = (oid: string) => matrix.as('administrator', { method: 'GET', url: `/api/users/${oid}` });
  const aosOrganisations = async (oid: string) =>
    (await matrix.as('administrator', { method: 'GET', url: `/api/Authorizations/user/${oid}/aos-organisations` })).json() as string[];
  async function user(fields: TestUserFields = {}) {
    return insertTestUser(testApp.database, { role: 'V', actief: true, koatActief: false, organisationId: matrix.ownOrganisation.id, ...fields });
  }
  async function authorise(userId: string, ...organisationIds: string[]) {
    await testApp.database.db.insert(userCompositionAuthorisations).values(organisationIds.map((organisationId) => ({ userId, organisationId })));
  }

  describe('validation', () => {
    it("refuses missing required fields with the spec's Dutch messages per field", async () => {
      const { subject } = await user();
      const response = await patch({ ...userUpdateBody(subject, own), initials: ' ', surname: '', organization: '', role: null });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 400,
        title: 'Ongeldige invoer',
        errors: {
          initials: ['Voorletters zijn verplicht'],
          surname: ['Achternaam is verplicht'],
          organization: ['Organisatie is verplicht'],
          role: ['Rol is verplicht'],
        },
      });
    });

    it('requires every Ja/Nee choice', async () => {
      const { subject } = await user();
      const { actief: _actief, isAfsMappingServiceGebruiker: _mapping, ...body } = userUpdateBody(subject, own);
      const response = await patch({ ...body, koatActief: null, notifyOnAfdDefinitionsMeldingen: 'ja' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        actief: ['Maak een keuze'],
        koatActief: ['Maak een keuze'],
        notifyOnAfdDefinitionsMeldingen: ['Maak een keuze'],
        isAfsMappingServiceGebruiker: ['Maak een keuze'],
      });
    });

    it('refuses an organisation that does not exist', async () => {
      const { subject } = await user();
      const response = await patch(userUpdateBody(subject, 'Bestaat-Niet'));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ organization: ['Organisatie is onbekend'] });
    });

    it('refuses authorisations for organisations that do not exist', async () => {
      const { subject } = await user();
      const response = await patch(userUpdateBody(subject, own, { authorizationsForAfdOnlineSamenstellen: [own, 'Spookbedrijf'] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ authorizationsForAfdOnlineSamenstellen: ['Onbekende organisatie: Spookbedrijf'] });
    });

    it('answers 404 for an unknown user', async () => {
      const response = await patch(userUpdateBody('bestaat-niet', own));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Deze gebruiker bestaat niet.' });
    });

    it('changes nothing and writes no audit entry when the edit is refused', async () => {
      const { subject } = await user({ surname: 'Ongewijzigd' });
      await patch({ ...userUpdateBody(subject, 'Bestaat-Niet'), surname: 'Gewijzigd' });
      expect((await getUser(subject)).json()).toMatchObject({ surname: 'Ongewijzigd' });
      const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, subject));
      expect(entries).toEqual([]);
    });
  });

  describe('saving', () => {
    it('saves every field, trims texts, stores empty optional texts as null and answers the saved user', async () => {
      const { subject } = await user({ prefix: 'van', telephoneNumber: '010-1234567' });
      const response = await patch(
        userUpdateBody(subject, own.toUpperCase(), {
          initials: ' A.B. ',
          prefix: '',
          surname: 'Jansen',
          telephoneNumber: '',
          role: 'C',
          actief: false,
          koatActief: true,
          isKoatGebruiker: true,
          notifyOnAfdDefinitionsChange: true,
          notifyOnAfdDefinitionsMeldingen: true,
          isAfdDefinitionDownloader: true,
          isAfsMappingServiceGebruiker: true,
        }),
      );
      expect(response.statusCode).toBe(200);
      const expected = {
        oid: subject,
        initials: 'A.B.',
        prefix: null,
        surname: 'Jansen',
        telephoneNumber: null,
        organization: own,
        claimedOrganisation: null,
        role: 'C',
        isAdministrator: false,
        isCertifier: true,
        isValidator: true,
        actief: false,
        koatActief: true,
        status: 'actief',
        isKoatGebruiker: true,
        notifyOnAfdDefinitionsChange: true,
        notifyOnAfdDefinitionsMeldingen: true,
        isAfdDefinitionDownloader: true,
        isAfsMappingServiceGebruiker: true,
      };
      expect(response.json()).toMatchObject(expected);
      expect((await getUser(subject)).json()).toMatchObject(expected);
    });

    it.each([
      ['B', { isAdministrator: true, isCertifier: true, isValidator: true }],
      ['C', { isAdministrator: false, isCertifier: true, isValidator: true }],
      ['V', { isAdministrator: false, isCertifier: false, isValidator: true }],
    ] as const)('maps role %s onto its flags', async (role, flags) => {
      const { subject } = await user();
      const response = await patch(userUpdateBody(subject, own, { role }));
      expect(response.json()).toMatchObject({ role, ...flags });
    });

    it('activates a new user and resolves the organisation they claimed', async () => {
      const { subject } = await user({ role: null, actief: null, koatActief: null, organisationId: null, claimedOrganisation: 'Derde-verzekeraar' });
      expect((await getUser(subject)).json()).toMatchObject({ status: 'nieuw', organization: null, claimedOrganisation: 'Derde-verzekeraar' });
      const response = await patch(userUpdateBody(subject, third.name, { actief: true, koatActief: true }));
      expect(response.json()).toMatchObject({ status: 'actief', organization: 'Derde-Verzekeraar', claimedOrganisation: null });
    });
  });

  describe('online-composition authorisations', () => {
    it('keeps the selected organisations of a certifier or validator who stays in their organisation', async () => {
      const { subject } = await user();
      await patch(userUpdateBody(subject, own, { authorizationsForAfdOnlineSamenstellen: [third.name, own] }));
      expect(await aosOrganisations(subject)).toEqual([third.name, own].sort((a, b) => a.localeCompare(b, 'nl')));
    });

    it('clears them when the organisation changes, whatever the request still lists', async () => {
      const { userId, subject } = await user();
      await authorise(userId, matrix.ownOrganisation.id, third.id);
      const response = await patch(userUpdateBody(subject, other, { authorizationsForAfdOnlineSamenstellen: [own, third.name] }));
      expect(response.statusCode).toBe(200);
      expect(await aosOrganisations(subject)).toEqual([]);
    });

    const everyOrganisation = async () =>
      (await testApp.database.db.select({ name: organisations.name }).from(organisations)).map((row) => row.name).sort((a, b) => a.localeCompare(b, 'nl'));

    it('keeps the selection of a new user who gets their first organisation in the same save', async () => {
      const { subject } = await user({ role: null, actief: null, koatActief: null, organisationId: null });
      await patch(userUpdateBody(subject, own, { authorizationsForAfdOnlineSamenstellen: [own] }));
      expect(await aosOrganisations(subject)).toEqual([own]);
    });

    it('gives an administrator every organisation, whatever the request lists, and records them all', async () => {
      const { userId, subject } = await user();
      await patch(userUpdateBody(subject, own, { role: 'B', authorizationsForAfdOnlineSamenstellen: [] }));
      expect(await aosOrganisations(subject)).toEqual(await everyOrganisation());
      const stored = await testApp.database.db.select().from(userCompositionAuthorisations).where(eq(userCompositionAuthorisations.userId, userId));
      expect(stored).toHaveLength((await everyOrganisation()).length);
    });

    it('gives an administrator every organisation also when their organisation changes', async () => {
      const { subject } = await user({ role: 'B' });
      await patch(userUpdateBody(subject, other, { role: 'B', authorizationsForAfdOnlineSamenstellen: [] }));
      expect(await aosOrganisations(subject)).toEqual(await everyOrganisation());
    });
  });

  describe('an administrator editing themselves', () => {
    it('may change their own details', async () => {
      const response = await patch(userUpdateBody(administratorOid, own, { role: 'B', surname: 'Zelf' }));
      expect(response.statusCode).toBe(200);
    });

    it('may not give up their own administrator role', async () => {
      const response = await patch(userUpdateBody(administratorOid, own, { role: 'C' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ role: ['U kunt uw eigen beheerdersrol niet intrekken; laat dit een andere beheerder doen.'] });
    });

    it('may not deactivate themselves', async () => {
      const response = await patch(userUpdateBody(administratorOid, own, { role: 'B', actief: false, koatActief: false }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ actief: ['U kunt uw eigen account niet deactiveren; laat dit een andere beheerder doen.'] });
    });

    it('can be demoted by another administrator', async () => {
      const { subject: colleague } = await user({ role: 'B' });
      const colleagueToken = await tokens.valid(colleague);
      const { subject } = await user({ role: 'B' });
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/users',
        headers: bearer(colleagueToken),
        payload: userUpdateBody(subject, own, { role: 'V' }),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('records who changed what, before and after, in the audit log', async () => {
    const { userId, subject } = await user({ surname: 'Voor', role: 'V' });
    await authorise(userId, third.id);
    await patch(userUpdateBody(subject, own, { surname: 'Na', role: 'C', authorizationsForAfdOnlineSamenstellen: [own] }));
    const response = await matrix.as('administrator', { method: 'GET', url: `/api/audit-log?entityType=user&entityId=${subject}` });
    expect(response.json()).toEqual([
      expect.objectContaining({
        action: 'user.updated',
        actorEmail: 'administrator@matrix.example',
        before: expect.objectContaining({ surname: 'Voor', role: 'V', authorizationsForAfdOnlineSamenstellen: [third.name] }),
        after: expect.objectContaining({ surname: 'Na', role: 'C', authorizationsForAfdOnlineSamenstellen: [own] }),
      }),
    ]);
  });

  describe('takes effect at the edited user’s next call, with the token they already have', () => {
    it('makes a validator a certifier', async () => {
      const { subject } = await user({ role: 'V' });
      const token = await tokens.valid(subject);
      const me = async () => (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();
      expect(await me()).toMatchObject({ role: 'V', isCertifier: false });
      expect((await patch(userUpdateBody(subject, own, { role: 'C' }))).statusCode).toBe(200);
      expect(await me()).toMatchObject({ role: 'C', isCertifier: true, isValidator: true, isAdministrator: false });
    });

    it('shuts out a user who is deactivated', async () => {
      const { subject } = await user({ role: 'V' });
      const headers = bearer(await tokens.valid(subject));
      const settings = () => testApp.app.inject({ method: 'GET', url: '/api/users/me/settings', headers });
      expect((await settings()).statusCode).toBe(200);
      await patch(userUpdateBody(subject, own, { actief: false, koatActief: false }));
      expect((await settings()).statusCode).toBe(403);
      const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.json()).toMatchObject({ status: 'niet-actief', isActive: false, isValidator: false });
    });

    it('lets an administrator who was made one into the user list at once', async () => {
      const { subject } = await user({ role: 'C' });
      const headers = bearer(await tokens.valid(subject));
      const list = () => testApp.app.inject({ method: 'GET', url: '/api/users', headers });
      expect((await list()).statusCode).toBe(403);
      await patch(userUpdateBody(subject, own, { role: 'B' }));
      expect((await list()).statusCode).toBe(200);
    });
  });

});

describe.each(testEngines)('GET /api/users/{key} on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  it('answers the record an administrator edits, with the role as flags even for an inactive user', async () => {
    const { subject } = await insertTestUser(testApp.database, {
      email: 'inactief@detail.example',
      initials: 'I.',
      surname: 'Inactief',
      telephoneNumber: '0612345678',
      role: 'B',
      actief: false,
      koatActief: false,
      organisationId: matrix.otherOrganisation.id,
      notifyOnSchemaIssues: true,
    });
    const response = await matrix.as('administrator', { method: 'GET', url: `/api/users/${subject}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      oid: subject,
      email: 'inactief@detail.example',
      initials: 'I.',
      prefix: null,
      surname: 'Inactief',
      telephoneNumber: '0612345678',
      organization: 'Andere-Verzekeraar',
      claimedOrganisation: null,
      role: 'B',
      isAdministrator: true,
      isCertifier: true,
      isValidator: true,
      actief: false,
      koatActief: false,
      status: 'niet-actief',
      isKoatGebruiker: false,
      notifyOnAfdDefinitionsChange: false,
      notifyOnAfdDefinitionsMeldingen: true,
      isAfdDefinitionDownloader: false,
      isAfsMappingServiceGebruiker: false,
    });
  });

  it('answers 404 problem details for an unknown key', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/users/onbekend' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
