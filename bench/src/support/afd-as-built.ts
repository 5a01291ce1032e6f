import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as afdFromSource from '@afd/afd';
import { build } from 'esbuild';

// The domain package as the portal runs it. The server's build (apps/server/build.mjs) bundles
// @afd/afd into dist/ with esbuild, and certifications run there, in dist/certification-worker.js.
// Imported through tsx instead, every function is wrapped to keep its name (esbuild's keepNames,
// which tsx always sets): on the 5.7 MB certification that wrapping cost 15-20% (1.73-2.22 s
// against 1.19-1.44 s per run, same machine, one after the other). Timing ratios of domain code
// therefore import this bundle, built with the server's options, once per benchmark process.

type AfdPackage = typeof afdFromSource;

const packageDir = fileURLToPath(new URL('../../../packages/afd/', import.meta.url));
// Inside the package's own node_modules, so that its imports resolve from where the package's do
// (it keeps ajv 8 of its own, for one); like the server's build, they stay imports.
const outdir = path.join(packageDir, 'node_modules', '.cache', 'afd-as-built');

export async function afdAsBuilt(): Promise<AfdPackage> {
  await build({
    entryPoints: { afd: path.join(packageDir, 'src', 'index.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(path.join(outdir, 'afd.js')).href)) as AfdPackage;
}
