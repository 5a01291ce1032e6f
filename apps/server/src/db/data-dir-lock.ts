import fs from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two processes on one data directory would corrupt it.
// A lock file holding the owner's pid guards it. Creating it with 'wx' is atomic; a lock whose
// owner no longer runs (a crash) is stale and taken over.

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

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock on a PGlite data directory or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      // Stale (owner gone) or unreadable: remove and try again; 'wx' decides any race.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Kon de vergrendeling van ${dataDir} niet verkrijgen.`);
}
