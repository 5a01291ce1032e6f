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
    // The files of a worker share one module graph (ADR 0049): importing the app (Fastify, the
    // XSD, JSON Schema and XPath engines) per file was two thirds of the suite's time. Tests hold
    // their state in the app and database each builds; module-level caches are keyed by ids
    // that differ per database (random UUIDs) or by content.
    isolate: false,
  },
});
