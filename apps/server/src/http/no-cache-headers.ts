import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isHashedAssetPath } from './reserved-paths.ts';

// The spec has the client ask for no caching on every call; the server says the same on every
// answer, so no proxy or browser serves a stale list or another user's data.
// The one exception is the web app's hashed build output under /assets: a file name there
// changes whenever its content does, so it may be cached for good (the static route marks it
// immutable). index.html, which names those files, is never cached, so a new release is seen
// at the next page load. A failed asset request (404) is not an asset and gets no-cache too.
// A route may say 'no-cache' alone (keep it, but revalidate on every use) for a public answer
// with an entity tag (the register, ADR 0043), so a client can ask If-None-Match and get a 304.

const noCacheHeaders = {
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
  expires: '0',
};
/** The cache-control of an answer that may be kept but is revalidated on every use. */
export const revalidateOnEveryUse = 'no-cache';
const revalidateHeaders = { ...noCacheHeaders, 'cache-control': revalidateOnEveryUse };

async function noCache(app: FastifyInstance): Promise<void> {
  // onSend, not onRequest: it runs last, after any route or plugin set its own cache headers.
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheableAsset = isHashedAssetPath(request.url) && reply.statusCode < 400;
    if (!cacheableAsset) reply.headers(reply.getHeader('cache-control') === revalidateOnEveryUse ? revalidateHeaders : noCacheHeaders);
    return payload;
  });
}

/** Adds no-cache headers to every response except hashed static assets. */
export default fp(noCache, { name: 'no-cache-headers' });
