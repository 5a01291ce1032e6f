import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cleanupsAfterEach, type Cleanups } from '../helpers/cleanups.ts';
import { startServerProcess } from '../helpers/server-process.ts';

// What starts the portal again when its process dies (ADR 0055). The container's part is tested
// by its files (no Docker engine here) and by running its health check script directly; the
// embedded part (`npm start`) by supervising the real server program and killing it.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = path.resolve(serverDir, '..', '..');
const healthcheckScript = path.join(serverDir, 'healthcheck.mjs');
/** Where the image has the script (Dockerfile: WORKDIR /app). */
const healthcheckInImage = '/app/apps/server/healthcheck.mjs';

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not in time: ${what}`);
};

/** Runs the health check script; resolves with its exit code and what it said. */
function runHealthcheck(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [healthcheckScript], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

/** A plain HTTP server on a free port, answering with `handler`; closed after the test. */
async function stubServer(cleanups: Cleanups, handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.add(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return (server.address() as AddressInfo).port;
}

interface Listening {
  pid: number;
  address: string;
}

/** The supervisor around the real server, with its output and the servers it started so far. */
function startSupervised(cleanups: Cleanups, env: Record<string, string>) {
  const supervisor = startServerProcess({ HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', ...env }, ['test/helpers/supervised-server.mjs']);
  const { child, exited } = supervisor;
  /** Each start of the server that logged it listens, in order. */
  const listening = (): Listening[] =>
    supervisor
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"address"'))
      .map((line) => JSON.parse(line) as Listening);
  cleanups.add(async () => {
    // Whatever the test left running: the servers (their own process group) and the supervisor.
    for (const { pid } of listening()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, listening, stderr: supervisor.stderr };
}

/** A process's /proc/<pid>/stat fields after the command name (state first, then the parent's pid); null when gone. */
const statOf = (pid: number | string): string[] | null => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};
/** Running: there, and not a zombie waiting to be reaped. */
const isRunning = (pid: number) => {
  const state = statOf(pid)?.[0];
  return state !== undefined && state !== 'Z';
};
const childrenOf = (pid: number): number[] =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && statOf(entry)?.[1] === String(pid))
    .map(Number);

describe('the container restarts the portal and checks its health', () => {
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8')) as {
    services: Record<string, { restart?: string; healthcheck?: { test: string[] | string; interval?: string; start_period?: string }; depends_on?: Record<string, { condition: string }> }>;
  };
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

  it('compose.yaml restarts the portal and the database unless stopped, checks the portal with the script, and starts it after a healthy PostgreSQL', () => {
    const { portal, db } = compose.services;
    expect(portal?.restart).toBe('unless-stopped');
    expect(db?.restart).toBe('unless-stopped');
    expect(portal?.healthcheck?.test).toEqual(['CMD', 'node', healthcheckInImage]);
    expect(portal?.healthcheck?.start_period).toBeTruthy();
    expect(db?.healthcheck?.test).toBeTruthy();
    expect(portal?.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('the image has the script where its HEALTHCHECK runs it, in the last stage', () => {
    const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const healthchecks = lastStage.split('\n').filter((line) => line.startsWith('HEALTHCHECK '));
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]).toMatch(new RegExp(`CMD \\["node", "${healthcheckInImage}"\\]$`));
    expect(healthchecks[0]).toMatch(/--timeout=\d+s/);
    expect(lastStage).toMatch(/^WORKDIR \/app$/m);
    expect(lastStage).toContain('COPY --from=build /app/apps/server/healthcheck.mjs ./apps/server/');
    // The build stage copies the whole repository except what .dockerignore leaves out.
    const ignored = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignored.some((pattern) => pattern && 'apps/server/healthcheck.mjs'.startsWith(pattern.replace(/^\*\*\//, '')))).toBe(false);
  });

  const cleanups = cleanupsAfterEach();

  it('the health check script fails on a closed port, on a /healthz that answers 503, and on one that does not answer in time', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = String((closed.address() as AddressInfo).port);
    await new Promise((resolve) => closed.close(resolve));
    const dead = await runHealthcheck({ PORT: closedPort });
    expect(dead.code).toBe(1);
    expect(dead.stderr).toContain('antwoordde niet');

    const failing = await stubServer(cleanups, (request, response) => {
      response.statusCode = request.url === '/healthz' ? 503 : 404;
      response.end();
    });
    expect(await runHealthcheck({ PORT: String(failing) })).toEqual({ code: 1, stderr: expect.stringContaining('antwoordde 503') });

    const silent = await stubServer(cleanups, () => undefined); // takes the request, never answers
    const started = Date.now();
    const hanging = await runHealthcheck({ PORT: String(silent), HEALTHCHECK_TIMEOUT_MS: '300' });
    expect(hanging.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('npm start restarts a server that dies (scripts/supervise.mjs)', () => {
  const cleanups = cleanupsAfterEach();

  it('starts the server again after SIGKILL (its data-directory lock taken over), /healthz answers again, and after SIGINT it stops for good', async () => {
    const dataDir = cleanups.tempDir('afd-restart-');
    const supervised = startSupervised(cleanups, { DATA_DIR: dataDir });
    await until(() => supervised.listening().length === 1, 'first start');
    const [first] = supervised.listening();
    expect(await runHealthcheck({ HEALTHCHECK_URL: `${first!.address}/healthz` })).toMatchObject({ code: 0 });

    process.kill(first!.pid, 'SIGKILL');
    await until(() => supervised.listening().length === 2, 'restart after SIGKILL');
    const [, second] = supervised.listening();
    expect(second!.pid).not.toBe(first!.pid);
    expect(supervised.stderr()).toContain('Het portaal is onverwacht gestopt (signaal SIGKILL); het start opnieuw over 0.2 s.');
    // The restarted server holds the data directory the killed one could not release.
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'))).toMatchObject({ pid: second!.pid });
    const health = await fetch(`${second!.address}/healthz`);
    expect(health.status).toBe(200);
    expect(await runHealthcheck({ HEALTHCHECK_URL: `${second!.address}/healthz` })).toMatchObject({ code: 0 });

    supervised.child.kill('SIGINT');
    expect(await supervised.exited).toBe(0);
    await until(() => !isRunning(second!.pid), 'server stopped');
    // Closed in order: the lock is released, and nothing started a third server.
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(supervised.listening()).toHaveLength(2);
    expect(supervised.stderr().match(/onverwacht gestopt/g)).toHaveLength(1);
  }, 150_000);

  it('ends what a server killed during start-up left behind: its database preparation child does not work on', async () => {
    const supervised = startSupervised(cleanups, { DATA_DIR: cleanups.tempDir('afd-restart-') });
    let server = 0;
    let preparation = 0;
    await until(() => {
      [server = 0] = childrenOf(supervised.child.pid ?? 0);
      preparation = server ? (childrenOf(server).find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--alleen-voorbereiden')) ?? 0) : 0;
      return preparation > 0;
    }, 'the preparation child');
    cleanups.add(() => isRunning(preparation) && process.kill(preparation, 'SIGKILL'));
    process.kill(server, 'SIGKILL');
    // Killed before it ever listened: as a refusal to start, nothing restarts it.
    expect(await supervised.exited).toBe(1);
    await until(() => !isRunning(preparation), 'the preparation child gone', 1_000);
  }, 60_000);

  it('does not restart a server that refuses to start (its configuration), and passes its exit code on', async () => {
    const supervised = startSupervised(cleanups, { DATA_DIR: cleanups.tempDir('afd-restart-'), PORT: 'geen-poort' });
    expect(await supervised.exited).toBe(1);
    expect(supervised.listening()).toHaveLength(0);
    expect(supervised.stderr()).not.toContain('onverwacht gestopt');
  }, 60_000);

  it('gives up after the set number of crashes within the window, exit code 1', async () => {
    const supervised = startSupervised(cleanups, { DATA_DIR: cleanups.tempDir('afd-restart-'), SUPERVISE_MAX_CRASHES: '1' });
    await until(() => supervised.listening().length === 1, 'first start');
    process.kill(supervised.listening()[0]!.pid, 'SIGKILL');
    expect(await supervised.exited).toBe(1);
    expect(supervised.stderr()).toMatch(/Het portaal is 1 keer onverwacht gestopt binnen 10 minuten \(laatst: signaal SIGKILL\); het wordt niet opnieuw gestart\./);
    expect(supervised.listening()).toHaveLength(1);
  }, 90_000);
});
