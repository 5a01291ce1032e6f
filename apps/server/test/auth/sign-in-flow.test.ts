import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testEngines } from '../helpers/test-database.ts';
import { bearer } from '../helpers/tokens.ts';
import { demoAccountWithEmail } from '../../src/auth/embedded-provider/demo-accounts.ts';
import { seedDemoData } from '../../src/demo/demo-seed.ts';

// The real sign-in of the web app against the embedded provider, through app.inject: authorize,
// the login form, the automatic consent, the code for tokens with the PKCE verifier, and the API
// call with the access token. Then a silent renew by refresh token, and sign-out.

const host = 'localhost:8080';

/** Just enough of a browser: remembers cookies per path and sends the matching ones. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const key = `${cookie.name};${cookie.path ?? '/'}`;
      const expired = cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  headerFor(url: string): string {
    const { pathname } = new URL(url, `http://${host}`);
    return [...this.cookies.entries()]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([key, cookie]) => `${key.slice(0, key.indexOf(';'))}=${cookie.value}`)
      .join('; ');
  }
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function pathOf(location: string | string[] | number | undefined): string {
  if (typeof location !== 'string') throw new Error(`expected a redirect, got location ${String(location)}`);
  const url = new URL(location, `http://${host}`);
  return `${url.pathname}${url.search}`;
}

describe.each(testEngines)('sign-in through the embedded provider on %s', (engine) => {
  let testApp: TestApp;
  let jar: CookieJar;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    await seedDemoData(testApp.database.db, testApp.config, () => undefined);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function browse(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const response = await testApp.app.inject({
      method,
      url,
      headers: {
        host,
        cookie: jar.headerFor(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response);
    return response;
  }

  async function startSignIn(challenge: string): Promise<string> {
    const { config } = testApp;
    const query = new URLSearchParams({
      client_id: config.oidc.clientId,
      redirect_uri: config.oidc.redirectUri,
      response_type: 'code',
      scope: `openid ${config.oidc.apiScope.replaceAll('{env}', 'localhost')}`,
      state: 'toestand-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const authorize = await browse('GET', `/oidc/auth?${query.toString()}`);
    expect(authorize.statusCode).toBe(303);
    return pathOf(authorize.headers.location);
  }

  /** Follows redirects inside the portal until one leaves for the web app's callback. */
  async function followToCallback(start: string): Promise<URL> {
    let location = start;
    for (let hop = 0; hop < 6; hop += 1) {
      const response = await browse('GET', location);
      expect(response.statusCode, `${location}: ${response.body}`).toBe(303);
      const next = new URL(String(response.headers.location), `http://${host}`);
      if (next.href.startsWith(testApp.config.oidc.redirectUri)) return next;
      location = `${next.pathname}${next.search}`;
    }
    throw new Error('no redirect to the callback');
  }

  async function signIn(email: string, password: string) {
    jar = new CookieJar();
    const pkce = pkcePair();
    const loginUrl = await startSignIn(pkce.challenge);
    expect(loginUrl).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await browse('GET', loginUrl);
    expect(page.statusCode).toBe(200);

    const submitted = await browse('POST', `${loginUrl}/login`, { email, password });
    expect(submitted.statusCode, submitted.body).toBe(303);
    const callback = await followToCallback(pathOf(submitted.headers.location));
    expect(callback.searchParams.get('state')).toBe('toestand-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code as string,
        redirect_uri: testApp.config.oidc.redirectUri,
        client_id: testApp.config.oidc.clientId,
        code_verifier: pkce.verifier,
      }).toString(),
    });
    expect(token.statusCode, token.body).toBe(200);
    return token.json<{ access_token: string; refresh_token?: string; id_token: string; scope: string; expires_in: number }>();
  }

  /** A silent renew as oidc-client-ts sends it: the refresh token and the scope of the earlier token response. */
  function renew(refreshToken: string, scope?: string): Promise<LightMyRequestResponse> {
    return testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: testApp.config.oidc.clientId,
        ...(scope === undefined ? {} : { scope }),
      }).toString(),
    });
  }

  it('signs in with a demo account by authorization code + PKCE and calls the API with the access token', async () => {
    const beheerder = demoAccountWithEmail('beheerder@demo.nl');
    const tokens = await signIn(beheerder.email, beheerder.password);

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'ES256' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: testApp.config.oidc.authority,
      aud: testApp.config.oidc.audience,
      email: beheerder.email,
    });

    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: beheerder.email,
      organization: beheerder.organisation,
      role: 'B',
      status: 'actief',
      isAdministrator: true,
      isCertifier: true,
      isValidator: true,
      // An administrator holds every organisation, the seeded standards body among them.
      authorizationsForAfdOnlineSamenstellen: expect.arrayContaining([beheerder.organisation, testApp.config.standardsOrganisation]),
    });
  });

  it('renews silently with the refresh token, which rotates', async () => {
    const valideerder = demoAccountWithEmail('valideerder@demo.nl');
    const first = await signIn(valideerder.email, valideerder.password);
    expect(first.refresh_token).toBeTruthy();

    const renewed = await renew(first.refresh_token as string, first.scope);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const second = renewed.json<{ access_token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).aud).toBe(testApp.config.oidc.audience);

    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(second.access_token) });
    expect(me.json()).toMatchObject({ email: valideerder.email, isValidator: true, isCertifier: false });
  });

  it('refuses to renew for an account deactivated after sign-in, and renews again once reactivated', async () => {
    const adviseur = demoAccountWithEmail('adviseur@demo.nl');
    const tokens = await signIn(adviseur.email, adviseur.password);
    const setActive = (active: boolean) =>
      testApp.database.db.execute(sql`update users set actief = ${active} where lower(email) = ${adviseur.email.toLowerCase()}`);
    await setActive(false);
    try {
      const refused = await renew(tokens.refresh_token as string, tokens.scope);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      await setActive(true);
    }
    const again = await signIn(adviseur.email, adviseur.password);
    expect((await renew(again.refresh_token as string, again.scope)).statusCode).toBe(200);
  });

  it('holds an account back after five wrong passwords, then refuses even the right one without checking it, in Dutch', async () => {
    const adviseur = demoAccountWithEmail('adviseur@demo.nl');
    jar = new CookieJar();
    const loginUrl = await startSignIn(pkcePair().challenge);
    await browse('GET', loginUrl);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await browse('POST', `${loginUrl}/login`, { email: adviseur.email, password: `fout-${attempt}` });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('Onbekend e-mailadres of onjuist wachtwoord.');
    }
    const held = await browse('POST', `${loginUrl}/login`, { email: adviseur.email, password: adviseur.password });
    expect(held.statusCode).toBe(429);
    expect(held.body).toContain('Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw.');
    // Time passes (the wait is over): the right password now signs in and clears the count.
    await testApp.database.db.execute(sql`update throttles set blocked_until = now() - interval '1 second'`);
    const accepted = await browse('POST', `${loginUrl}/login`, { email: adviseur.email, password: adviseur.password });
    expect(accepted.statusCode).toBe(303);
    const left = await testApp.database.db.execute(sql`select count(*)::int as n from throttles where key = ${`account:${adviseur.email}`}`);
    expect(JSON.stringify(left)).toContain('"n":0');
  });

  it('shows the Dutch login form with the demo accounts and their passwords', async () => {
    jar = new CookieJar();
    const page = await browse('GET', await startSignIn(pkcePair().challenge));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toMatch(/<label for="email">E-mailadres<\/label>\s*<input id="email"/);
    expect(page.body).toMatch(/<label for="password">Wachtwoord<\/label>\s*<input id="password"[^>]*type="password"/);
    expect(page.body).toContain('<button type="submit">Inloggen</button>');
    expect(page.body).toContain('beheerder@demo.nl');
    expect(page.body).toContain('Demo-beheerder-1');
  });

  it('answers a wrong password with the Dutch error, keeps the address, and accepts the right one next', async () => {
    jar = new CookieJar();
    const beheerder = demoAccountWithEmail('beheerder@demo.nl');
    const loginUrl = await startSignIn(pkcePair().challenge);
    const wrong = await browse('POST', `${loginUrl}/login`, { email: beheerder.email, password: 'fout-wachtwoord' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('<p id="login-error" class="error" role="alert">Onbekend e-mailadres of onjuist wachtwoord.</p>');
    expect(wrong.body).toContain(`value="${beheerder.email}"`);

    const right = await browse('POST', `${loginUrl}/login`, { email: beheerder.email, password: beheerder.password });
    expect(right.statusCode).toBe(303);
  });

  it('answers an unknown e-mail address with the same error as a wrong password', async () => {
    jar = new CookieJar();
    const loginUrl = await startSignIn(pkcePair().challenge);
    const unknown = await browse('POST', `${loginUrl}/login`, { email: 'niemand@demo.nl', password: 'Demo-beheerder-1' });
    expect(unknown.body).toContain('Onbekend e-mailadres of onjuist wachtwoord.');
  });

  it('refuses a login post for another sign-in than the browser is in', async () => {
    jar = new CookieJar();
    await startSignIn(pkcePair().challenge);
    const beheerder = demoAccountWithEmail('beheerder@demo.nl');
    const forged = await browse('POST', '/oidc/interaction/een-andere-uid/login', { email: beheerder.email, password: beheerder.password });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Uw inlogsessie is verlopen.');
  });

  it('signs out without a confirmation question and ends the refresh token', async () => {
    const certificeerder = demoAccountWithEmail('certificeerder@demo.nl');
    const tokens = await signIn(certificeerder.email, certificeerder.password);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${testApp.config.publicUrl}/`,
      state: 'uit',
    });
    const logoutPage = await browse('GET', `/oidc/session/end?${query.toString()}`);
    expect(logoutPage.statusCode).toBe(200);
    expect(logoutPage.body).toContain('form.submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage.body)?.[1];
    expect(xsrf).toBeTruthy();

    // What the page's script submits.
    const confirmed = await browse('POST', '/oidc/session/end/confirm', { xsrf: xsrf as string, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(String(confirmed.headers.location)).toBe(`${testApp.config.publicUrl}/?state=uit`);

    const afterSignOut = await renew(tokens.refresh_token as string);
    expect(afterSignOut.statusCode).toBe(400);
    expect(afterSignOut.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the code without the PKCE verifier', async () => {
    jar = new CookieJar();
    const certificeerder = demoAccountWithEmail('certificeerder@demo.nl');
    const loginUrl = await startSignIn(pkcePair().challenge);
    const submitted = await browse('POST', `${loginUrl}/login`, { email: certificeerder.email, password: certificeerder.password });
    const callback = await followToCallback(pathOf(submitted.headers.location));
    const token = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: testApp.config.oidc.redirectUri,
        client_id: testApp.config.oidc.clientId,
        code_verifier: pkcePair().verifier,
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: testApp.config.oidc.clientId,
      redirect_uri: testApp.config.oidc.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 's',
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}`, headers: { host } });
    expect(response.statusCode).toBe(303);
    expect(new URL(String(response.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });
});
