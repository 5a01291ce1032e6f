import type { SchemaIssue } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { auditLog, mailOutbox, schemaIssues } from '../../db/schema/index.ts';
import { createSchemaIssueWorld, insertSubscriber, newIssueBody, schemas, type SchemaIssueWorld } from './schema-issues.fixture.ts';

const issueUrl = (organisation: string, id: number) => `/api/SchemaIssues/${encodeURIComponent(organisation)}/${id}`;
const receivedUrl = (organisation: string) => `/api/SchemaIssues/received-by-organization/${encodeURIComponent(organisation)}`;
const reportedUrl = (organisation: string) => `/api/SchemaIssues/reported-by-organization/${encodeURIComponent(organisation)}`;
const handled = { status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 3, comments: 'Opgelost in versie 2.' };

describe.each(testEngines)('meldingen API on %s', (engine) => {
  let world: SchemaIssueWorld;
  const db = () => world.testApp.database.db;
  const count = (table: typeof schemaIssues | typeof mailOutbox | typeof auditLog) => db().$count(table);

  const report = async (actor: Actor, body: object) => world.matrix.as(actor, { method: 'POST', url: '/api/SchemaIssues', payload: body });
  /** A melding on the own organisation's schema, reported by otherCertifier (Andere-Verzekeraar). */
  const receivedByOwn = async (title = 'Veld ontbreekt') => {
    const response = await report('otherCertifier', newIssueBody(world.own, schemas.own, title));
    expect(response.statusCode).toBe(200);
    return response.json() as SchemaIssue;
  };

  beforeAll(async () => {
    world = await createSchemaIssueWorld(engine);
  });
  afterAll(() => world.testApp.close());

  describe('who may call what', () => {
    it.each(['status-dict', 'category-dict', 'afd-definition-substatus-dict', 'documentation-substatus-dict'])(
      'lets every active user read the %s, which may be cached for an hour',
      async (dictionary) => {
        const url = `/api/SchemaIssues/${dictionary}`;
        expect(await world.matrix.statuses({ method: 'GET', url })).toEqual({
          anonymous: 401,
          inactive: 403,
          validator: 200,
          certifier: 200,
          administrator: 200,
          otherCertifier: 200,
        });
        const response = await world.matrix.as('validator', { method: 'GET', url });
        expect(response.headers['cache-control']).toBe('private, max-age=3600');
        expect(response.headers.pragma).toBeUndefined();
      },
    );

    it('keeps refusals of the dictionaries uncached', async () => {
      const response = await world.matrix.as('anonymous', { method: 'GET', url: '/api/SchemaIssues/status-dict' });
      expect(response.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    });

    it('lets every active user report a melding, validators too', async () => {
      expect(await world.matrix.statuses({ method: 'POST', url: '/api/SchemaIssues', payload: newIssueBody(world.other, schemas.other) })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 200,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it.each([
      ['received', receivedUrl],
      ['reported', reportedUrl],
    ])('shows the %s overview to administrators and to certifiers authorised for the organisation', async (_, url) => {
      expect(await world.matrix.statuses({ method: 'GET', url: url('Eigen-Verzekeraar') })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 403,
      });
    });

    it('lets the receiver side and the reporter read a melding', async () => {
      const issue = await receivedByOwn();
      expect(await world.matrix.statuses({ method: 'GET', url: issueUrl(world.own, issue.id) })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });

    it('lets only the receiver side handle a melding', async () => {
      const issue = await receivedByOwn();
      expect(await world.matrix.statuses({ method: 'PUT', url: issueUrl(world.own, issue.id), payload: handled })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 403,
      });
    });
  });

  describe('reporting a melding', () => {
    it('addresses it to the schema organisation, with the caller as reporter and status nieuw', async () => {
      const response = await report('validator', { ...newIssueBody(world.other, 'ANDERE_REIS', '  Titel met spaties  '), category: 'vraag' });
      expect(response.statusCode).toBe(200);
      const issue = response.json() as SchemaIssue;
      expect(issue).toMatchObject({
        organization: 'Andere-Verzekeraar',
        schemaOrganization: 'Andere-Verzekeraar',
        schema: 'Andere_Reis',
        isvariant: false,
        title: 'Titel met spaties',
        category: 'vraag',
        status: 'nieuw',
        afdDefinitionSubStatus: null,
        documentationSubStatus: null,
        comments: '',
        attachments: [],
        reporter: { name: 'validator@matrix.example', email: 'validator@matrix.example', organization: 'Eigen-Verzekeraar' },
      });
      expect(issue.id).toBeGreaterThan(0);
      expect(Date.now() - Date.parse(issue.date)).toBeLessThan(60_000);
    });

    it('addresses a melding on a variant schema to the standards organisation', async () => {
      const response = await report('otherCertifier', newIssueBody(world.own, schemas.ownVariant));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ organization: 'SIVI', schemaOrganization: 'Eigen-Verzekeraar', isvariant: true });
      const received = (await world.matrix.as('administrator', { method: 'GET', url: receivedUrl('SIVI') })).json() as SchemaIssue[];
      expect(received.map((issue) => issue.schema)).toContain(schemas.ownVariant);
      const ownReceived = (await world.matrix.as('administrator', { method: 'GET', url: receivedUrl(world.own) })).json() as SchemaIssue[];
      expect(ownReceived.map((issue) => issue.schema)).not.toContain(schemas.ownVariant);
    });

    it.each([
      ['an unknown organisation', newIssueBody('Bestaat-Niet', schemas.own), 404, "Organisatie 'Bestaat-Niet' bestaat niet."],
      ['an unknown schema', newIssueBody('Eigen-Verzekeraar', 'Geen_Schema'), 404, "Schema 'Geen_Schema' van organisatie 'Eigen-Verzekeraar' is niet gepubliceerd."],
      ['an unpublished schema', newIssueBody('Eigen-Verzekeraar', schemas.ownUnpublished), 404, "Schema 'Eigen_Concept' van organisatie 'Eigen-Verzekeraar' is niet gepubliceerd."],
      ['a schema that is not downloadable', newIssueBody('Eigen-Verzekeraar', schemas.ownNotDownloadable), 400, "Over schema 'Eigen_Opstal' kan geen melding worden gedaan: het is niet te downloaden."],
      ['an unknown category', { ...newIssueBody('Eigen-Verzekeraar', schemas.own), category: 'klacht' }, 400, "Categorie 'klacht' bestaat niet."],
    ])('refuses %s in Dutch and stores nothing', async (_, body, status, detail) => {
      const [issues, mails, audits] = [await count(schemaIssues), await count(mailOutbox), await count(auditLog)];
      const response = await report('certifier', body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ detail });
      expect([await count(schemaIssues), await count(mailOutbox), await count(auditLog)]).toEqual([issues, mails, audits]);
    });

    it.each([
      ['title', 'Titel is verplicht'],
      ['description', 'Omschrijving is verplicht'],
    ])('refuses a blank %s with a Dutch field message', async (field, message) => {
      const before = await count(schemaIssues);
      const response = await report('certifier', { ...newIssueBody(world.own, schemas.own), [field]: '   ' });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
      expect(await count(schemaIssues)).toBe(before);
    });
  });

  describe('the e-mail to the receiving organisation', () => {
    it('queues one mail per active user of the receiver who wants meldingen, with title, schema, reporter and link', async () => {
      const ownId = world.matrix.ownOrganisation.id;
      await insertSubscriber(world, { email: 'wil-meldingen@eigen.example', organisationId: ownId, active: true, notify: true });
      await insertSubscriber(world, { email: 'geen-meldingen@eigen.example', organisationId: ownId, active: true, notify: false });
      await insertSubscriber(world, { email: 'inactief@eigen.example', organisationId: ownId, active: false, notify: true });
      await insertSubscriber(world, { email: 'andere-org@andere.example', organisationId: world.matrix.otherOrganisation.id, active: true, notify: true });

      const issue = await receivedByOwn('Mail-test: bouwjaar');
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.reason, 'schema-issue.created'));
      const forThisIssue = mails.filter((mail) => mail.subject.includes('Mail-test: bouwjaar'));
      expect(forThisIssue.map((mail) => mail.recipient)).toEqual(['wil-meldingen@eigen.example']);
      const [mail] = forThisIssue;
      expect(mail?.subject).toBe(`Nieuwe melding ${issue.id}: Mail-test: bouwjaar`);
      expect(mail?.body).toContain('Titel: Mail-test: bouwjaar');
      expect(mail?.body).toContain('Schema: Eigen_Inboedel (Eigen-Verzekeraar)');
      expect(mail?.body).toContain('Gemeld door: othercertifier@matrix.example (Andere-Verzekeraar)');
      expect(mail?.body).toContain(`http://localhost:8080/schema-issue-edit/Eigen-Verzekeraar/${issue.id}`);
      expect(mail?.sentAt).toBeNull();
    });

    it('writes the subject on one line whatever the title holds', async () => {
      const response = await report('otherCertifier', { ...newIssueBody(world.own, schemas.own), title: 'Regel een\r\nBcc: iemand@elders.example' });
      expect(response.statusCode).toBe(200);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.reason, 'schema-issue.created'));
      expect(mails.every((mail) => !/[\r\n]/.test(mail.subject))).toBe(true);
    });
  });

  describe('handling a melding', () => {
    const put = (actor: Actor, organisation: string, id: number, body: object) =>
      world.matrix.as(actor, { method: 'PUT', url: issueUrl(organisation, id), payload: body });
    const stored = async (id: number) => (await db().select().from(schemaIssues).where(eq(schemaIssues.id, id)))[0];

    it('stores status, substatuses and comments for afgehandeld, audits it and mails the reporter', async () => {
      const issue = await receivedByOwn('Wordt afgehandeld');
      const response = await put('certifier', world.own, issue.id, handled);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'afgehandeld', afdDefinitionSubStatus: 1, documentationSubStatus: 3, comments: 'Opgelost in versie 2.' });
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, String(issue.id)));
      expect(entry).toBeDefined();
      const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'schemaIssue.updated'));
      expect(audits.find((audit) => audit.entityId === String(issue.id))).toMatchObject({
        actorEmail: 'certifier@matrix.example',
        before: expect.objectContaining({ status: 'nieuw' }),
        after: expect.objectContaining({ status: 'afgehandeld', documentationSubStatus: 3 }),
      });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.reason, 'schema-issue.updated'));
      const mail = mails.find((row) => row.subject === `Melding ${issue.id} bijgewerkt: Wordt afgehandeld`);
      expect(mail).toMatchObject({ recipient: 'othercertifier@matrix.example' });
      expect(mail?.body).toContain('Status: Afgehandeld');
      expect(mail?.body).toContain(`/schema-issue-view/Andere-Verzekeraar/Eigen-Verzekeraar/${issue.id}`);
    });

    it('keeps every changed Opmerkingen with who, when and the status, newest first; the same text again adds nothing; the reporter sees the history', async () => {
      const issue = await receivedByOwn('Met geschiedenis');
      await put('certifier', world.own, issue.id, { status: 'inbehandeling', comments: 'We kijken ernaar.' });
      await put('administrator', world.own, issue.id, { status: 'inbehandeling', comments: 'We kijken ernaar.' });
      const response = await put('certifier', world.own, issue.id, handled);
      expect(response.statusCode).toBe(200);
      const history = response.json<{ commentHistory: { text: string; status: string; author: string; date: string }[] }>().commentHistory;
      expect(history.map(({ text, status }) => ({ text, status }))).toEqual([
        { text: 'Opgelost in versie 2.', status: 'afgehandeld' },
        { text: 'We kijken ernaar.', status: 'inbehandeling' },
      ]);
      expect(history.every((entry) => entry.author !== '' && !Number.isNaN(Date.parse(entry.date)))).toBe(true);
      expect(Date.parse(history[0]?.date ?? '')).toBeGreaterThanOrEqual(Date.parse(history[1]?.date ?? ''));
      const seenByReporter = await world.matrix.as('otherCertifier', { method: 'GET', url: issueUrl(world.other, issue.id) });
      expect(seenByReporter.statusCode).toBe(200);
      expect(seenByReporter.json<{ commentHistory: unknown[] }>().commentHistory).toHaveLength(2);
    });

    it.each(['nieuw', 'inbehandeling', 'afgewezen'])('clears the substatuses for %s, whatever was sent', async (status) => {
      const issue = await receivedByOwn();
      await put('certifier', world.own, issue.id, handled);
      const response = await put('certifier', world.own, issue.id, { ...handled, status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status, afdDefinitionSubStatus: null, documentationSubStatus: null });
      expect(await stored(issue.id)).toMatchObject({ status, afdDefinitionSubStatus: null, documentationSubStatus: null });
    });

    it.each([
      ['to afgehandeld without substatuses', { status: 'afgehandeld', comments: 'Klaar' }, 'Substatus AFD-definitie is verplicht bij afgehandeld'],
      ['with substatus 0 (minimum 1)', { ...handled, afdDefinitionSubStatus: 0 }, null],
      ['with a substatus not in its dictionary', { ...handled, documentationSubStatus: 9 }, "Substatus documentatie '9' bestaat niet"],
      ['without comments', { ...handled, comments: '  ' }, 'Opmerkingen zijn verplicht'],
      ['with an unknown status', { ...handled, status: 'gesloten' }, null],
    ])('refuses an update %s and changes nothing', async (_, body, message) => {
      const issue = await receivedByOwn();
      const [mails, audits] = [await count(mailOutbox), await count(auditLog)];
      const response = await put('certifier', world.own, issue.id, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
      expect(await stored(issue.id)).toMatchObject({ status: 'nieuw', comments: '' });
      expect([await count(mailOutbox), await count(auditLog)]).toEqual([mails, audits]);
    });

    it('refuses a handler addressing the melding by the reporter organisation', async () => {
      const issue = await receivedByOwn();
      const response = await put('administrator', world.other, issue.id, handled);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Alleen de ontvangende organisatie mag een melding behandelen.' });
      expect(await stored(issue.id)).toMatchObject({ status: 'nieuw' });
    });

    it('refuses a certifier the meldingen of an organisation it is not authorised for', async () => {
      const sent = await report('certifier', newIssueBody(world.other, schemas.other));
      const issue = sent.json() as SchemaIssue;
      const response = await put('certifier', world.other, issue.id, handled);
      expect(response.statusCode).toBe(403);
      expect(await stored(issue.id)).toMatchObject({ status: 'nieuw' });
    });

    it('answers 404 for a melding that does not exist', async () => {
      expect((await put('administrator', world.own, 999_999, handled)).statusCode).toBe(404);
      expect((await world.matrix.as('administrator', { method: 'GET', url: issueUrl(world.own, 999_999) })).statusCode).toBe(404);
    });
  });

  describe('reading meldingen back', () => {
    it('lists the received meldingen oldest first, open and closed, with the reporter', async () => {
      const first = await receivedByOwn('Eerste');
      const second = await receivedByOwn('Tweede');
      await world.matrix.as('certifier', { method: 'PUT', url: issueUrl(world.own, second.id), payload: handled });
      const list = (await world.matrix.as('certifier', { method: 'GET', url: receivedUrl('eigen-verzekeraar') })).json() as SchemaIssue[];
      const ids = list.map((issue) => issue.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(list.every((issue) => issue.organization === 'Eigen-Verzekeraar')).toBe(true);
      expect(list.find((issue) => issue.id === second.id)).toMatchObject({ status: 'afgehandeld', reporter: { organization: 'Andere-Verzekeraar' } });
      const dates = list.map((issue) => Date.parse(issue.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });

    it('lists the meldingen sent by users of an organisation', async () => {
      const sent = (await report('validator', newIssueBody(world.other, schemas.other, 'Verzonden door valideerder'))).json() as SchemaIssue;
      const list = (await world.matrix.as('certifier', { method: 'GET', url: reportedUrl(world.own) })).json() as SchemaIssue[];
      expect(list.find((issue) => issue.id === sent.id)).toMatchObject({ organization: 'Andere-Verzekeraar', title: 'Verzonden door valideerder' });
      expect(list.every((issue) => issue.reporter.organization === 'Eigen-Verzekeraar')).toBe(true);
    });

    it("refuses a certifier another organisation's overview with the spec's message", async () => {
      const response = await world.matrix.as('certifier', { method: 'GET', url: receivedUrl(world.other) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Gebruiker is niet gemachtigd voor organisatie: Andere-Verzekeraar' });
    });

    it('refuses a certifier without authorised organisations even its own organisation', async () => {
      const response = await world.matrix.as('otherCertifier', { method: 'GET', url: receivedUrl(world.other) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Gebruiker is niet gemachtigd voor organisatie: Andere-Verzekeraar' });
    });

    it('answers 404 to an administrator and 403 to a certifier for an unknown organisation', async () => {
      const admin = await world.matrix.as('administrator', { method: 'GET', url: reportedUrl('Bestaat-Niet') });
      expect(admin.statusCode).toBe(404);
      expect(admin.json()).toMatchObject({ detail: "Organisatie 'Bestaat-Niet' bestaat niet." });
      const certifier = await world.matrix.as('certifier', { method: 'GET', url: reportedUrl('Bestaat-Niet') });
      expect(certifier.statusCode).toBe(403);
    });

    it('finds a melding under its receiver and its reporter organisation, not under another', async () => {
      const issue = await receivedByOwn();
      expect((await world.matrix.as('otherCertifier', { method: 'GET', url: issueUrl(world.other, issue.id) })).statusCode).toBe(200);
      expect((await world.matrix.as('administrator', { method: 'GET', url: issueUrl('SIVI', issue.id) })).statusCode).toBe(404);
    });

    it('lets a user authorised for the reporting organisation read what a colleague sent', async () => {
      const sent = (await report('validator', newIssueBody(world.other, schemas.other))).json() as SchemaIssue;
      expect((await world.matrix.as('certifier', { method: 'GET', url: issueUrl(world.own, sent.id) })).statusCode).toBe(200);
      // The validator reported it; the other certifier is neither receiver side nor authorised for the reporter.
      expect((await world.matrix.as('validator', { method: 'GET', url: issueUrl(world.own, sent.id) })).statusCode).toBe(200);
      expect((await world.matrix.as('otherCertifier', { method: 'GET', url: issueUrl(world.own, sent.id) })).statusCode).toBe(403);
    });
  });
});
