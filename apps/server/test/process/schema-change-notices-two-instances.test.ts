import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { mailOutbox, organisations, schemaChangeEvents, schemaChangeNotices, schemaDownloads } from '../../src/db/schema/index.ts';
import { recordSchemaChange } from '../../src/shared/schema-change-record.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { startServerProcess, stopServerProcess, waitUntilListening } from '../helpers/server-process.ts';
import { createEmptyTestDatabase } from '../helpers/test-database.ts';
import { insertTestUser } from '../helpers/tokens.ts';

// Notice of change (issue 32, ADR 0069) with two real server processes on one PostgreSQL: each
// runs the fan-out on its own 5-second timer, so both reach for the same changes at nearly the
// same moments. Every organisation that downloaded the schema gets each change once: one notice row
// per (change, organisation) and one mail per wanting user, never two.

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const absent = 'TEST_DATABASE_URL is not set (two instances need one PostgreSQL server)';
  if (process.env.CI === 'true') throw new Error(`The two-instance notice test cannot run: ${absent}, and under CI=true it must.`);
  console.warn(`Two-instance notice test skipped: ${absent}.`);
}

const CHANGES = 12;

describe.skipIf(!postgresUrl)('notices of change with two instances on one PostgreSQL', () => {
  const cleanups = cleanupsAfterEach();

  it('queues each change once per downloading organisation while both instances fan out', async () => {
    const database = await createEmptyTestDatabase('postgres', { migrated: false });
    cleanups.add(() => database.close());
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.pathname = `/${row!.name}`;
    const env = { DATABASE_URL: databaseUrl.toString(), HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: 'http://portaal.test', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', WORKER_THREADS: '1' };
    const start = async () => {
      const server = startServerProcess(env);
      cleanups.add(() => stopServerProcess(server));
      await waitUntilListening(server, 120_000);
      return server;
    };
    // The first migrates; the second finds it done.
    const first = await start();

    const { db } = database;
    const [owner, a, b, c] = await db
      .insert(organisations)
      .values([{ name: 'Eigenaar' }, { name: 'Afnemer-A' }, { name: 'Afnemer-B' }, { name: 'Niet-Afnemer' }])
      .returning({ id: organisations.id });
    if (!owner || !a || !b || !c) throw new Error('organisations not written');
    for (const [organisationId, prefix] of [[a.id, 'a'], [b.id, 'b'], [c.id, 'c']] as const) {
      for (const n of [1, 2]) await insertTestUser(database, { email: `${prefix}${n}@afnemer.example`, role: 'V', actief: true, organisationId });
    }
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await db.insert(schemaDownloads).values(
      [a.id, b.id, a.id].map((downloaderOrganisationId) => ({
        ownerOrganisationId: owner.id,
        schemaName: 'Reis',
        schemaVersion: 1,
        downloadedByEmail: 'iemand@afnemer.example',
        downloaderOrganisationId,
        via: 'register' as const,
        createdAt: longAgo,
      })),
    );
    const second = await start();
    expect(second.child.pid).not.toBe(first.child.pid);

    // Changes arrive while both instances are up and polling.
    for (let n = 1; n <= CHANGES; n += 1) {
      await recordSchemaChange(db, { ownerOrganisationId: owner.id, organisationSchemaId: null, schemaName: 'Reis', version: n, kind: 'certificaat-ingetrokken', reason: 'test' });
    }
    await vi.waitFor(async () => expect(await db.$count(schemaChangeEvents, isNull(schemaChangeEvents.fannedOutAt))).toBe(0), { timeout: 60_000, interval: 500 });
    // One more round of both timers: nothing is added twice afterwards.
    await new Promise((resolve) => setTimeout(resolve, 6_000));

    expect(await db.$count(schemaChangeNotices)).toBe(CHANGES * 2);
    const mails = await db.select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.reason, 'schema-change.certificaat-ingetrokken'));
    expect(mails).toHaveLength(CHANGES * 4);
    expect(new Set(mails.map((mail) => `${mail.recipient} ${mail.subject}`)).size).toBe(CHANGES * 4);
    expect(mails.some((mail) => mail.recipient.startsWith('c'))).toBe(false);
    const workers = [first, second].filter((server) => server.stdout().includes('Berichten over gewijzigde schema'));
    expect(workers.length).toBeGreaterThanOrEqual(1);
  }, 240_000);
});
