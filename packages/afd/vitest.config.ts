import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The files of a worker share one module graph (ADR 0049): the domain keeps no state between
    // calls that a test could leave behind, only caches keyed by content (parsed schemas, compiled
    // validators), and loading the engines once per worker instead of once per file halves the run.
    isolate: false,
    // Vitest's default leaves one of the build machine's two cores idle.
    maxWorkers: 2,
  },
});
