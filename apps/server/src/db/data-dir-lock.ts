import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two processes on one data directory would corrupt it.
// A lock file naming its owner guards it. Creating it with 'wx' is atomic; a lock whose owner no
// longer runs (a crash) is stale and taken over.
//
// A pid alone does not name a process: in a container the server is pid 1 at every start, so
// after a crash the old lock names our own pid, and any other pid may have been reused. The lock
// therefore also holds this process's instance id and (on Linux) the owner's start time; a lock
// with our pid but another instance, or a pid whose process started at another time, is stale.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `De database in ${dataDir} is al in gebruik door een ander proces (pid ${ownerPid}). ` +
        'Stop dat proces eerst, of gebruik een andere DATA_DIR of een PostgreSQL-server via DATABASE_URL.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who wrote a lock file. Older lock files hold only the pid. */
export interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux /proc), when known. */
  startTime: string | null;
  /** A random id of the owning process, so a restarted process with the same pid is told apart. */
  instance: string | null;
}

/** This process, as lock files name it. */
const thisInstance = randomUUID();

/** A process's start time (field 22 of /proc/<pid>/stat), or null where /proc does not exist. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function parseOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null, instance: null };
  try {
    const parsed = JSON.parse(trimmed) as Partial<Record<keyof LockOwner, unknown>>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid as number) <= 0) return null;
    return {
      pid: parsed.pid as number,
      startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null,
      instance: typeof parsed.instance === 'string' ? parsed.instance : null,
    };
  } catch {
    return null;
  }
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    return parseOwner(fs.readFileSync(lockFile, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether the process a lock names still runs: the same pid, and the same process behind it. */
export function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return owner.instance === thisInstance;
  if (!isRunning(owner.pid)) return false;
  const startTime = owner.startTime === null ? null : processStartTime(owner.pid);
  return startTime === null || startTime === owner.startTime;
}

function ownLockText(): string {
  return JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid), instance: thisInstance });
}

/** Takes the lock on a PGlite data directory or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, ownLockText(), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockFile)?.instance === thisInstance) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && ownerIsAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      // Stale (owner gone, or an earlier process with our pid) or unreadable: remove and try
      // again; 'wx' decides any race.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Kon de vergrendeling van ${dataDir} niet verkrijgen.`);
}

/**
 * For a child process that prepares the database for its parent (startup/prepare-in-own-process.ts):
 * the parent's lock, which the child uses but does not release. Anything else holding the
 * directory (or nothing) is refused, so the preparation never runs beside a serving portal.
 */
export function parentsDataDirLock(dataDir: string): DataDirLock {
  const owner = readOwner(path.join(dataDir, 'portal.lock'));
  if (owner === null || owner.pid !== process.ppid) {
    throw new Error(`De database in ${dataDir} is niet vergrendeld door het proces dat de voorbereiding startte.`);
  }
  return { release: () => undefined };
}
