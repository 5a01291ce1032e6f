import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { callStart } from '../http/call-start.ts';
import type { Access } from './access.ts';
import { refusalOf } from './access-decision.ts';
import { invalidToken, notSignedIn, problemFor } from './auth-problems.ts';
import { bearerTokenOf } from './bearer-token.ts';
import { cachingTokenVerifier } from './caching-token-verifier.ts';
import { embeddedTokenVerifier, externalTokenVerifier } from './configured-token-verifier.ts';
import { pruneExpiredPayloads } from './embedded-provider/drizzle-adapter.ts';
import { createEmbeddedProvider } from './embedded-provider/embedded-provider.ts';
import interactionRoutes from './embedded-provider/interaction-routes.ts';
import mountProvider from './embedded-provider/mount-provider.ts';
import { profileFromClaims, type IdentityProfile } from './identity-claims.ts';
import type { Principal } from './principal.ts';
import { cachedPrincipalResolver } from './principal-cache.ts';
import { InvalidTokenError, type TokenVerifier } from './token-verifier.ts';

// Who is calling, and may they? Every route declares its access (src/auth/access.ts); this plugin
// refuses to register a route without one, identifies the caller from the bearer token, loads
// their user record and enforces the declaration before any body is read or handler runs. The
// verified token and the principal come from memory when nothing changed since (ADR 0043).

export interface AuthPluginOptions {
  config: AppConfig;
  database: Database;
}

/** A route and who may call it, as registered (HEAD routes Fastify adds for GET included). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with its access declaration (tests walk it). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

const HOUR_MS = 60 * 60 * 1000;
/** Verified tokens remembered (ADR 0043): a few per signed-in user, each for at most a minute. */
const verifiedTokenCache = { maxEntries: 10_000, maxAgeMs: 60_000 };

/** The access a route declares; a route that declares none stops the app from starting. */
function requireAccessDeclaration(route: RouteOptions): Access {
  const access: Access | undefined = route.config?.access;
  const name = `${String(route.method)} ${route.url}`;
  if (access === undefined) throw new Error(`Route ${name} declares no access`);
  if (typeof access === 'object' && access.anyRole.length === 0) {
    throw new Error(`Route ${name} declares anyRole without roles`);
  }
  if (route.config?.scope && access === 'public') throw new Error(`Route ${name} declares a scope on a public route`);
  return access;
}

function challenge(reply: FastifyReply, error?: 'invalid_token'): void {
  // RFC 6750 §3.1: without credentials the challenge carries no error code.
  reply.header('www-authenticate', error ? `Bearer error="${error}"` : 'Bearer');
}

/** The verified identity behind a bearer token; a token that does not verify is a 401. */
async function identityOf(verifier: TokenVerifier, token: string, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    request.log.info({ reason: error.message }, 'Bearer-token geweigerd');
    challenge(reply, 'invalid_token');
    throw invalidToken();
  }
}

function authenticateRequests(verifier: TokenVerifier, principalOf: (profile: IdentityProfile, since: number) => Promise<Principal>) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { access, ownAuthorizationHeader, scope } = request.routeOptions.config;
    // Only the not-found handler (and routes registered before this plugin) declare nothing:
    // nothing to protect, no one to identify.
    if (access === undefined || ownAuthorizationHeader) return;

    const token = bearerTokenOf(request.headers.authorization);
    // A token is verified on public routes too, and a bad one refused: a caller who sends a token
    // believes they are signed in. Serving them as anonymous would silently show less (e.g. not
    // their own organisation's downloads) and hide that the sign-in expired; a 401 lets the web
    // app renew and retry. Without a token, a public route is simply anonymous.
    if (token !== undefined) {
      const identity = await identityOf(verifier, token, request, reply);
      request.principal = await principalOf(profileFromClaims(identity.subject, identity.claims), callStart(request));
    }

    const refusal = refusalOf(access, request.principal);
    if (refusal === 'not-signed-in') {
      challenge(reply);
      throw notSignedIn();
    }
    if (refusal) throw problemFor(refusal);
    // Still before the body: the route's own rule on the organisation its path names.
    if (scope && request.principal) await scope(request.principal, request);
  };
}

async function authPlugin(app: FastifyInstance, { config, database }: AuthPluginOptions): Promise<void> {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.addHook('onRoute', (route) => {
    const access = requireAccessDeclaration(route);
    for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url, access });
  });
  app.decorateRequest('principal', null);

  const embedded = config.oidc.embedded ? await createEmbeddedProvider(config, database.db, app.log) : null;
  const verifier = cachingTokenVerifier(embedded ? embeddedTokenVerifier(config, embedded.publicKeys) : externalTokenVerifier(config), verifiedTokenCache);
  // Added before any route below, so that child contexts inherit it too.
  app.addHook('onRequest', authenticateRequests(verifier, cachedPrincipalResolver(database.db, database.changeNotices)));

  if (embedded) {
    const { provider } = embedded;
    const issuer = new URL(config.oidc.authority);
    await app.register(mountProvider, { provider, issuerPath: issuer.pathname, issuerOrigin: issuer.origin });
    await app.register(interactionRoutes, { provider, config, db: database.db });

    // Expired sessions, codes and tokens are never read again; clear them now and then.
    const prune = () =>
      pruneExpiredPayloads(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Opruimen van verlopen OpenID-gegevens mislukt'),
      );
    await prune();
    const pruning = setInterval(prune, HOUR_MS).unref();
    app.addHook('onClose', async () => clearInterval(pruning));
    app.log.info(`Ingebouwde OpenID-provider actief op ${config.oidc.authority}`);
  }
}

/** Authentication and authorisation for every route (fastify-plugin: it applies app-wide). */
export default fp(authPlugin, { name: 'auth' });
