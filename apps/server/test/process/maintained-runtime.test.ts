import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The suites run on a maintained Node LTS: `npm test` runs itself on Node 24 where the machine's
// Node is older (scripts/maintained-node.mjs), and CI repeats the suites on Node 22. On Node 20,
// past its end of life, the sign-in provider warned at every start.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the runtime', () => {
  it('is a maintained Node LTS line, 22 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it('is one the embedded sign-in provider supports: loading it prints no runtime warning', () => {
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('oidc-provider'); console.log('geladen');"], { cwd: serverDir, encoding: 'utf8' });
    expect(loaded.stdout.trim()).toBe('geladen');
    expect(loaded.stderr).not.toContain('Unsupported runtime');
  });
});
