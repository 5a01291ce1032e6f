// A local ESLint rule for the domain package's browser-safe entries (`@afd/afd/authoring`,
// `@afd/afd/organisations`): the web app loads them, so no file they reach may import an engine
// that belongs on the server (the libxml2 WebAssembly, fontoxpath) or Node's own modules. The rule
// follows the entries' imports and re-exports through the files they resolve to, so a server-only
// import three files down is reported in the file that makes it, with the chain that reaches it.
// Type-only imports load nothing and are not followed.
import fs from 'node:fs';
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');
const statement = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/g;

/** The specifiers a file loads at run time (type-only imports and exports left out). */
export function runtimeSpecifiers(text) {
  const found = [];
  for (const match of text.matchAll(statement)) {
    if (!match[2]) found.push(match[3]);
  }
  return found;
}

function resolveRelative(root, fromFile, specifier) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Every file the entries reach, each with the file that first led to it (for the message). */
export function reachableFiles(root, entries) {
  const via = new Map(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    let text;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const specifier of runtimeSpecifiers(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(root, file, specifier);
      if (target !== null && !via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return via;
}

function chainTo(via, file) {
  const chain = [];
  for (let at = file; at !== null && at !== undefined; at = via.get(at)) chain.unshift(at);
  return chain.join(' → ');
}

function isForbidden(source, forbidden) {
  return forbidden.some((name) => (name.endsWith(':') ? source.startsWith(name) : source === name || source.startsWith(`${name}/`)));
}

const cache = new Map();

/** @type {import('eslint').Rule.RuleModule} */
const entriesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Files reachable from a browser-safe entry import no server-only engine.' },
    schema: [
      {
        type: 'object',
        properties: { entries: { type: 'array', items: { type: 'string' } }, forbidden: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      serverOnly:
        "'{{source}}' is server-only, and this file is loaded by the web app through {{chain}}. Move the code that needs it out of the browser-safe entry (export it from '@afd/afd' instead).",
    },
  },
  create(context) {
    const { entries = [], forbidden = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const key = `${root}\n${entries.join('\n')}`;
    if (!cache.has(key)) cache.set(key, reachableFiles(root, entries));
    const via = cache.get(key);
    const file = toPosix(path.relative(root, context.filename));
    if (!via.has(file)) return {};

    function check(node) {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const source = node.source?.value;
      if (typeof source !== 'string' || !isForbidden(source, forbidden)) return;
      context.report({ node: node.source, messageId: 'serverOnly', data: { source, chain: chainTo(via, file) } });
    }
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
  },
};

export default { rules: { 'server-only-engines': entriesRule } };
