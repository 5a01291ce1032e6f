// Bundles the server into dist/server.js: our own code and the workspace packages (@afd/*, whose
// package.json points at TypeScript sources) go into the bundle; every other package stays an
// import from node_modules, so native and dynamically loaded dependencies (PGlite's WASM files,
// oidc-provider's views, pino's workers) keep working as installed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(serverDir, 'dist');

/**
 * Leaves every bare import external except the workspace's own packages. A workspace package may
 * hold its own version of a dependency (packages/afd has ajv 8 in its node_modules, while the
 * root's ajv is 6): such an import is kept external by its path relative to dist/, so Node loads
 * the version the importing package was written for, not the one dist/ would find.
 */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@afd/') || args.pluginData?.resolvingExternal) return undefined;
      const resolve = (resolveDir) => builder.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { resolvingExternal: true } });
      // dist/ does not exist yet; it finds packages where the server's directory does.
      const [fromImporter, fromDist] = await Promise.all([resolve(args.resolveDir), resolve(serverDir)]);
      const sameModule = fromImporter.errors.length > 0 || (fromDist.errors.length === 0 && fromImporter.path === fromDist.path);
      if (sameModule) return { path: args.path, external: true };
      return { path: path.relative(distDir, fromImporter.path).split(path.sep).join('/'), external: true };
    });
  },
};

await fs.rm(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  // The certification worker is its own entry: worker threads load it as dist/certification-worker.js
  // (src/jobs/certification-pool.ts), so CPU-heavy checks leave the event loop free in production.
  entryPoints: { server: 'src/server.ts', 'certification-worker': 'src/jobs/certification-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNodeModules],
});
// open-database.ts finds its migrations next to the running file: src/db/migrations from source,
// dist/migrations in the bundle.
await fs.cp(path.join(serverDir, 'src/db/migrations'), path.join(distDir, 'migrations'), { recursive: true });
console.log(`Server gebouwd: ${path.relative(process.cwd(), path.join(distDir, 'server.js'))}`);
