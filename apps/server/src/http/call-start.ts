import type { FastifyRequest } from 'fastify';

// The per-instance caches (ADR 0043) may answer from memory only once every change committed
// before the call has been heard of; on PostgreSQL that takes a round trip on the listening
// connection. A change the caller made before sending this request was committed before the
// request first asked a cache, so one moment serves the whole request: its principal, its
// register column and the owner's download choice then share one round trip instead of each
// waiting for its own.

const starts = new WeakMap<FastifyRequest, number>();

/** The moment (`performance.now()`) this request first asked a cache: every commit before it counts. */
export function callStart(request: FastifyRequest): number {
  let start = starts.get(request);
  if (start === undefined) {
    start = performance.now();
    starts.set(request, start);
  }
  return start;
}
