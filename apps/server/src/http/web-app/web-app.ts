import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http-problem.ts';
import { isHashedAssetPath, isServerOwnedPath, pathnameOf } from '../reserved-paths.ts';
import { acceptsHtml } from './accepts-html.ts';
import { listDistFiles } from './dist-files.ts';
import { type WebRuntimeSettings, withRuntimeSettings } from './runtime-settings.ts';

// Serves the built web app (a single-page app) from one catch-all route: files of the build as
// they are, and index.html for every other page address, so that client-side routes such as
// /productdefinities/... survive a reload. Paths the server owns (/api, /oidc, probes) never
// fall back to the page: an unknown API route stays a 404 problem.

export interface WebAppOptions {
  /** The web app's build output (`apps/web/dist`); need not exist. */
  distDir: string;
  /** Written into every served index.html (see runtime-settings.ts). */
  runtimeSettings: WebRuntimeSettings;
}

/** Hashed asset names change with their content, so a year of caching is safe. */
const assetCaching = { immutable: true, maxAge: '365d' } as const;

/**
 * The build writes brotli and gzip copies beside its assets (apps/web/scripts/precompress.mjs);
 * @fastify/static sends the best one the browser accepts, or the file itself. Caches must keep
 * the variants apart, hence Vary.
 */
function sendAsset(reply: FastifyReply, file: string, hashed: boolean): FastifyReply {
  reply.header('vary', 'accept-encoding');
  return hashed ? reply.sendFile(file, assetCaching) : reply.sendFile(file);
}

// callNotFound answers through the 404 handler and returns nothing; sendFile returns the reply.
type CatchAllHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | void;

function decodedFilePath(url: string): string | null {
  try {
    return decodeURIComponent(pathnameOf(url)).replace(/^\/+/, '');
  } catch {
    return null; // malformed percent-encoding: no such file
  }
}

function serveBuild(distDir: string, runtimeSettings: WebRuntimeSettings): CatchAllHandler {
  const files = listDistFiles(distDir);
  // Read once, like the file list: a new build needs a restart anyway.
  const page = withRuntimeSettings(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'), runtimeSettings);
  const sendPage = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(page);
  return (request, reply) => {
    const file = decodedFilePath(request.url);
    if (file === null || isServerOwnedPath(request.url)) return reply.callNotFound();
    if (file === 'index.html') return sendPage(reply);
    if (files.has(file)) return sendAsset(reply, file, isHashedAssetPath(request.url));
    const pageRequest = file === '' || (acceptsHtml(request) && !isHashedAssetPath(request.url));
    return pageRequest ? sendPage(reply) : reply.callNotFound();
  };
}

function answerNotBuilt(): CatchAllHandler {
  return (request, reply) => {
    const pageRequest = pathnameOf(request.url) === '/' || acceptsHtml(request);
    if (isServerOwnedPath(request.url) || !pageRequest) return reply.callNotFound();
    throw new HttpProblem(
      503,
      'Webapplicatie niet beschikbaar',
      'De webapplicatie is nog niet gebouwd. Bouw haar met `npm run build` en start de server opnieuw.',
    );
  };
}

/** Registers the web app's catch-all route (encapsulated: `sendFile` stays local to it). */
export default async function webApp(app: FastifyInstance, { distDir, runtimeSettings }: WebAppOptions): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  if (!built) app.log.warn(`Geen gebouwde webapplicatie in ${distDir}: alleen de API is beschikbaar.`);
  const handler = built ? serveBuild(distDir, runtimeSettings) : answerNotBuilt();
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, handler);
}
