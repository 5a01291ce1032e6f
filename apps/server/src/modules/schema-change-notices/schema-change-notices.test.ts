import type { NotificationSettings } from '@afd/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { createTestDatabase, testEngines } from '../../../test/helpers/test-database.ts';
import { bearer, createTokenIssuer, insertTestUser } from '../../../test/helpers/tokens.ts';
import type { Database } from '../../db/client.ts';
import { openDatabase } from '../../db/open-database.ts';
import { mailOutbox, organisations, schemaChangeEvents, schemaChangeNotices, schemaDownloads } from '../../db/schema/index.ts';
import { certificateReasons, revokeCertificate } from '../../shared/certification/certificate-record.ts';
import { certifyValidCorpusSchema, startCertificationTestApp, type CertificationFixture } from '../../shared/testing/certification.fixture.ts';
import { postgresUrlOf } from '../../../test/helpers/overlapping-calls.ts';
import { recordSchemaChange } from '../../shared/schema-change-record.ts';
import schemaChangeFanOut from './schema-change-fan-out-plugin.ts';
import { fanOutSchemaChanges } from './schema-change-fan-out.ts';

// Notice of change (issue 32): a change to a published schema is recorded in its own transaction;
// the fan-out mails each organisation that downloaded the schema once, to its active users who did
// not turn it off, also when it runs twice or on two instances at once; the register's feed lists
// the changes of one owner, never an unpublished schema.

const publicUrl = 'http://localhost:8080';
const owner = 'Eigen-Verzekeraar';
const downloader = 'Andere-Verzekeraar';

