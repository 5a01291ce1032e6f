import { spawnSync } from 'node:child_process';

// The certification benchmark compares with libxml2's own command-line tool (Debian package
// libxml2-utils). Installed here when missing and running as root (as scripts/debian-tools.mjs does
// for chromium); otherwise the message says how.

function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Makes sure `xmllint` is on the PATH; exits the process with instructions when it cannot. */
export function ensureXmllint(): void {
  if (hasXmllint()) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot) {
    console.error('xmllint ontbreekt. Installeer het met: sudo apt-get install -y libxml2-utils (Debian/Ubuntu), en start de benchmark opnieuw.');
    process.exit(1);
  }
  console.log("xmllint ontbreekt: Debian's libxml2-utils wordt geïnstalleerd ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-q'], ['install', '-y', '-q', '--no-install-recommends', 'libxml2-utils']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} mislukte (exit ${result.status}); installeer libxml2-utils zelf.`);
      process.exit(1);
    }
  }
  if (!hasXmllint()) {
    console.error('xmllint is na installatie van libxml2-utils nog niet te vinden.');
    process.exit(1);
  }
}
