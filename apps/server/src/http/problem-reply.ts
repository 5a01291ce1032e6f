import type { ProblemDetails } from '@afd/contracts';
import type { FastifyReply } from 'fastify';

/** RFC 9457 media type of every error answer. */
export const problemContentType = 'application/problem+json; charset=utf-8';

/** Answers with problem details; the one way any part of the server sends an error body. */
export function sendProblem(reply: FastifyReply, problem: ProblemDetails): FastifyReply {
  return reply.code(problem.status).type(problemContentType).send(problem);
}
