import { expect } from 'vitest';
import type { Cleanups } from '../helpers/cleanups.ts';
import { startServerProcess, waitUntilListening, type ServerProcess } from '../helpers/server-process.ts';

// The real server program on an embedded data directory, as `npm start` runs it (demo seed on),
// for the upgrade and backup tests: started, waited for, and stopped as an operator stops it.

/** Starts the portal on `dataDir`; a process the test leaves running is killed after it. */
export async function startPortalOnDataDir(cleanups: Cleanups, dataDir: string): Promise<{ server: ServerProcess; address: string }> {
  const server = startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info', WORKER_THREADS: '1' });
  cleanups.add(async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill('SIGKILL');
    await server.exited;
  });
  return { server, address: await waitUntilListening(server, 120_000) };
}

/** Stops it as `docker compose stop` or Ctrl-C does (SIGTERM): an orderly exit, code 0. */
export async function stopPortal(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}
