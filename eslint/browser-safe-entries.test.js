// Guards the rule that keeps `@afd/afd/authoring` and `@afd/afd/organisations` free of server-only
// engines: a file those entries reach that imports fontoxpath, the libxml2 WebAssembly or a Node
// module is an error (through the project's own eslint.config.js, so a renamed entry or a zone
// that stops matching fails here), a file they do not reach may, and the reach follows re-exports
// and imports but not type-only imports.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { reachableFiles, runtimeSpecifiers } from './browser-safe-entries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function entryErrors(file, line) {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'afd-entries/server-only-engines').map((m) => m.message);
}

describe('server-only engines behind the browser-safe entries', () => {
  it('refuses fontoxpath in a file the authoring entry re-exports, naming the chain', async () => {
    const [message] = await entryErrors('packages/afd/src/authoring/definition.ts', "import { evaluateXPath as x } from 'fontoxpath';");
    assert.match(message, /'fontoxpath' is server-only/);
    assert.match(message, /packages\/afd\/src\/authoring\/index\.ts → packages\/afd\/src\/authoring\/definition\.ts/);
  });

  it('refuses the libxml2 WebAssembly and Node modules there too', async () => {
    assert.equal((await entryErrors('packages/afd/src/authoring/merged-tree.ts', "import { XmlDocument as x } from 'libxml2-wasm';")).length, 1);
    assert.equal((await entryErrors('packages/afd/src/organisations/index.ts', "import { readFileSync as x } from 'node:fs';")).length, 1);
  });

  it('allows a type-only import of an engine', async () => {
    assert.deepEqual(await entryErrors('packages/afd/src/authoring/definition.ts', "import type { Options as x } from 'fontoxpath';"), []);
  });

  it('leaves files the entries do not reach to the server', async () => {
    assert.deepEqual(await entryErrors('packages/afd/src/xpath/fontoxpath-engine.ts', "import { evaluateXPath as x } from 'fontoxpath';"), []);
    assert.deepEqual(await entryErrors('packages/afd/src/authoring/business-rules/rule-problems.ts', "import { evaluateXPath as x } from 'fontoxpath';"), []);
  });
});

describe('what an entry reaches', () => {
  it('follows re-exports and imports, not type-only imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entries-'));
    const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
    write('index.ts', "export * from './a.ts';\nexport type { T } from './typed.ts';\n");
    write('a.ts', "import { b } from './b';\nimport type { C } from './c.ts';\nexport const a = b;\n");
    write('b.ts', "export { d } from './d.ts';\nexport const b = 1;\n");
    write('c.ts', "import 'fontoxpath';\n");
    write('d.ts', 'export const d = 1;\n');
    write('typed.ts', 'export type T = 1;\n');
    const reached = reachableFiles(dir, ['index.ts']);
    assert.deepEqual([...reached.keys()].sort(), ['a.ts', 'b.ts', 'd.ts', 'index.ts']);
    assert.equal(reached.get('d.ts'), 'b.ts');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the specifiers a file loads at run time', () => {
    const text = "import a from 'x';\nimport type { B } from 'y';\nexport * from './z.ts';\nexport type { Q } from './q.ts';\nimport './side.ts';\n";
    assert.deepEqual(runtimeSpecifiers(text), ['x', './z.ts', './side.ts']);
  });
});
