import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys drive the production build (what `npm start` serves) in Debian's chromium:
// Playwright's own browser download cannot work on the build machines. The server runs on its
// own port with a fresh embedded database, seeded with the demo accounts, so a portal a developer
// has running on 8080 is left alone.
// `npm test` passes a free port (scripts/test.mjs); 8181 when Playwright is run by hand.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `afd-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --enable-source-maps ../apps/server/dist/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEATURE_FLAGS: 'AosOpenApi,JsonSchema202012',
      // A pause after each item a report or Hervalideer checks (ADR 0036): on the small demo data a
      // run would otherwise end before reports.spec.ts can watch its progress or stop it.
      JOB_STEP_DELAY_MS: '2000',
    },
  },
});
