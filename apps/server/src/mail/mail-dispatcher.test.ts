import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import mailDispatch from './mail-dispatch-plugin.ts';
import { MailDispatcher, type DispatchLog, type DispatchPolicy } from './mail-dispatcher.ts';
import { queueMail, type OutgoingMail } from './outbox.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.ts';

const from = 'AFD-portaal <noreply@afd-portaal.test>';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const write = (level: string) => (first: object | string, second?: string) => lines.push({ level, message: typeof first === 'string' ? first : (second ?? '') });
  const log: DispatchLog = { info: write('info'), warn: write('warn'), error: write('error') };
  return { log, lines };
}

const mail = (recipient: string, subject: string, body = 'Beste beheerder,\n\nEen regel met een é en een lange zin die de zesenzeventig tekens van een mailregel ruim overschrijdt.'): OutgoingMail => ({
  recipient,
  subject,
  body,
  reason: 'test.mail',
});

describe.each(testEngines)('mail dispatch on %s', (engine) => {
  let database: Database;
  let smtp: TestSmtpServer;
  const dispatchers: MailDispatcher[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtpServer({ refuse: ['onbekend@ontvanger.test'] });
  });
  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
    await database.db.delete(mailOutbox);
    smtp.received.splice(0);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const dispatcher = (smtpUrl: string | null, policy: Partial<DispatchPolicy> = {}) => {
    const recorded = recordingLog();
    const created = new MailDispatcher({ database, mail: { smtpUrl, from }, log: recorded.log, policy });
    dispatchers.push(created);
    return { dispatcher: created, lines: recorded.lines };
  };
  const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.recipient));

  it('sends every due row over SMTP, marks it sent and does not send it again', async () => {
    await queueMail(database.db, [mail('beheerder@portaal.test', 'Aanvraag handmatige certificering: Schema é'), mail('tweede@portaal.test', 'Tweede')]);
    const { dispatcher: sending } = dispatcher(smtp.url);

    expect(await sending.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await sending.runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(2);
    const first = smtp.received.find((received) => received.recipients.includes('beheerder@portaal.test'));
    expect(first?.recipients).toEqual(['beheerder@portaal.test']);
    expect(first?.sender).toBe('noreply@afd-portaal.test');
    expect(first?.headers.to).toBe('beheerder@portaal.test');
    expect(first?.headers.from).toBe('"AFD-portaal" <noreply@afd-portaal.test>');
    expect(first?.headers.subject).toBe('Aanvraag handmatige certificering: Schema é');
    expect(first?.text).toBe(mail('', '').body);
    for (const row of await rows()) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 1, lastError: null });
    }
  });

  it('counts a refused mail as an attempt with its error, retries after the backoff and gives up after the last attempt, keeping the row', async () => {
    await queueMail(database.db, [mail('onbekend@ontvanger.test', 'Geweigerd')]);
    const { dispatcher: waiting } = dispatcher(smtp.url, { maxAttempts: 2, retryBaseSeconds: 3600 });
    expect(await waiting.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toMatch(/550/);
    expect(failed?.lastError).toMatch(/Mailbox onbekend/);
    // Not due again within the backoff.
    expect(await waiting.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await rows())[0]?.attempts).toBe(1);

    const { dispatcher: retrying, lines } = dispatcher(smtp.url, { maxAttempts: 2, retryBaseSeconds: 0 });
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(lines.some((line) => line.level === 'error' && /na 2 pogingen/.test(line.message))).toBe(true);
    expect(await retrying.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await rows()).toEqual([expect.objectContaining({ recipient: 'onbekend@ontvanger.test', sentAt: null, attempts: 2 })]);
    expect(smtp.received).toHaveLength(0);
  });

  it('stops a run at the first failure, so a server that is down costs one attempt, not one per row', async () => {
    await queueMail(database.db, [mail('a@portaal.test', 'A'), mail('b@portaal.test', 'B')]);
    const closed = await startTestSmtpServer();
    await closed.close();
    const { dispatcher: unreachable } = dispatcher(closed.url);
    expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 1 });
    const after = await rows();
    expect(after.map((row) => row.attempts).sort()).toEqual([0, 1]);
    expect(after.find((row) => row.attempts === 1)?.lastError).toMatch(/ECONNREFUSED/);
    expect(after.every((row) => row.sentAt === null)).toBe(true);
  });

  it('without SMTP sends nothing, leaves the rows unsent and says so once at start', async () => {
    await queueMail(database.db, [mail('beheerder@portaal.test', 'Blijft staan')]);
    const { dispatcher: silent, lines } = dispatcher(null);
    expect(silent.enabled).toBe(false);
    silent.start();
    expect(await silent.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(lines).toEqual([{ level: 'info', message: expect.stringMatching(/Geen SMTP_URL ingesteld/) }]);
    expect(await rows()).toEqual([expect.objectContaining({ sentAt: null, attempts: 0, lastError: null })]);
  });

  // Several instances share one PostgreSQL; PGlite belongs to one process (data-dir lock), so the
  // case does not exist there and is not written for it.
  if (engine === 'postgres')
    it('three instances dispatching at once send each row exactly once', async () => {
      const recipients = Array.from({ length: 12 }, (_, index) => `ontvanger-${index}@portaal.test`);
      await queueMail(database.db, recipients.map((recipient) => mail(recipient, `Voor ${recipient}`)));
      // Each dispatcher's transactions take their own connection, as separate processes would.
      const runs = await Promise.all([dispatcher(smtp.url).dispatcher.runOnce(), dispatcher(smtp.url).dispatcher.runOnce(), dispatcher(smtp.url).dispatcher.runOnce()]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
      expect(smtp.received.flatMap((received) => received.recipients).sort()).toEqual([...recipients].sort());
      expect((await rows()).every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
    });

  it('runs with the app: started when it is ready, stopped when it closes', async () => {
    await queueMail(database.db, [mail('beheerder@portaal.test', 'Met de app')]);
    const testApp = await buildTestApp({
      engine,
      database,
      env: { SMTP_URL: smtp.url, MAIL_FROM: from },
      beforeReady: (app) => app.register(mailDispatch, { config: { mail: { smtpUrl: smtp.url, from } }, database }),
    });
    try {
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
      await expect.poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Met de app')))[0]?.sentAt).toBeInstanceOf(Date);
    } finally {
      await testApp.close();
    }
  });
});