describe.each(testEngines)('notice of change on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;
  let database: Database;
  let thirdOrganisationId: string;
  let optedOutHeaders: Record<string, string>;

  const fanOut = () => fanOutSchemaChanges(database.db, { publicUrl });
  const mailsWhere = (reason: string) =>
    database.db.select().from(mailOutbox).where(like(mailOutbox.reason, reason)).orderBy(mailOutbox.recipient);
  const changeMails = () => mailsWhere('schema-change.%');
  const schemaIdOf = async (name: string) => {
    const [row] = await database.db.execute(sql`select id from organisation_schemas where name = ${name}`).then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    if (!row) throw new Error(`no schema ${name}`);
    return row.id;
  };
  /** A download of the schema by an organisation, logged as the register does. */
  const downloadBy = async (organisationId: string, name: string, version = 1) => {
    await database.db.insert(schemaDownloads).values({
      organisationSchemaId: await schemaIdOf(name),
      ownerOrganisationId: matrix.ownOrganisation.id,
      schemaName: name,
      schemaVersion: version,
      downloadedByEmail: 'iemand@andere.example',
      downloaderOrganisationId: organisationId,
      via: 'register',
    });
  };
  const certify = (name: string, options: { overwrite?: boolean; publish?: boolean } = {}) =>
    certifyValidCorpusSchema(matrix, fixture, name, { publish: true, ...options });

  beforeAll(async () => {
    ({ testApp, matrix, fixture } = await startCertificationTestApp(engine));
    database = testApp.database;
    const [third] = await database.db.insert(organisations).values({ name: 'Derde-Verzekeraar' }).returning({ id: organisations.id });
    if (!third) throw new Error('organisation not written');
    thirdOrganisationId = third.id;
    const other = matrix.otherOrganisation.id;
    // The downloading organisation: the matrix's otherCertifier, one more active user, one inactive
    // and one who will turn the notice off; the third organisation's user never downloaded.
    await insertTestUser(database, { email: 'tweede@andere.example', role: 'V', actief: true, organisationId: other });
    await insertTestUser(database, { email: 'inactief@andere.example', role: 'V', actief: false, koatActief: false, organisationId: other });
    const optedOut = await insertTestUser(database, { email: 'uit@andere.example', role: 'V', actief: true, organisationId: other });
    await insertTestUser(database, { email: 'derde@derde.example', role: 'C', actief: true, organisationId: third.id });
    optedOutHeaders = bearer(await (await createTokenIssuer(testApp)).valid(optedOut.subject));
  });
  afterAll(() => testApp.close());

  it('offers the notice per owner organisation in the settings, on by default, and turns it off', async () => {
    await certify('Polis');
    await downloadBy(matrix.otherOrganisation.id, 'Polis');
    const read = await testApp.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: optedOutHeaders });
    expect(read.statusCode).toBe(200);
    expect((read.json() as NotificationSettings).schemaChangeNotices).toEqual([{ organisation: owner, enabled: true }]);

    const body = { notifyOnAfdDefinitionsChange: false, notifyOnAfdDefinitionsMeldingen: false, schemaChangeNotices: [{ organisation: owner.toUpperCase(), enabled: false }] };
    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/users/me/settings', headers: optedOutHeaders, payload: body });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as NotificationSettings).schemaChangeNotices).toEqual([{ organisation: owner, enabled: false }]);

    const unknown = await testApp.app.inject({ method: 'PUT', url: '/api/users/me/settings', headers: optedOutHeaders, payload: { ...body, schemaChangeNotices: [{ organisation: 'Bestaat-Niet', enabled: false }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe("Er is geen organisatie met de naam 'Bestaat-Niet'.");
    // A PUT without the list (an older client) leaves the choices as they are.
    const flagsOnly = await testApp.app.inject({ method: 'PUT', url: '/api/users/me/settings', headers: optedOutHeaders, payload: { notifyOnAfdDefinitionsChange: true, notifyOnAfdDefinitionsMeldingen: false } });
    expect((flagsOnly.json() as NotificationSettings).schemaChangeNotices).toEqual([{ organisation: owner, enabled: false }]);
  });

  it('mails a new version once to each active user of the downloading organisation who wants it', async () => {
    await certify('Polis', { overwrite: true });
    const [event] = await database.db.select().from(schemaChangeEvents).where(eq(schemaChangeEvents.schemaName, 'Polis'));
    expect(event).toMatchObject({ kind: 'nieuwe-versie', version: 2, previousVersion: 1, fannedOutAt: null });

    expect(await fanOut()).toEqual({ events: 1, notices: 1, mails: 2 });
    const mails = await changeMails();
    // Not the inactive user, not the one who turned it off, not the third organisation, not the owner's own users.
    expect(mails.map((mail) => mail.recipient)).toEqual(['othercertifier@matrix.example', 'tweede@andere.example']);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Nieuwe versie 2 van schema Polis (${owner})`);
    expect(mail?.reason).toBe('schema-change.nieuwe-versie');
    expect(mail?.body).toContain(`Het schema Polis van ${owner} is gewijzigd. ${downloader} heeft dit schema eerder uit het register gedownload.`);
    expect(mail?.body).toContain(`${owner} heeft versie 2 van het schema gepubliceerd; de vorige versie was 1.`);
    // The same file twice: the version history decided both directions compatible (ADR 0070).
    expect(mail?.body).toContain('Compatibiliteit: compatibel met vorige versie');
    expect(mail?.body).toContain('- Berichten van versie 2 worden door versie 1 geaccepteerd: ja');
    expect(mail?.body).toContain(`Bekijk het register: ${publicUrl}/published-schema-overview`);
    expect(mail?.body).toContain(`${publicUrl}/api/PublishedSchemas/feed/${owner}`);
    expect(mail?.body).toContain(`${publicUrl}/usersettings`);
  });

  it('queues nothing more when the fan-out runs again, nor when an event is fanned out a second time', async () => {
    expect(await fanOut()).toEqual({ events: 0, notices: 0, mails: 0 });
    // As if another instance had missed that the event was done: the (event, organisation) key holds.
    await database.db.update(schemaChangeEvents).set({ fannedOutAt: null });
    expect(await fanOut()).toMatchObject({ notices: 0, mails: 0 });
    expect(await changeMails()).toHaveLength(2);
    expect(await database.db.$count(schemaChangeNotices)).toBe(1);
  });

  it('shows the notices in the administrators’ mail outbox', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: '/api/MailOutbox' });
    const rows = (response.json() as { subject: string; reason: string }[]).filter((row) => row.reason.startsWith('schema-change.'));
    expect(rows.map((row) => row.subject)).toEqual([`Nieuwe versie 2 van schema Polis (${owner})`, `Nieuwe versie 2 van schema Polis (${owner})`]);
  });

  it('records nothing for a schema that was never published, and mails nobody who did not download', async () => {
    await certify('Geheim', { publish: false });
    await certify('Geheim', { publish: false, overwrite: true });
    await certify('Stil');
    await downloadBy(thirdOrganisationId, 'Polis');
    await certify('Stil', { overwrite: true });
    expect(await database.db.$count(schemaChangeEvents, eq(schemaChangeEvents.schemaName, 'Geheim'))).toBe(0);
    // 'Stil' got a new version but nobody downloaded it: an event, no notice.
    expect(await fanOut()).toEqual({ events: 1, notices: 0, mails: 0 });
    const deleted = await matrix.as('certifier', { method: 'DELETE', url: `/api/OrganisationSchemas/${owner}/Geheim` });
    expect(deleted.statusCode).toBe(204);
    expect(await database.db.$count(schemaChangeEvents, eq(schemaChangeEvents.schemaName, 'Geheim'))).toBe(0);
  });

  it('mails a withdrawal and a revoked certificate, and a deletion found by owner and name', async () => {
    const unpublished = await matrix.as('certifier', { method: 'PUT', url: `/api/OrganisationSchemas/${owner}/Polis?publish=false&download=false` });
    expect(unpublished.statusCode).toBeLessThan(300);
    // Published again: no change to tell; its certificate revoked (a failed revalidation): a change.
    await matrix.as('certifier', { method: 'PUT', url: `/api/OrganisationSchemas/${owner}/Polis?publish=true&download=true` });
    await revokeCertificate(database.db, await schemaIdOf('Polis'), certificateReasons.revalidationFailed, new Date());
    await certify('Weg');
    await downloadBy(matrix.otherOrganisation.id, 'Weg');
    expect((await matrix.as('certifier', { method: 'DELETE', url: `/api/OrganisationSchemas/${owner}/Weg` })).statusCode).toBe(204);

    const run = await fanOut();
    expect(run).toMatchObject({ events: 3, notices: 5 });
    const subjects = (await mailsWhere('schema-change.%')).filter((mail) => mail.recipient === 'othercertifier@matrix.example').map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [
        `Nieuwe versie 2 van schema Polis (${owner})`,
        `Schema Polis versie 2 (${owner}) is ingetrokken`,
        `Certificaat van schema Polis versie 2 (${owner}) is ingetrokken`,
        `Schema Weg versie 1 (${owner}) is ingetrokken`,
      ].sort(),
    );
    const [revoked] = await mailsWhere('schema-change.certificaat-ingetrokken');
    expect(revoked?.body).toContain(`Reden: ${certificateReasons.revalidationFailed}`);
    // The third organisation downloaded Polis before these changes: it is told of them too, once each.
    expect((await mailsWhere('schema-change.%')).filter((mail) => mail.recipient === 'derde@derde.example')).toHaveLength(2);
  });

  it('tells the user who turned it back on', async () => {
    const body = { notifyOnAfdDefinitionsChange: true, notifyOnAfdDefinitionsMeldingen: false, schemaChangeNotices: [{ organisation: owner, enabled: true }] };
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/users/me/settings', headers: optedOutHeaders, payload: body })).statusCode).toBe(200);
    await certify('Polis', { overwrite: true });
    await fanOut();
    const toHer = (await mailsWhere('schema-change.nieuwe-versie')).filter((mail) => mail.recipient === 'uit@andere.example');
    expect(toHer.map((mail) => mail.subject)).toEqual([`Nieuwe versie 3 van schema Polis (${owner})`]);
  });

  it('offers the changes of an owner as a public JSON Feed with an entity tag, without unpublished schemas', async () => {
    const url = `/api/PublishedSchemas/feed/${owner}`;
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = response.json();
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: `Wijzigingen in schema's van ${owner}`,
      home_page_url: `${publicUrl}/published-schema-overview`,
      feed_url: `${publicUrl}/api/PublishedSchemas/feed/${owner}`,
      language: 'nl',
    });
    const items = feed.items as { id: string; title: string; date_published: string; _afd: Record<string, unknown> }[];
    expect(items.map((item) => `${item._afd.kind} ${String(item._afd.schema)} ${String(item._afd.version)}`)).toEqual([
      'nieuwe-versie Polis 3',
      'ingetrokken Weg 1',
      'certificaat-ingetrokken Polis 2',
      'ingetrokken Polis 2',
      'nieuwe-versie Stil 2',
      'nieuwe-versie Polis 2',
    ]);
    expect(items[0]).toMatchObject({ id: expect.stringMatching(/^urn:uuid:/), title: `Nieuwe versie 3 van schema Polis (${owner})`, _afd: { organisation: owner, previousVersion: 2 } });
    expect(items[2]?._afd.reason).toBe(certificateReasons.revalidationFailed);
    expect(items[5]?._afd.compatibility).toMatchObject({ summary: 'compatibel met vorige versie', comparedWith: 1, newAcceptedByOld: { verdict: 'compatibel' }, breaks: [] });
    expect(items[1]?._afd.compatibility).toBeNull();
    expect(response.body).not.toContain('Geheim');

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const empty = await testApp.app.inject({ method: 'GET', url: `/api/PublishedSchemas/feed/${downloader}` });
    expect(empty.json().items).toEqual([]);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/PublishedSchemas/feed/Bestaat-Niet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("Er is geen organisatie met de naam 'Bestaat-Niet'.");
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = document.paths['/api/PublishedSchemas/feed/{organisation}'];
    expect(path?.get?.responses?.['200']?.content?.['application/feed+json']).toBeDefined();
  });

  it.runIf(engine === 'postgres')('mails once when two instances fan out at the same moment', async () => {
    const second = await openDatabase({ kind: 'postgres', url: postgresUrlOf(database) });
    try {
      for (let round = 0; round < 3; round += 1) await certify('Polis', { overwrite: true });
      const before = (await changeMails()).length;
      const runs = await Promise.all([fanOutSchemaChanges(database.db, { publicUrl }), fanOutSchemaChanges(second.db, { publicUrl })]);
      expect(runs.reduce((sum, run) => sum + run.events, 0)).toBe(3);
      // Three versions, each to the two organisations that downloaded Polis: 3 active wanting users there, 1 in the third.
      expect((await changeMails()).length - before).toBe(3 * 4);
      const perNotice = await database.db
        .select({ eventId: schemaChangeNotices.eventId, n: sql<number>`count(*)::int` })
        .from(schemaChangeNotices)
        .groupBy(schemaChangeNotices.eventId, schemaChangeNotices.organisationId);
      expect(perNotice.every((row) => row.n === 1)).toBe(true);
      // Both again, with every event made pending: the key keeps every notice single.
      await database.db.update(schemaChangeEvents).set({ fannedOutAt: null }).where(and(eq(schemaChangeEvents.schemaName, 'Polis')));
      const count = (await changeMails()).length;
      await Promise.all([fanOutSchemaChanges(database.db, { publicUrl }), fanOutSchemaChanges(second.db, { publicUrl })]);
      expect((await changeMails()).length).toBe(count);
    } finally {
      await second.close();
    }
  });
});

