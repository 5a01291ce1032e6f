import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database per engine; each test database is a copy of it.
    globalSetup: ['test/helpers/database-templates.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-heavy; two workers fit the 2-core build machines.
    maxWorkers: 2,
  },
});
