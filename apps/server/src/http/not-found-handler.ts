import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './problem-reply.ts';
import { isApiPath, pathnameOf } from './reserved-paths.ts';

async function notFoundHandler(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return sendProblem(reply, {
        type: 'about:blank',
        title: 'Onbekende API-route.',
        status: 404,
        detail: `Er bestaat geen API-route ${request.method} ${pathnameOf(request.url)}.`,
      });
    }
    return sendProblem(reply, {
      type: 'about:blank',
      title: 'Niet gevonden',
      status: 404,
      detail: 'De opgevraagde pagina of het bestand bestaat niet.',
    });
  });
}

/** Answers unknown routes with a Dutch 404 problem (fastify-plugin: one handler for the whole app). */
export default fp(notFoundHandler, { name: 'not-found-handler' });
