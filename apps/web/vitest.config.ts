import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Mantine transitions and lazy screens make whole-screen tests slower than unit tests.
    testTimeout: 15_000,
    css: false,
    // Vitest's default leaves one core idle; on the 2-core build machines that halves the speed
    // of a suite that is mostly jsdom set-up per file.
    maxWorkers: 2,
  },
});
