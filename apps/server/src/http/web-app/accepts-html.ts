import type { FastifyRequest } from 'fastify';

/** True when the client asks for a page (a browser navigation), not data or a script. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}
