import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appRoutes, type RouteKey } from '../src/lib/paths';
import { listScript, preloadScript, screenChunkFiles, screenImports, type BundledChunk, type PreloadRoute } from './route-preload-map';

// Route preload (issue 29): the app asks for the current screen's chunk only once its own scripts
// are fetched and evaluated, and that chunk then needs 20 to 30 small shared ones, six at a time
// over HTTP/1.1 — on the definition page the last of them arrived after the page's data. This adds
// a tiny script to index.html that, from the address alone, asks for the screen's chunk and all it
// imports beside the entry's own scripts. The router's import later finds them in the module map.

/** Where screens.ts names each route's screen module. */
const screensFile = 'src/app/routes/screens.ts';

export function routePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  let assetsDir = 'assets';
  let scripts: { fileName: string; source: string }[] = [];
  return {
    name: 'afd:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const routes = preloadRoutes(root, context.bundle as Record<string, BundledChunk | { type: 'asset' }>);
        const lists = routes.map((route) => hashedScript(`route-preload-${route.key}`, listScript(route.files, base)));
        const matcher = hashedScript('route-preload', preloadScript(routes.map((route, index) => ({ ...route, listFile: lists[index]!.fileName })), base));
        scripts = [matcher, ...lists];
        return [{ tag: 'script', attrs: { src: base + matcher.fileName, async: true }, injectTo: 'head-prepend' }];
      },
    },
    generateBundle() {
      for (const script of scripts) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };

  function hashedScript(name: string, source: string) {
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    return { fileName: `${assetsDir}/${name}-${hash}.js`, source };
  }
}

/** Every routed screen with the files it needs; the build fails when one has no chunk of its own. */
function preloadRoutes(root: string, bundle: Record<string, BundledChunk | { type: 'asset' }>): (PreloadRoute & { key: string })[] {
  const imports = screenImports(readFileSync(path.join(root, screensFile), 'utf8'));
  const routes: (PreloadRoute & { key: string })[] = [];
  for (const [key, specifier] of imports) {
    const route = appRoutes[key as RouteKey] as { path: string; access: { kind: string } } | undefined;
    if (!route) throw new Error(`route-preload: ${screensFile} names '${key}', which src/lib/paths.ts does not define`);
    const moduleFile = moduleFileOf(root, specifier);
    const files = screenChunkFiles(bundle, moduleFile);
    if (files === null) throw new Error(`route-preload: no chunk of its own for ${specifier} ('${key}')`);
    routes.push({ key, path: route.path, isPublic: route.access.kind === 'public', files });
  }
  if (routes.length === 0) throw new Error(`route-preload: no screens read from ${screensFile}`);
  return routes;
}

function moduleFileOf(root: string, specifier: string): string {
  const withoutAlias = specifier.startsWith('@/') ? path.join(root, 'src', specifier.slice(2)) : path.join(root, specifier);
  const file = ['.tsx', '.ts'].map((extension) => withoutAlias + extension).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`route-preload: ${specifier} is neither a .tsx nor a .ts file`);
  return file;
}
