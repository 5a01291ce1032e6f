import type { FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';

// Every route declares who may call it, in its route options: `config: { access: ... }`.
// The auth plugin refuses to start a route without a declaration and enforces it before the
// handler runs. Organisation scope (which organisations' data) is checked by the service, with
// the principal's organisation and authorisations.

export type RoleName = 'administrator' | 'certifier' | 'validator';

export type Access =
  /** Anyone, signed in or not; a valid bearer token, when sent, still identifies the caller. */
  | 'public'
  /** Any verified identity, also an inactive or new account (e.g. /api/users/me). */
  | 'signed-in'
  /** An active user, whatever the role. */
  | 'active'
  /** An active user holding at least one of these roles. */
  | { anyRole: readonly RoleName[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route reads the Authorization header itself (the embedded OpenID provider's endpoints,
     * whose bearer tokens are its own); the auth plugin then neither verifies nor rejects it.
     * Only meaningful with access 'public'.
     */
    ownAuthorizationHeader?: true;
    /**
     * The module's own rule on what the path names (an organisation, a definition of it),
     * checked by the auth plugin right after `access`, before the body is read or parsed: a caller
     * who may not reach it gets the module's 403 or 404 while an upload is still unread. Declare it
     * with `organisationFromPath`.
     */
    scope?: RouteScope;
  }
}

/** Throws the module's refusal when the signed-in caller may not reach what the request names. */
export type RouteScope = (principal: Principal, request: FastifyRequest) => Promise<void>;

/**
 * "This route's organisation is path parameter `param`; `check` is the module's own rule for it":
 * `check` throws its 403/404 (or returns what it found, which is ignored). It gets the caller, the
 * organisation's name and all path parameters as the client sent them (decoded, not yet
 * validated by the route's schema).
 */
export function organisationFromPath(
  param: string,
  check: (principal: Principal, organisation: string, params: Readonly<Partial<Record<string, string>>>) => Promise<unknown>,
): RouteScope {
  return async (principal, request) => {
    const params = request.params as Partial<Record<string, string>>;
    await check(principal, params[param] ?? '', params);
  };
}
