import { eq } from 'drizzle-orm';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { claimsOf, findAccount } from './accounts.ts';
import { drizzleAdapter } from './drizzle-adapter.ts';
import { autoSubmittingLogout, renderProviderError, signedOutPage } from './provider-pages.ts';
import { SIGNING_ALGORITHM, type ProviderKeys } from './provider-keys.ts';

// How the embedded OpenID provider behaves. It stands in for the external provider (Azure AD B2C)
// the portal uses in production, so the web app signs in the same way against either: authorization
// code + PKCE, an access token (JWT) for the API audience, refresh tokens for silent renew.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** A sign-in lasts at most a working day; the web app logs out after an hour idle anyway. */
const SESSION_SECONDS = 10 * HOUR;
const ACCESS_TOKEN_SECONDS = 15 * MINUTE;

/** The API as a resource indicator (RFC 8707 wants an absolute URI; the audience need not be one). */
export function apiResourceIndicator(config: AppConfig): string {
  return `${config.publicUrl}/api`;
}

/** Both spellings of the API scope: the web app picks 'localhost' or 'web' by its host (spec 000 §7). */
export function apiScopes(config: AppConfig): string[] {
  return ['localhost', 'web'].map((env) => config.oidc.apiScope.replaceAll('{env}', env));
}

/** Where the web app may return after sign-in (and silent renew through an iframe) and sign-out. */
export function clientRedirects(config: AppConfig): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  const redirectUris = [config.oidc.redirectUri, `${config.publicUrl}/auth/callback`, `${config.publicUrl}/silent-renew.html`];
  // The web app returns to its own origin after sign-out; that is the redirect URI's origin when
  // it is configured apart from the public URL.
  const postLogoutRedirectUris = [`${config.publicUrl}/`, `${new URL(config.oidc.redirectUri).origin}/`];
  return { redirectUris: [...new Set(redirectUris)], postLogoutRedirectUris: [...new Set(postLogoutRedirectUris)] };
}

async function accessTokenClaims(db: Db, accountId: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!accountId) return undefined;
  const [user] = await db.select().from(users).where(eq(users.subject, accountId));
  if (!user) return undefined;
  const { email, family_name, initials, prefix } = claimsOf(user);
  return { email, family_name, initials, prefix };
}

export interface ProviderConfigurationOptions {
  config: AppConfig;
  db: Db;
  keys: ProviderKeys;
}

export function providerConfiguration({ config, db, keys }: ProviderConfigurationOptions): Configuration {
  const resource = apiResourceIndicator(config);
  const { redirectUris, postLogoutRedirectUris } = clientRedirects(config);
  const portalUrl = `${config.publicUrl}/`;
  return {
    adapter: drizzleAdapter(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'AFD-portaal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: SIGNING_ALGORITHM,
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'afd_oidc_session', interaction: 'afd_oidc_interaction', resume: 'afd_oidc_resume' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'family_name', 'initials', 'prefix'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // Authorization code only: no implicit or hybrid flows, and PKCE on every request.
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: autoSubmittingLogout,
        postLogoutSuccessSource: signedOutPage(portalUrl),
      },
      resourceIndicators: {
        enabled: true,
        // The web app sends no `resource`: every authorization is for the API, and the token
        // endpoint may use the granted resource, so the access token is a JWT for the API, not an
        // opaque userinfo token.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            audience: config.oidc.audience,
            scope: apiScopes(config).join(' '),
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            jwt: { sign: { alg: SIGNING_ALGORITHM } },
          };
        },
      },
    },
    // Refresh tokens for our own client whether or not it asks offline_access, so the web app's
    // automatic silent renew works by refresh token (no third-party-cookie iframe). They expire
    // with the provider session (sign-out ends them) and rotate on every use (public client).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: (_ctx, token) => accessTokenClaims(db, 'accountId' in token ? token.accountId : undefined),
    findAccount: (_ctx, subject, token) => findAccount(db, subject, token),
    interactions: {
      url: (_ctx, interaction) => `${config.oidc.authority}/interaction/${interaction.uid}`,
    },
    renderError: renderProviderError(portalUrl),
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: SESSION_SECONDS,
      Grant: SESSION_SECONDS,
      // A rotated refresh token inherits what is left of its predecessor's lifetime, so renewing
      // never stretches a sign-in beyond the session.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_SECONDS,
    },
  };
}
