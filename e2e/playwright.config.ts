import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs } from './support/chromium-args.ts';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

// The journeys drive the production build (what `npm start` serves) in Debian's chromium:
// Playwright's own browser download cannot work on the build machines. Two servers run, each on
// its own port with its own fresh embedded database seeded with the demo accounts, so a portal a
// developer has running on 8080 is left alone. The spec files are split over them (two projects,
// one worker each): files of one project run one after another, as they always did, and never
// share a database with the other project's, so the two halves run side by side without meeting.
// `npm test` passes free ports (scripts/test.mjs); 8181 and 8182 when Playwright is run by hand.
const portA = Number(process.env.E2E_PORT ?? 8181);
const portB = Number(process.env.E2E_PORT_B ?? portA + 1);
const urlOf = (port: number) => `http://localhost:${port}`;

/** The certification, register, meldingen and administration journeys; the authoring ones (and any new file) run on the other server. */
const certificationAndAdministration = [
  'accessibility.spec.ts',
  'administration.spec.ts',
  'certification-journey.spec.ts',
  'counterexample.spec.ts',
  'idle-dialog.spec.ts',
  'keyboard-walks.spec.ts',
  'long-names-layout.spec.ts',
  // Publishes the AFD 2.0 demo definition Autoschade Online, which baseline-impact.spec.ts (the
  // other project) leaves on an older baseline library: there the publication is refused.
  'published-openapi-download.spec.ts',
  'register-and-meldingen.spec.ts',
  'sign-in-and-menus.spec.ts',
].map((file) => `**/${file}`);

function server(port: number): WebServer {
  return {
    command: `node --enable-source-maps ../apps/server/dist/server.js`,
    url: `${urlOf(port)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: urlOf(port),
      DATA_DIR: path.join(os.tmpdir(), `afd-e2e-${process.pid}-${port}`),
      LOG_LEVEL: 'warn',
      // Named, not left to the demo default, so a journey's flags do not move with it; a server for
      // a journey that needs them off would pass FEATURE_FLAGS: '' (empty switches all off).
      FEATURE_FLAGS: 'AosOpenApi,JsonSchema202012',
      // A pause after each item a report or Hervalideer checks (ADR 0036): on the small demo data a
      // run would otherwise end before reports.spec.ts can watch its progress or stop it.
      JOB_STEP_DELAY_MS: '2000',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'certificatie-en-beheer', testMatch: certificationAndAdministration, workers: 1, use: { baseURL: urlOf(portA) } },
    { name: 'samenstellen', testIgnore: certificationAndAdministration, workers: 1, use: { baseURL: urlOf(portB) } },
  ],
  webServer: [server(portA), server(portB)],
});
