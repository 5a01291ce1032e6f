// `npm test`: every check the project has, on a fresh clone — install (Debian's chromium too),
// typecheck, lint, unit and whole-screen tests, server suites on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), the same suites on a second Node when SECOND_NODE points at one (its
// server suites on PGlite only), then a production build and the Playwright journeys in Chromium. Ends with one summary line.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianTools } from './debian-tools.mjs';
import { ensureBuilt, ensureDependencies, root, runtimeDir, runSuite, say } from './lib.mjs';
import { onMaintainedNode } from './maintained-node.mjs';

await onMaintainedNode(runtimeDir);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-test-'));
const results = [];

async function step(name, command, args, { counts, ...options } = {}) {
  say(name);
  const started = Date.now();
  const code = await runSuite(command, args, options);
  const tally = counts ? counts() : null;
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), tally });
  return code === 0;
}

function vitestCounts(file) {
  return () => {
    try {
      const r = JSON.parse(fs.readFileSync(file, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    } catch {
      return null;
    }
  };
}

function playwrightCounts(file) {
  return () => {
    try {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
      return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
    } catch {
      return null;
    }
  };
}

const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');

/** A TCP port nothing listens on now, so the browser tests never meet a server left running. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
let reportNumber = 0;
function vitest(name, workspace, { node = process.execPath, env = process.env, args = [] } = {}) {
  const file = path.join(reports, `vitest-${++reportNumber}.json`);
  return step(name, node, [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], {
    cwd: path.join(root, workspace),
    counts: vitestCounts(file),
    env,
  });
}

/** Node's own test runner, counted from its TAP summary (`# pass N`, `# fail N`, `# skipped N`). */
function nodeTests(name, target) {
  const file = path.join(reports, `node-test-${++reportNumber}.tap`);
  const counts = () => {
    try {
      const tap = fs.readFileSync(file, 'utf8');
      const count = (label) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
      return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
    } catch {
      return null;
    }
  };
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${file}`];
  return step(name, process.execPath, ['--test', ...reporters, target], { counts });
}

try {
  ensureDependencies();
  ensureDebianTools();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

await step('Typecheck', 'npm', ['run', 'typecheck']);
await step('Lint', 'npm', ['run', 'lint']);
// A pattern, not the folder: Node 22 and newer read a folder argument as a file to run.
await nodeTests('Lint rule tests (import boundaries)', 'eslint/**/*.test.js');
await vitest('Unit tests: packages/afd', 'packages/afd');
await vitest('Unit tests: packages/contracts', 'packages/contracts');
await vitest('Web app tests', 'apps/web');
const engines = process.env.TEST_DATABASE_URL ? 'PGlite + PostgreSQL' : 'PGlite';
// The tests of real server processes (restarts, shutdown, the hostile-input attack timed against
// /healthz) run after the others, one at a time, so that no other suite competes with the process
// they measure.
const serverProcessTests = 'test/process/**';
await vitest(`Server tests (${engines})`, 'apps/server', { args: ['--exclude', serverProcessTests] });
await vitest('Server process tests (one at a time)', 'apps/server', { args: ['test/process', '--maxWorkers=1'] });

const secondNode = process.env.SECOND_NODE;
if (secondNode) {
  const { execFileSync } = await import('node:child_process');
  const version = execFileSync(secondNode, ['--version']).toString().trim();
  await vitest(`Unit tests: packages/afd on Node ${version}`, 'packages/afd', { node: secondNode });
  await vitest(`Unit tests: packages/contracts on Node ${version}`, 'packages/contracts', { node: secondNode });
  // The repeat is about the Node version, not the database: it runs on the embedded engine only
  // (PGlite, the one whose WebAssembly build depends most on the runtime), which halves its time.
  const { TEST_DATABASE_URL: _postgres, ...embeddedOnly } = process.env;
  await vitest(`Server tests (PGlite) on Node ${version}`, 'apps/server', { node: secondNode, env: embeddedOnly, args: ['--exclude', serverProcessTests] });
}

let built = true;
try {
  ensureBuilt({ force: true });
} catch (error) {
  console.error(error.message);
  built = false;
  results.push({ name: 'Build', ok: false, seconds: 0, tally: null });
}
if (built) {
  const file = path.join(reports, 'playwright.json');
  // Two servers, one per half of the journeys (e2e/playwright.config.ts).
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  await step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_PORT: String(portA), E2E_PORT_B: String(portB) },
    counts: playwrightCounts(file),
  });
}

say('Samenvatting');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const tally = r.tally ? ` (${r.tally.passed} passed, ${r.tally.failed} failed, ${r.tally.skipped} skipped)` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${tally} ${r.seconds}s`);
  if (r.tally) {
    passed += r.tally.passed;
    failed += r.tally.failed;
    skipped += r.tally.skipped;
  } else if (!r.ok) {
    failed += 1;
  }
}
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
