import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

// Answers are compressed with brotli or gzip, whichever the client accepts (brotli first), once
// they are larger than `compressionThresholdBytes` (ADR 0063 has the measurements behind the
// numbers). Only text goes through the compressor: JSON, XML, YAML, CSV, HTML, JavaScript, CSS,
// SVG. What we send that is compressed already (ZIP downloads, XLSX reports, docx, PDF and image
// attachments) is sent as it is: compressing it again costs CPU and saves nothing.
// The web app's build files come with brotli and gzip copies made at build time; @fastify/static
// sends those with their own Content-Encoding, which the plugin leaves alone.

/** Smaller answers fit a packet or two either way; compressing them costs more than it saves. */
export const compressionThresholdBytes = 1024;

/** Brotli's quality (0-11): 4 compresses JSON about as well as gzip -6 at a fraction of 11's cost. */
export const brotliQuality = 4;

/**
 * The content types worth compressing: text, JSON and XML of any flavour, YAML, JavaScript, SVG.
 * Not text/event-stream: a stream of events must reach the client event by event.
 */
const compressibleType = /^text\/(?!event-stream)|[/+]json\b|[/+]xml\b|[/+](?:x-)?yaml\b|\/javascript\b|^image\/svg\+xml\b/i;

/** Whether an answer of this content type is compressed (when large enough and accepted). */
export function isCompressibleType(contentType: string): boolean {
  return compressibleType.test(contentType);
}

/**
 * A strong entity tag names one representation's exact bytes; the compressed bytes are another
 * representation, so their tag becomes weak (as nginx does). If-None-Match compares weakly, so the
 * client's copy still gets its 304.
 */
const weakenEntityTagWhenEncoded: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (reply.hasHeader('content-encoding') && typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
  done(null, payload);
};

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    // A type this test does not name falls back to mime-db's "compressible" flag, which is false
    // for application/zip, the OOXML types, PDF and the image formats we send.
    customTypes: isCompressibleType,
    // Compressed request bodies are not part of the API.
    globalDecompression: false,
  });
  // After the plugin's own onRoute hook, so this onSend runs after it has compressed.
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...hooks, weakenEntityTagWhenEncoded];
  });
}

/** Compresses every later-registered route's answers by Accept-Encoding (see above). */
export default fp(compression, { name: 'compression' });
