import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

// What a test opens (a data directory, a database, a server process) it hands here; after each
// test everything is undone, last opened first.

export interface Cleanups {
  /** Runs `cleanup` after the current test. */
  add(cleanup: () => unknown): void;
  /** A fresh temporary directory, removed after the current test. */
  tempDir(prefix: string): string;
}

/** Cleanups for the tests of the calling describe block (registers its afterEach). */
export function cleanupsAfterEach(): Cleanups {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    add: (cleanup) => void cleanups.push(cleanup),
    tempDir(prefix) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
