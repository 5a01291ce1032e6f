import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully } from '../../src/http/graceful-shutdown.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { startServerProcess, waitUntilListening } from '../helpers/server-process.ts';
import { createTestDatabase, testEngines } from '../helpers/test-database.ts';

const silentLog = pino({ level: 'silent' });

/** A request the test holds open until it calls `finish()`. */
function heldRequest() {
  let entered!: () => void;
  let finish!: () => void;
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (finish = resolve));
  return { handlerEntered, released, entered: () => entered(), finish: () => finish() };
}

describe.each(testEngines)('graceful shutdown on %s', (engine) => {
  it('lets a request in flight finish, then refuses connections and closes the database', async () => {
    const held = heldRequest();
    const database = await createTestDatabase(engine);
    const testApp = await buildTestApp({
      engine,
      database,
      beforeReady: (app) => {
        app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
          held.entered();
          await held.released;
          return { done: true };
        });
      },
    });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`);
    await held.handlerEntered;
    const closing = closeGracefully({ app: testApp.app, database, log: silentLog, timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    held.finish();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    const finishedAt = Date.now();
    expect(await closing).toBe(0);
    // Not held open by the finished request's idle keep-alive connection until the timeout.
    expect(Date.now() - finishedAt).toBeLessThan(2_000);
    await expect(database.ping()).rejects.toThrow();
  });

  it('cuts a request that outlives the timeout', async () => {
    const held = heldRequest();
    const database = await createTestDatabase(engine);
    const testApp = await buildTestApp({
      engine,
      database,
      beforeReady: (app) => {
        app.get('/api/test/hangs', { config: { access: 'public' } }, async () => {
          held.entered();
          await held.released;
          return { done: true };
        });
      },
    });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });

    // Settled into a value at once: the connection is cut while closeGracefully runs, before
    // anything awaits the request, and a bare rejection then would go unhandled.
    const inFlight = fetch(`${address}/api/test/hangs`).then(
      () => 'answered' as const,
      () => 'cut' as const,
    );
    await held.handlerEntered;
    const started = Date.now();
    expect(await closeGracefully({ app: testApp.app, database, log: silentLog, timeoutMs: 300 })).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut');
    held.finish();
  });
});

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-data-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends on SIGTERM with exit code 0 and releases the data-directory lock', async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    });
    const address = await waitUntilListening(server);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
    const health = await fetch(`${address}/healthz`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('Afgesloten.');
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 180_000);
});
