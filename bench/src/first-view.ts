import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { reportGoal } from './support/goals.ts';
import { freePort, repositoryRoot as root, startPortal, stopPortal } from './support/portal.ts';
import { ms, ratio } from './support/timing.ts';
import { chromiumArgs } from '../../e2e/support/chromium-args.ts';

// How fast is the register's first usable view for a new visitor (issue 16: goal ≤ 1 s cold on
// this machine, its JS ≤ 250 KB gzip)? Starts the production build (`npm run build` first) on a
// free port with a fresh embedded database, then opens the register in Chromium with an empty
// cache, run after run, until the organisations column is filled: that is when a visitor can
// use it. The reference in the same run is a page of nothing (the server's /readyz in a fresh
// browser context): what a cold page load costs at all on this machine. Prints p50/p99 of both,
// the ratio, and the bytes the register page transferred per kind, as sent (brotli) and unpacked.
// Run: npm run build && npm run bench:first-view -w bench   (FIRST_VIEW_RUNS=20 by default)

const runs = Number(process.env.FIRST_VIEW_RUNS ?? 20);

interface Transfer {
  url: string;
  kind: string;
  sent: number;
  unpacked: number;
}

/** One cold visit: a fresh context (no cache), until `ready` holds; the time and what was transferred. */
async function coldVisit(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  const transfers: Transfer[] = [];
  page.on('response', (response) => {
    void response.request().sizes().then(
      async (sizes) => {
        const kind = response.request().resourceType();
        const body = await response.body().catch(() => Buffer.alloc(0));
        transfers.push({ url: response.url(), kind, sent: sizes.responseBodySize, unpacked: body.length });
      },
      () => undefined,
    );
  });
  const start = performance.now();
  await page.goto(url);
  await ready(page);
  const elapsed = performance.now() - start;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { elapsed, transfers };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'afd-first-view-'));
const port = await freePort();
const portal = await startPortal(port, dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const register = `http://localhost:${port}/published-schema-overview`;
  const registerReady = async (page: Page) => {
    await page.getByRole('region', { name: 'Organisatie' }).getByRole('button').first().waitFor();
  };
  const nothingReady = async () => undefined;
  // One unmeasured visit of each: the server's own first requests (JIT, database pages).
  await coldVisit(browser, register, registerReady);
  await coldVisit(browser, `http://localhost:${port}/readyz`, nothingReady);

  const registerTimes: number[] = [];
  const referenceTimes: number[] = [];
  let lastTransfers: Transfer[] = [];
  for (let run = 0; run < runs; run++) {
    const visit = await coldVisit(browser, register, registerReady);
    registerTimes.push(visit.elapsed);
    lastTransfers = visit.transfers;
    referenceTimes.push((await coldVisit(browser, `http://localhost:${port}/readyz`, nothingReady)).elapsed);
  }

  console.log(`First usable view of the register, cold, ${runs} runs (Chromium, fresh context each)`);
  console.log(`  register        p50 ${ms(percentile(registerTimes, 50))}   p99 ${ms(percentile(registerTimes, 99))}`);
  console.log(`  empty page      p50 ${ms(percentile(referenceTimes, 50))}   p99 ${ms(percentile(referenceTimes, 99))}   (reference: /readyz)`);
  console.log(`  ratio (p50)     ${ratio(percentile(registerTimes, 50) / percentile(referenceTimes, 50))}`);
  console.log('Transferred by one cold visit of the register, per kind (as sent / unpacked)');
  const byKind = new Map<string, { sent: number; unpacked: number; count: number }>();
  for (const transfer of lastTransfers) {
    const total = byKind.get(transfer.kind) ?? { sent: 0, unpacked: 0, count: 0 };
    byKind.set(transfer.kind, { sent: total.sent + transfer.sent, unpacked: total.unpacked + transfer.unpacked, count: total.count + 1 });
  }
  for (const [kind, total] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kind.padEnd(10)} ${String(total.count).padStart(3)} files  ${(total.sent / 1024).toFixed(0).padStart(6)} KB sent  ${(total.unpacked / 1024).toFixed(0).padStart(6)} KB unpacked`);
  }
  // The goal is stated in gzip: each script the register loaded, gzipped as the server would.
  let gzipBytes = 0;
  for (const transfer of lastTransfers.filter((candidate) => candidate.kind === 'script').sort((a, b) => b.unpacked - a.unpacked)) {
    const file = new URL(transfer.url).pathname;
    const gzipped = gzipSync(await readFile(path.join(root, 'apps/web/dist', file)), { level: 9 }).length;
    gzipBytes += gzipped;
    console.log(`    ${path.basename(file).padEnd(48)} ${(gzipped / 1024).toFixed(0).padStart(5)} KB gzip`);
  }
  console.log(`  register JS as gzip: ${(gzipBytes / 1024).toFixed(0)} KB (goal ≤ 250 KB)`);
  const registerP50 = percentile(registerTimes, 50);
  reportGoal({ goal: 'register, eerste bruikbare weergave, koud, p50', measured: ms(registerP50), target: '≤ 1 s', met: registerP50 <= 1000 });
  reportGoal({ goal: 'register, JavaScript als gzip', measured: `${(gzipBytes / 1024).toFixed(0)} KB`, target: '≤ 250 KB', met: gzipBytes <= 250 * 1024 });
} finally {
  await browser.close();
  await stopPortal(portal);
  await rm(dataDir, { recursive: true, force: true });
}
