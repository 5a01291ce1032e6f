import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Test files (relative to this folder) under `folder`. */
function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

// Files that replace modules (vi.mock) or load them anew (vi.resetModules) need a module graph of
// their own; the rest share one per worker (ADR 0049): jsdom and the app's modules loaded once per
// worker instead of once per file took the suite from 338 s to under 100 s.
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const ownModuleGraph = testFiles('src').filter((file) => replacesModules.test(readFileSync(path.join(root, file), 'utf8')));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Mantine transitions and lazy screens make whole-screen tests slower than unit tests; above the
    // first lookup's bound (src/testing/setup.ts), so a slow first screen fails as not found.
    testTimeout: 30_000,
    css: false,
    // Vitest's default leaves one core idle; on the 2-core build machines that halves the speed
    // of a suite that is mostly jsdom set-up per file.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'], exclude: ownModuleGraph, isolate: false } },
      { extends: true, test: { name: 'web (own modules)', include: ownModuleGraph, isolate: true } },
    ],
  },
});
