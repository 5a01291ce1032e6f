import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../src/modules/module-options.ts';

// Which module folder serves which route, read from the code itself: every routes plugin that
// src/modules/index.ts imports is registered alone in a bare Fastify that records its routes.

export interface ServedRoute {
  method: string;
  url: string;
  /** The folder under src/modules whose plugin declared the route. */
  module: string;
}

export const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/modules');

/** Every API route with the module that serves it (HEAD left out: Fastify adds it to each GET). */
export async function servedRoutes(options: ModuleOptions): Promise<ServedRoute[]> {
  const index = fs.readFileSync(path.join(modulesDir, 'index.ts'), 'utf8');
  const imports = [...index.matchAll(/^import \w+ from '\.\/([\w-]+)\/([\w./-]+\.routes\.ts)';$/gm)];
  if (imports.length === 0) throw new Error('src/modules/index.ts imports no routes plugin: has its import style changed?');
  const routes: ServedRoute[] = [];
  for (const [, module, file] of imports) {
    const plugin = ((await import(path.join(modulesDir, module as string, file as string))) as { default: FastifyPluginAsync<ModuleOptions> }).default;
    const app = Fastify({ routerOptions: { caseSensitive: false } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Modules define their background job kinds on the app's durable jobs (ADR 0031); here nothing runs.
    app.decorate('durableJobs', { define: () => undefined } as never);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, module: module as string });
      }
    });
    await app.register(plugin, options);
    await app.ready();
    await app.close();
  }
  return routes;
}
