// The tools from Debian's packages that the tests drive, installed here when missing:
// - chromium: Playwright's own browser download cannot work on the build machines (closed
//   network), so the browser tests drive Debian's chromium;
// - xmllint (libxml2-utils): libxml2 in C checks the certification's example messages again
//   beside the WebAssembly build the product uses (packages/afd/test/afd1-witnesses-xmllint.test.ts),
//   and the certification benchmark's reference.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { run, say } from './lib.mjs';

export const chromiumPath = '/usr/bin/chromium';

const hasXmllint = () => spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;

const tools = [
  { name: 'chromium', present: () => fs.existsSync(chromiumPath), packages: ['chromium', 'fonts-liberation'] },
  { name: 'xmllint', present: hasXmllint, packages: ['libxml2-utils'] },
];

export function ensureDebianTools() {
  const missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return;
  say(`Debian-pakketten installeren voor de tests: ${missing.map((tool) => tool.name).join(', ')}`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update', '-q']);
  apt(['install', '-y', '-q', '--no-install-recommends', ...missing.flatMap((tool) => tool.packages)]);
  const still = missing.filter((tool) => !tool.present());
  if (still.length > 0) throw new Error(`Na installatie ontbreekt nog: ${still.map((tool) => tool.name).join(', ')}.`);
}
