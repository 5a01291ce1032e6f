import type { FastifyRequest } from 'fastify';
import { notSignedIn } from './auth-problems.ts';
import type { Principal } from './principal.ts';

/** The caller of a route that requires sign-in; the auth plugin guarantees one, this keeps the type honest. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notSignedIn();
  return request.principal;
}
