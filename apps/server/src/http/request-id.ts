import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A fresh id per request, for the log; incoming ids are not trusted (no tracing proxy is assumed). */
export function generateRequestId(): string {
  return randomUUID();
}

async function requestIdHeader(app: FastifyInstance): Promise<void> {
  // Echoed to the client so a user reporting an error can quote the id that finds it in the log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Sends each request's log id back as `X-Request-Id`. */
export default fp(requestIdHeader, { name: 'request-id-header' });
