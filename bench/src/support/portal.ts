import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The production build (`npm run build`) started as `npm start` runs it, for the browser
// benchmarks: on a free port, with a data directory of the benchmark's own (embedded PGlite).

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverBundle = path.join(repositoryRoot, 'apps/server/dist/server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether `npm run build` has made the server bundle and the web app. */
export async function isBuilt(): Promise<boolean> {
  const present = (file: string) => access(file).then(() => true, () => false);
  return (await present(serverBundle)) && (await present(path.join(repositoryRoot, 'apps/web/dist/index.html')));
}

/** Starts the built portal on `port` with `dataDir`, and waits until /readyz answers (2 minutes at most). */
export async function startPortal(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  // BENCH_PORTAL_LOG=<file>: the portal's request log (each request's responseTime) written there.
  const log = process.env.BENCH_PORTAL_LOG ? openSync(process.env.BENCH_PORTAL_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, LOG_LEVEL: log === 'ignore' ? 'warn' : 'info', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  // The child holds its own copy of the descriptor.
  if (log !== 'ignore') closeSync(log);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal stopped at start (exit code ${child.exitCode})`);
    const ready = await fetch(`http://localhost:${port}/readyz`).then((response) => response.ok, () => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the portal did not become ready within 2 minutes (is it built? npm run build)');
}

/** Stops the portal and waits until it has gone (it releases its data directory then). */
export async function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await gone;
}
