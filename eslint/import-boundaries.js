// A local ESLint rule that keeps each area of the tree to its own folder and the floors below it.
// It judges an import by the file it resolves to (relative paths and the configured aliases), not
// by how the path is spelled: `../../users/x` from one feature is another feature however many
// dots it takes, which a pattern on the spelling cannot see.
import path from 'node:path';

/**
 * A zone names the files it governs and the folders they may import from.
 * - `files`: a folder relative to the workspace root. Ending in `/*`, each child folder is a unit
 *   of its own (a feature, a module); without it, the folder is one unit.
 * - `allow`: folders or files (relative to the root) that imports may resolve into; `<self>` is
 *   the importing file's own unit. Package imports (bare specifiers) are always allowed: packages
 *   are the floors below the apps, and they have boundaries of their own.
 * - `message`: what to tell the author.
 * @typedef {{ files: string, allow: string[], message: string }} Zone
 */

const toPosix = (p) => p.split(path.sep).join('/');

/** The unit folder of `file` within `zone`, or null when the zone does not govern it. */
export function unitOf(zone, file) {
  if (zone.files.endsWith('/*')) {
    const parent = zone.files.slice(0, -2);
    if (!file.startsWith(`${parent}/`)) return null;
    const [child, ...rest] = file.slice(parent.length + 1).split('/');
    // A file lying directly in the parent (an index that registers every module) is in no unit.
    return rest.length > 0 ? `${parent}/${child}` : null;
  }
  return file === zone.files || file.startsWith(`${zone.files}/`) ? zone.files : null;
}

function withoutExtension(p) {
  return p.replace(/\.(m|c)?[jt]sx?$/, '');
}

function isInside(target, place) {
  const bare = withoutExtension(target);
  return target === place || bare === withoutExtension(place) || target.startsWith(`${place}/`);
}

/** The import's target relative to the root, or null for a package import. */
export function resolveImport(source, fromFile, aliases) {
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (source.startsWith(prefix)) return path.posix.normalize(`${folder}/${source.slice(prefix.length)}`);
  }
  if (!source.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay within the importing unit and the folders its zone allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: { type: 'array' },
          aliases: { type: 'object' },
        },
        additionalProperties: false,
      },
    ],
    messages: { outside: "'{{source}}' resolves to {{target}}: {{message}}" },
  },
  create(context) {
    const { zones = [], aliases = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const file = toPosix(path.relative(root, context.filename));
    const governing = zones.map((zone) => ({ zone, unit: unitOf(zone, file) })).filter((g) => g.unit !== null);
    if (governing.length === 0) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveImport(node.value, file, aliases);
      if (target === null) return;
      for (const { zone, unit } of governing) {
        const allowed = zone.allow.map((place) => (place === '<self>' ? unit : place));
        if (!allowed.some((place) => isInside(target, place))) {
          context.report({ node, messageId: 'outside', data: { source: node.value, target, message: zone.message } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { imports: importsRule } };
