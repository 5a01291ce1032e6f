import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { DataDirLockedError, ownerIsAlive, processStartTime } from '../../src/db/data-dir-lock.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { cleanupsAfterEach } from '../helpers/cleanups.ts';
import { startServerProcess } from '../helpers/server-process.ts';

// PGlite is single-process: these tests use a PGlite data directory on disk, whatever
// TEST_DATABASE_URL says, because the lock exists only for that engine.

const lockedMessage = /De database in .+ is al in gebruik door een ander proces \(pid \d+\)\./;

// Telling a reused pid from its first owner needs /proc (Linux). The build machines and CI are Linux:
// there a missing /proc is a broken assumption, not a reason to pass.
const procPresent = fs.existsSync(`/proc/${process.pid}/stat`);
if (process.platform === 'linux' && !procPresent) throw new Error('/proc is missing on Linux: the lock cannot tell a reused pid from its owner.');

function lockOwnerOnDisk(dataDir: string): { pid: number; startTime: string | null; instance: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8'));
}

describe('the PGlite data-directory lock', () => {
  const cleanups = cleanupsAfterEach();
  const tempDataDir = () => cleanups.tempDir('afd-data-');
  async function open(dataDir: string): Promise<Database> {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    cleanups.add(() => database.close());
    return database;
  }

  it('refuses a second opening of the same data directory with a Dutch message', async () => {
    const dataDir = tempDataDir();
    await open(dataDir);
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(lockedMessage);
  });

  it('refuses a second server process on the same data directory: exit code 1 and the message', async () => {
    const dataDir = tempDataDir();
    await open(dataDir);
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' });
    // Should it start after all (the lock released when a timed-out test cleans up), stop it.
    cleanups.add(() => void server.child.kill('SIGKILL'));
    const exitCode = await server.exited;
    expect(exitCode).toBe(1);
    expect(server.stderr()).toMatch(lockedMessage);
    expect(server.stderr()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const dataDir = tempDataDir();
    const finished = spawnSync(process.execPath, ['-e', '']);
    expect(finished.pid).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), String(finished.pid));
    const database = await open(dataDir);
    await database.ping();
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock naming its own pid from an earlier start, as pid 1 in a container does after a crash', async () => {
    const dataDir = tempDataDir();
    const earlierIncarnation = { pid: process.pid, startTime: processStartTime(process.pid), instance: 'een-eerdere-start' };
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), JSON.stringify(earlierIncarnation));
    const database = await open(dataDir);
    await database.ping();
    // The lock now names this start, not the earlier one: a later start with the same pid can tell them apart.
    const owner = lockOwnerOnDisk(dataDir);
    expect(owner.pid).toBe(process.pid);
    expect(owner.instance).not.toBe('een-eerdere-start');
    expect(owner.startTime).toBe(processStartTime(process.pid));
  });

  it.skipIf(!procPresent)('takes over a lock whose pid now belongs to another, later started process (needs /proc)', async () => {
    const dataDir = tempDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    cleanups.add(() => void other.kill());
    const pid = other.pid as number;
    const startTime = processStartTime(pid);
    expect(startTime).not.toBeNull();
    expect(ownerIsAlive({ pid, startTime, instance: 'x' })).toBe(true);
    // The same pid with an earlier start time is a different (gone) process that held the lock.
    expect(ownerIsAlive({ pid, startTime: String(Number(startTime) - 1), instance: 'x' })).toBe(false);
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), JSON.stringify({ pid, startTime: String(Number(startTime) - 1), instance: 'x' }));
    const database = await open(dataDir);
    await database.ping();
    expect(lockOwnerOnDisk(dataDir).pid).toBe(process.pid);
  });

  it.skipIf(!procPresent)('refuses while the process the lock names still runs as itself (needs /proc)', async () => {
    const dataDir = tempDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    cleanups.add(() => void other.kill());
    const pid = other.pid as number;
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), JSON.stringify({ pid, startTime: processStartTime(pid), instance: 'x' }));
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    expect(lockOwnerOnDisk(dataDir).pid).toBe(pid);
  });

  it('releases the lock when the database closes', async () => {
    const dataDir = tempDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    await open(dataDir);
  });
});
