import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { brotliQuality, compressionThresholdBytes } from './compression.ts';

// An answer kept and sent many times (the register's, ADR 0043) is compressed once per encoding
// and its compressed bytes are kept beside it, for as long as the answer itself is kept: done per
// request, compression cost the register three times its time over HTTP (ADR 0063). The choice
// of encoding, threshold and quality is the compression plugin's (compression.ts); an answer sent
// here with its Content-Encoding set passes the plugin untouched.

type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];

/** The compressed copies of each kept body, dropped with the body. */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipSync(body),
};

/** The encoding to send for this Accept-Encoding ('*' and x-gzip read as gzip, as the plugin does), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), encodings);
}

function addVary(reply: FastifyReply, field: string): void {
  const present = String(reply.getHeader('vary') ?? '');
  const fields = present.split(',').map((name) => name.trim().toLowerCase());
  if (!fields.includes(field) && !fields.includes('*')) reply.header('vary', present ? `${present}, ${field}` : field);
}

/**
 * The body to send for this request: a kept compressed copy (made on first use) with its
 * Content-Encoding, or the body itself when it is under the threshold or no encoding is accepted.
 */
export function keptEncodingOf(reply: FastifyReply, body: Buffer): Buffer {
  if (body.byteLength < compressionThresholdBytes) return body;
  addVary(reply, 'accept-encoding');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null) return body;
  let kept = copies.get(body);
  if (!kept) copies.set(body, (kept = {}));
  const copy = (kept[encoding] ??= compressors[encoding](body));
  reply.header('content-encoding', encoding);
  return copy;
}
