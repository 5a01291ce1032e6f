// Guards the architecture's import rules: each case lints one line as if it stood in a real file
// of the tree, through the project's own eslint.config.js, so a zone that stops matching (a moved
// folder, a typo in a path) fails here rather than silently letting every import through.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { resolveImport, unitOf } from './import-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, line) {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

const violations = [
  ['a web feature importing a sibling feature by relative path', 'apps/web/src/features/organisations/components/x.tsx', "import { x } from '../../users/components/users-table';"],
  ['a web feature importing a sibling feature through the alias', 'apps/web/src/features/organisations/x.ts', "import { x } from '@/features/users/user-form-values';"],
  ['a web feature importing app/', 'apps/web/src/features/users/components/x.tsx', "import { x } from '../../../app/router';"],
  ['a shared component importing a feature', 'apps/web/src/components/x.tsx', "import { x } from '../features/users/user-form-values';"],
  ['lib/ importing a component', 'apps/web/src/lib/x.ts', "import { x } from '../components/toasts';"],
  ['a server module importing another module', 'apps/server/src/modules/users/x.ts', "import { x } from '../organisations/organisations.repository.ts';"],
  ['a nested server module file importing another module', 'apps/server/src/modules/reference-data/dimensions/x.ts', "import { x } from '../../users/users.repository.ts';"],
  ['storage importing a module', 'apps/server/src/db/x.ts', "import { x } from '../modules/users/users.repository.ts';"],
  ['a job importing a module', 'apps/server/src/jobs/x.ts', "import type { x } from '../modules/datacatalogs/datacatalogs.service.ts';"],
  ['the shared floor importing a module', 'apps/server/src/shared/x.ts', "import { x } from '../modules/users/users.repository.ts';"],
  ['storage importing demo data', 'apps/server/src/db/x.ts', "import { x } from '../demo/demo-seed.ts';"],
  ['auth importing demo data', 'apps/server/src/auth/x.ts', "import { x } from '../demo/demo-seed.ts';"],
];

const allowed = [
  ['a web feature importing its own folder', 'apps/web/src/features/users/components/x.tsx', "import { x } from '../user-form-values';"],
  ['a web feature importing lib/ through the alias', 'apps/web/src/features/users/x.ts', "import { x } from '@/lib/dates';"],
  ['a web feature importing a package', 'apps/web/src/features/users/x.ts', "import { x } from '@afd/contracts';"],
  ['the router importing a feature', 'apps/web/src/app/x.tsx', "import { x } from '../features/users/components/users-table';"],
  ['a server module importing its own nested folder', 'apps/server/src/modules/reference-data/dimensions/x.ts', "import { x } from '../xpath-rules/xpath-rules.repository.ts';"],
  ['a server module importing infrastructure', 'apps/server/src/modules/users/x.ts', "import { x } from '../../db/client.ts';"],
  ['a server module importing the shared floor', 'apps/server/src/modules/users/x.ts', "import { x } from '../../shared/organisation-lookup.ts';"],
  ['demo data writing through a module', 'apps/server/src/demo/x.ts', "import { x } from '../modules/predefined-entities/predefined-entities.repository.ts';"],
];

describe('import boundaries (eslint.config.js)', () => {
  for (const [name, file, line] of violations) {
    it(`refuses ${name}`, async () => {
      const errors = await boundaryErrors(file, line);
      assert.equal(errors.length, 1, `expected one boundary error for ${file}: ${line}`);
    });
  }
  for (const [name, file, line] of allowed) {
    it(`allows ${name}`, async () => {
      assert.deepEqual(await boundaryErrors(file, line), []);
    });
  }
});

describe('the web app and the domain entries', () => {
  it('refuses the demo entry of the domain in the web app', async () => {
    const [result] = await eslint.lintText("import { x } from '@afd/afd/demo';\nexport const used = x;\n", { filePath: path.join(root, 'apps/web/src/lib/x.ts') });
    assert.ok(result.messages.some((m) => m.ruleId === 'no-restricted-imports'));
  });
});

describe('import boundaries (rule helpers)', () => {
  it('treats each child folder of a starred zone as its own unit, nested folders included', () => {
    const zone = { files: 'apps/server/src/modules/*', allow: [], message: '' };
    assert.equal(unitOf(zone, 'apps/server/src/modules/reference-data/dimensions/a.ts'), 'apps/server/src/modules/reference-data');
    assert.equal(unitOf(zone, 'apps/server/src/modules/index.ts'), null);
    assert.equal(unitOf(zone, 'apps/server/src/db/a.ts'), null);
  });
  it('resolves relative paths and aliases, and leaves packages alone', () => {
    assert.equal(resolveImport('../../users/x', 'apps/web/src/features/a/b/c.ts', {}), 'apps/web/src/features/users/x');
    assert.equal(resolveImport('@/lib/x', 'apps/web/src/features/a/c.ts', { '@/': 'apps/web/src' }), 'apps/web/src/lib/x');
    assert.equal(resolveImport('@afd/afd', 'apps/web/src/features/a/c.ts', { '@/': 'apps/web/src' }), null);
  });
});