describe('the fan-out timer', () => {
  it('queues the notices of a recorded change by itself once the server is ready', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const [owning, downloading] = await database.db.insert(organisations).values([{ name: 'Eigenaar' }, { name: 'Afnemer' }]).returning({ id: organisations.id });
      if (!owning || !downloading) throw new Error('organisations not written');
      await insertTestUser(database, { email: 'afnemer@afnemer.example', role: 'V', actief: true, organisationId: downloading.id });
      await database.db.insert(schemaDownloads).values({
        ownerOrganisationId: owning.id,
        schemaName: 'Reis',
        schemaVersion: 1,
        downloadedByEmail: 'afnemer@afnemer.example',
        downloaderOrganisationId: downloading.id,
        via: 'register',
        createdAt: new Date(Date.now() - 60_000),
      });
      await recordSchemaChange(database.db, { ownerOrganisationId: owning.id, organisationSchemaId: null, schemaName: 'Reis', version: 1, kind: 'ingetrokken' });
      const testApp = await buildTestApp({ engine: 'pglite', database, beforeReady: (app) => app.register(schemaChangeFanOut, { database, publicUrl, intervalMs: 50 }) });
      try {
        await vi.waitFor(async () => expect(await database.db.$count(mailOutbox)).toBe(1), { timeout: 5_000 });
        const [mail] = await database.db.select().from(mailOutbox);
        expect(mail).toMatchObject({ recipient: 'afnemer@afnemer.example', subject: 'Schema Reis versie 1 (Eigenaar) is ingetrokken', reason: 'schema-change.ingetrokken' });
      } finally {
        await testApp.close();
      }
    } finally {
      await database.close();
    }
  });
});
