import type {} from 'fastify';

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
  }
}
