// Helpers shared by the two README commands (start.mjs, test.mjs). Plain Node, no dependencies:
// they run on a fresh clone before `npm ci` has installed anything.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function say(line) {
  console.log(`\n\u25b6 ${line}`);
}

/** Runs a command in the foreground; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} ended with exit code ${result.status}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** Like run(), but resolves with the exit code instead of throwing (for test suites). */
export function runSuite(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when any input is newer than the output marker (or the output is missing). */
export function isStale(output, inputs) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  say('Dependencies installeren (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const shared = ['packages/contracts/src', 'packages/afd/src', 'package-lock.json'];
  if (force || isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared])) {
    say('Web-app bouwen');
    run('npm', ['run', 'build', '-w', 'apps/web']);
  }
  if (force || isStale(path.join(root, 'apps/server/dist/server.js'), ['apps/server/src', 'apps/server/build.mjs', ...shared])) {
    say('Server bouwen');
    run('npm', ['run', 'build', '-w', 'apps/server']);
  }
}

/** Where the README's commands keep a Node they fetched (maintained-node.mjs); ignored by git. */
export const runtimeDir = path.join(root, '.runtime');
