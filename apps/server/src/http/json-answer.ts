import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keptEncodingOf } from './kept-encodings.ts';
import { revalidateOnEveryUse } from './no-cache-headers.ts';

// An answer serialised once and sent many times (ADR 0043): the bytes, checked against the
// route's response schema as the serializer would, and an entity tag over them, so that a client
// that sends it back in If-None-Match gets a 304 without the bytes.

export interface JsonAnswer {
  body: Buffer;
  /** A strong entity tag: the same bytes, the same tag, on every instance. */
  etag: string;
}

/** `value` encoded by `schema` (as the response serializer does) and serialised, with its tag. */
export function jsonAnswer<S extends z.ZodType>(schema: S, value: z.output<S>): JsonAnswer {
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2) or is '*'. */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends the answer, or 304 Not Modified when the client already holds these bytes. Only for
 * answers that are the same for every caller: a client may keep them (and revalidates each use).
 */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', revalidateOnEveryUse);
  if (ifNoneMatchNames(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendJsonBody(reply, answer);
}

/**
 * Sends the answer's bytes without a tag (an answer for this caller only), compressed as the
 * request accepts, from a copy kept with the answer (kept-encodings.ts).
 */
export function sendJsonBody(reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  return reply.send(keptEncodingOf(reply, answer.body));
}
