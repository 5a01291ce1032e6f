import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prepareOnlyArgument } from '../../src/startup/prepare-in-own-process.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { startServerProcess, waitUntilListening } from '../helpers/server-process.ts';

// The server migrates and seeds in a child process of its own, so that it serves from a process
// that never held that one-off work's memory (startup/prepare-in-own-process.ts). What must hold:
// the child has done its work and gone before the server listens, it works only under its
// parent's lock, and a failed preparation stops the start.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pids of a process's children (Linux /proc); null where that cannot be read. */
function childrenOf(pid: number): number[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(/\s+/).map(Number);
  } catch {
    return null;
  }
}

describe('preparing the database in a process of its own', () => {
  const cleanups = cleanupsAfterEach();
  const tempDataDir = () => cleanups.tempDir('afd-prepare-');

  it('migrates and seeds a fresh embedded database in a child that has gone before the server listens', async () => {
    const dataDir = tempDataDir();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'info' });
    cleanups.add(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    const address = await waitUntilListening(server, 120_000);
    // The seed's lines come from another process than the server's own 'bereikbaar' line, and before it.
    const entries = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string });
    const seeded = entries.findIndex((entry) => entry.msg === 'Demo-gegevens toegevoegd.');
    const listening = entries.findIndex((entry) => entry.msg.startsWith('Portaal bereikbaar'));
    expect(seeded).toBeGreaterThan(-1);
    expect(seeded).toBeLessThan(listening);
    expect(entries[listening]?.pid).toBe(server.child.pid);
    expect(entries[seeded]?.pid).not.toBe(server.child.pid);
    const children = childrenOf(server.child.pid ?? 0);
    if (children !== null) expect(children).toEqual([]);
    // The server serves what the child wrote: the demo organisations' published schemas.
    const register = (await (await fetch(`${address}/api/PublishedSchemas`)).json()) as { organisations: unknown[] };
    expect(register.organisations.length).toBeGreaterThan(0);
    // The demo seed certifies its schemas: about 20 s on a quiet machine, more on a busy one.
  }, 180_000);

  it('refuses to prepare a data directory that its parent has not locked, and changes nothing', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', prepareOnlyArgument], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(exitCode).toBe(1);
    expect(output).toContain('niet vergrendeld door het proces dat de voorbereiding startte');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('stops the start with exit code 1 when the preparation fails', async () => {
    const dataDir = tempDataDir();
    // A file where the embedded database's directory must be: PGlite cannot open it.
    fs.writeFileSync(path.join(dataDir, 'pglite'), 'geen database');
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' });
    expect(await server.exited).toBe(1);
    expect(server.stdout()).toContain('Voorbereiden van de database mislukt');
    expect(server.stdout()).not.toContain('Portaal bereikbaar');
    // The server released its lock: the next start is not refused for it.
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 60_000);
});
