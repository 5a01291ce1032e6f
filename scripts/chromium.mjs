// Playwright's own browser download cannot work on the build machines (closed network);
// the browser tests drive Debian's chromium instead, installed here when it is missing.
import fs from 'node:fs';
import { run, say } from './lib.mjs';

export const chromiumPath = '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  say("Debian's chromium installeren voor de browsertests");
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update', '-q']);
  apt(['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (!fs.existsSync(chromiumPath)) throw new Error(`chromium is niet gevonden op ${chromiumPath} na installatie.`);
}
