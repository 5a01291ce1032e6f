import type { AuthenticationConfiguration } from '@afd/contracts';
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { serialiseSilentRenewal } from './serialised-renewal';

const localHostNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The API scope for this host: the configured template with `{env}` = 'localhost' or 'web' (spec 000 §7). */
export function apiScopeFor(apiScopeTemplate: string, hostname: string): string {
  const env = localHostNames.has(hostname.toLowerCase()) ? 'localhost' : 'web';
  return apiScopeTemplate.replaceAll('{env}', env);
}

/** The scope the web app asks for: openid plus the API's user_impersonation-style scope. */
export function scopeFor(apiScopeTemplate: string, hostname: string): string {
  const apiScope = apiScopeFor(apiScopeTemplate, hostname).trim();
  return apiScope ? `openid ${apiScope}` : 'openid';
}

/** Settings for oidc-client-ts: authorization code + PKCE, tokens in local storage, silent renew. */
export function userManagerSettings(
  config: AuthenticationConfiguration,
  location: Pick<Location, 'hostname' | 'origin'>,
  authority: string = config.authority,
): UserManagerSettings {
  return {
    authority,
    client_id: config.clientID,
    redirect_uri: config.redirectUri,
    // The provider registers one redirect URI; main.tsx recognises a silent-renew answer loaded
    // into the hidden iframe and hands it to the parent without starting the app.
    silent_redirect_uri: config.redirectUri,
    post_logout_redirect_uri: `${location.origin}/`,
    response_type: 'code',
    scope: scopeFor(config.apiScope, location.hostname),
    // Local storage (spec 000 §4) keeps the session across tabs and reloads.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    // The server's user record decides roles and names; the ID token's claims are enough here.
    loadUserInfo: false,
    monitorSession: false,
  };
}

const managers = new Map<string, UserManager>();

/** One UserManager per authority (sign-in and, for B2C, the profile and reset policies). */
export function userManagerFor(config: AuthenticationConfiguration, authority: string = config.authority): UserManager {
  const key = `${authority}|${config.clientID}`;
  let manager = managers.get(key);
  if (!manager) {
    manager = new UserManager(userManagerSettings(config, window.location, authority));
    serialiseSilentRenewal(manager);
    managers.set(key, manager);
  }
  return manager;
}
