import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilListening } from '../../test/helpers/server-process.ts';
import { openDatabase } from '../db/open-database.ts';
import { queueMail } from './outbox.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.ts';

// The server process itself (src/server.ts) starts the dispatcher and stops it on SIGTERM.

describe('mail dispatch in the server process', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-mail-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await queueMail(database.db, [{ recipient: 'beheerder@portaal.test', subject: 'Uit de outbox', body: 'Hallo', reason: 'test.mail' }]);
    await database.close();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) =>
    startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', ...env });

  it('without SMTP_URL says once that mail stays in the outbox, and sends nothing', async () => {
    const server = start({});
    await waitUntilListening(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout().match(/Geen SMTP_URL ingesteld/g)).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
  }, 180_000);

  it('with SMTP_URL sends what waits in the outbox and still ends cleanly on SIGTERM', async () => {
    const server = start({ SMTP_URL: smtp.url, MAIL_FROM: 'Portaal <noreply@portaal.test>' });
    await waitUntilListening(server);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received[0]).toMatchObject({ recipients: ['beheerder@portaal.test'], sender: 'noreply@portaal.test', text: 'Hallo' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('E-mail uit de outbox wordt verstuurd');
    expect(server.stdout()).toContain('Afgesloten.');
  }, 180_000);
});
