import { WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { apiScopeFor, scopeFor, userManagerSettings } from './oidc-settings';

const template = 'api://afd-portal/{env}/user_impersonation';

describe('apiScopeFor', () => {
  it("names the scope 'localhost' on a local host", () => {
    expect(apiScopeFor(template, 'localhost')).toBe('api://afd-portal/localhost/user_impersonation');
    expect(apiScopeFor(template, '127.0.0.1')).toBe('api://afd-portal/localhost/user_impersonation');
    expect(apiScopeFor(template, 'LOCALHOST')).toBe('api://afd-portal/localhost/user_impersonation');
  });

  it("names the scope 'web' on any other host", () => {
    expect(apiScopeFor(template, 'portaal.example.nl')).toBe('api://afd-portal/web/user_impersonation');
    expect(apiScopeFor(template, 'localhost.example.nl')).toBe('api://afd-portal/web/user_impersonation');
  });

  it('leaves a template without {env} unchanged', () => {
    expect(apiScopeFor('api', 'localhost')).toBe('api');
  });
});

describe('scopeFor', () => {
  it('asks for openid plus the API scope', () => {
    expect(scopeFor(template, 'localhost')).toBe('openid api://afd-portal/localhost/user_impersonation');
    expect(scopeFor('', 'localhost')).toBe('openid');
  });
});

describe('userManagerSettings', () => {
  const config = { authority: 'http://localhost:8080/oidc', redirectUri: 'http://localhost:8080/auth/callback', clientID: 'afd-portal', apiScope: template, b2cPolicy: null };
  const settings = userManagerSettings(config, { hostname: 'localhost', origin: 'http://localhost:8080' });

  it('uses the authorization code flow (PKCE) with the configured client', () => {
    expect(settings.response_type).toBe('code');
    expect(settings.client_id).toBe('afd-portal');
    expect(settings.authority).toBe('http://localhost:8080/oidc');
    expect(settings.redirect_uri).toBe('http://localhost:8080/auth/callback');
    expect(settings.scope).toBe('openid api://afd-portal/localhost/user_impersonation');
  });

  it('keeps tokens in local storage and renews them silently', () => {
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.silent_redirect_uri).toBe('http://localhost:8080/auth/callback');
  });

  it('returns to the site root after logout', () => {
    expect(settings.post_logout_redirect_uri).toBe('http://localhost:8080/');
  });
});
