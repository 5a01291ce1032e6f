import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, keptEncodingOf } from './kept-encodings.ts';

// A kept answer is compressed once per encoding, however often it is sent: the copy sent the
// second time is the very buffer made the first time. Encoding follows Accept-Encoding as the
// compression plugin reads it.

const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ naam: `Schema_${index}`, versie: index }))));
const small = Buffer.from('{"status":"ok"}');

async function sentCopies(headers: Record<string, string>, payload = body) {
  const sent: Buffer[] = [];
  const app = Fastify();
  app.get('/', (request, reply) => {
    const copy = keptEncodingOf(reply, payload);
    sent.push(copy);
    return reply.type('application/json').send(copy);
  });
  const responses = [await app.inject({ url: '/', headers }), await app.inject({ url: '/', headers })];
  await app.close();
  return { sent, responses };
}

describe('keptEncodingOf', () => {
  it('compresses a kept body once per encoding and sends that same copy again', async () => {
    const { sent, responses } = await sentCopies({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(sent[0]).toBe(sent[1]);
    expect(responses[1]?.headers['content-encoding']).toBe('br');
    expect(responses[1]?.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(responses[1]?.rawPayload ?? Buffer.alloc(0))).toEqual(body);
    const gzip = await sentCopies({ 'accept-encoding': 'gzip' });
    expect(gzip.sent[0]).toBe(gzip.sent[1]);
    expect(zlib.gunzipSync(gzip.responses[0]?.rawPayload ?? Buffer.alloc(0))).toEqual(body);
  });

  it('sends the body itself without Accept-Encoding and under the threshold', async () => {
    const none = await sentCopies({});
    expect(none.sent[0]).toBe(body);
    expect(none.responses[0]?.headers['content-encoding']).toBeUndefined();
    const tiny = await sentCopies({ 'accept-encoding': 'br' }, small);
    expect(tiny.sent[0]).toBe(small);
    expect(tiny.responses[0]?.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as the plugin does', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
