import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { demoAccountWithEmail } from '../../src/auth/embedded-provider/demo-accounts.ts';
import { loadConfig } from '../../src/config.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { cleanupsAfterEach, type Cleanups } from '../helpers/cleanups.ts';
import { startServerProcess, stopServerProcess, waitUntilListening, type ServerProcess } from '../helpers/server-process.ts';
import { createEmptyTestDatabase } from '../helpers/test-database.ts';

// The server keeps no state of its own between requests (README, ADR 0064): two real server
// processes on one PostgreSQL database, behind a proxy that sends each request to the other one
// in turn, as compose.yaml runs them behind its load balancer. A whole sign-in through the
// embedded OpenID provider has each of its steps answered by the other instance than the step
// before (its interaction, session and grant are in the database, its keys too), the access
// token works on both, a refresh on the other instance, and what one instance writes the other
// reads. PostgreSQL only: the embedded database belongs to one process (its data-directory lock).

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const absent = 'TEST_DATABASE_URL is not set (two instances need one PostgreSQL server)';
  if (process.env.CI === 'true') throw new Error(`The two-instance test cannot run: ${absent}, and under CI=true it must.`);
  console.warn(`Two-instance test skipped: ${absent}.`);
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

interface ComposeService {
  build?: string;
  image?: string;
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
}

describe('compose.yaml runs two instances behind a load balancer (no Docker engine here: its files)', () => {
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8')) as { services: Record<string, ComposeService> };
  const { portal, 'portal-2': second, proxy } = compose.services;
  const caddyfile = fs.readFileSync(path.join(repoRoot, 'deploy', 'Caddyfile'), 'utf8');

  it('gives both instances the same image, settings and database, and publishes only the load balancer', () => {
    expect(portal?.image).toBeTruthy();
    expect(second?.image).toBe(portal?.image);
    expect(second?.build).toBe(portal?.build);
    expect(second?.environment).toEqual(portal?.environment);
    expect(portal?.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    expect(second?.restart).toBe('unless-stopped');
    expect(proxy?.restart).toBe('unless-stopped');
    expect(portal?.ports).toBeUndefined();
    expect(second?.ports).toBeUndefined();
    expect(proxy?.ports).toEqual(['8080:8080']);
    // Users reach the load balancer: that is the public address both instances name.
    expect(portal?.environment?.PUBLIC_URL).toBe('http://localhost:8080');
    // Only the load balancer reaches them, and it sets the client's address.
    expect(portal?.environment?.TRUST_PROXY).toBe('true');
    // The second starts once the first is healthy: an upgrade's migrations run in one instance.
    expect(second?.depends_on).toEqual({ db: { condition: 'service_healthy' }, portal: { condition: 'service_healthy' } });
  });

  it('the load balancer mounts deploy/Caddyfile, which sends requests to both instances in turn on the port the image listens on', () => {
    expect(proxy?.image).toMatch(/^caddy:/);
    expect(proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ENV .*PORT=8080/m);
    expect(caddyfile).toMatch(/^\s*reverse_proxy portal:8080 portal-2:8080 \{$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/healthz$/m);
    expect(caddyfile).toMatch(/^:8080 \{$/m);
  });
});

interface Served {
  instance: number;
  method: string;
  path: string;
}

/** A load balancer of the simplest kind: request n goes to instance n mod 2. Records who served what. */
async function alternatingProxy(cleanups: Cleanups) {
  const targets: URL[] = [];
  const served: Served[] = [];
  const server = http.createServer((request, response) => {
    if (targets.length === 0) {
      response.statusCode = 503;
      response.end();
      return;
    }
    const instance = served.length % targets.length;
    const target = targets[instance]!;
    served.push({ instance, method: request.method ?? 'GET', path: request.url ?? '/' });
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // Host stays the public one; the client's address as a proxy passes it on (TRUST_PROXY).
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.statusCode = 502;
      response.end();
    });
    request.pipe(forwarded);
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  cleanups.add(async () => {
    const closed = once(server.close(), 'close');
    server.closeAllConnections();
    await closed;
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    addInstance: (address: string) => targets.push(new URL(address)),
  };
}

/** Just enough of a browser: remembers the cookies it is given, per path, and sends the matching ones. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (wanted: string) => attributes.find((a) => a.toLowerCase().startsWith(`${wanted}=`))?.slice(wanted.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = value === '' || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  headerFor(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((cookie) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

const locationOf = (response: Response, base: string): URL => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
};

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL behind a load balancer', () => {
  const cleanups = cleanupsAfterEach();

  /** Starts the real server program; stopped (SIGTERM, then SIGKILL) after the test. */
  const startInstance = async (env: Record<string, string>): Promise<{ server: ServerProcess; address: string }> => {
    const server = startServerProcess(env);
    cleanups.add(() => stopServerProcess(server));
    return { server, address: await waitUntilListening(server, 120_000) };
  };

  it('signs in with each step on the other instance, and both serve the same user and data', async () => {
    const database = await createEmptyTestDatabase('postgres', { migrated: false });
    cleanups.add(() => database.close());
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.pathname = `/${row!.name}`;

    const proxy = await alternatingProxy(cleanups);
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      WORKER_THREADS: '1',
    };
    // One after the other, as compose.yaml starts them: the first migrates and seeds, the second finds it done.
    const first = await startInstance(env);
    const second = await startInstance(env);
    expect(second.server.child.pid).not.toBe(first.server.child.pid);
    proxy.addInstance(first.address);
    proxy.addInstance(second.address);

    const config = loadConfig({ ...env, NODE_ENV: 'test' });
    const jar = new CookieJar();
    const browse = async (url: string | URL, init: { method?: string; form?: Record<string, string>; json?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
      const target = new URL(url, proxy.url);
      const response = await fetch(target, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar.headerFor(target.href),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      });
      jar.store(response);
      return response;
    };

    // The web app's sign-in: authorization code with PKCE.
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${config.oidc.authority}/auth`);
    authorize.search = new URLSearchParams({
      client_id: config.oidc.clientId,
      redirect_uri: config.oidc.redirectUri,
      response_type: 'code',
      scope: `openid offline_access ${config.oidc.apiScope.replaceAll('{env}', 'localhost')}`,
      state: 'toestand-2',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const signInFrom = proxy.served.length;
    const started = await browse(authorize);
    expect(started.status).toBe(303);
    const loginUrl = locationOf(started, proxy.url);
    expect(loginUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await browse(loginUrl);
    expect(page.status, await page.text()).toBe(200);
    const { email, password } = demoAccountWithEmail('beheerder@demo.nl');
    let step = await browse(`${loginUrl.pathname}/login`, { method: 'POST', form: { email, password } });
    // Through the automatic consent back to the web app's callback with a code.
    for (let hop = 0; hop < 6 && !locationOf(step, proxy.url).href.startsWith(config.oidc.redirectUri); hop += 1) {
      expect(step.status, await step.clone().text()).toBe(303);
      step = await browse(locationOf(step, proxy.url));
    }
    const callback = locationOf(step, proxy.url);
    expect(callback.href.startsWith(config.oidc.redirectUri)).toBe(true);
    expect(callback.searchParams.get('state')).toBe('toestand-2');
    const code = callback.searchParams.get('code');
    expect(code, callback.href).toBeTruthy();
    const tokenResponse = await browse(`${config.oidc.authority}/token`, {
      method: 'POST',
      form: { grant_type: 'authorization_code', code: code!, redirect_uri: config.oidc.redirectUri, client_id: config.oidc.clientId, code_verifier: verifier },
    });
    expect(tokenResponse.status, await tokenResponse.clone().text()).toBe(200);
    const tokens = (await tokenResponse.json()) as { access_token: string; refresh_token?: string };

    // Every step of the sign-in was answered by the other instance than the step before.
    const signIn = proxy.served.slice(signInFrom);
    expect(signIn.length).toBeGreaterThanOrEqual(6);
    for (let index = 1; index < signIn.length; index += 1) expect(signIn[index]!.instance, signIn[index]!.path).not.toBe(signIn[index - 1]!.instance);

    // The access token, on each instance.
    const servedBy = () => proxy.served.at(-1)!.instance;
    const answeredBy = new Set<number>();
    for (let call = 0; call < 2; call += 1) {
      const me = await browse('/api/users/me', { token: tokens.access_token });
      expect(me.status, await me.clone().text()).toBe(200);
      expect(await me.json()).toMatchObject({ email });
      answeredBy.add(servedBy());
    }
    expect([...answeredBy].sort()).toEqual([0, 1]);

    // A write on one instance, read on the other.
    const listed = await browse('/api/Organisation', { token: tokens.access_token });
    const organisations = (await listed.json()) as { id: string; name: string }[];
    const written = await browse('/api/Organisation', {
      method: 'POST',
      token: tokens.access_token,
      headers: { 'if-match': listed.headers.get('etag') ?? '' },
      json: [...organisations, { name: 'Tweede-Instantie-Verzekeringen' }],
    });
    expect(written.status, await written.clone().text()).toBe(200);
    const writer = servedBy();
    const read = await browse('/api/Organisation', { token: tokens.access_token });
    expect(servedBy()).not.toBe(writer);
    expect(((await read.json()) as { name: string }[]).map((o) => o.name)).toContain('Tweede-Instantie-Verzekeringen');

    // The refresh token, used on the instance that did not issue the access token.
    const issuedBy = signIn.at(-1)!.instance;
    if (servedBy() === 1 - issuedBy) await browse('/healthz');
    const renewed = await browse(`${config.oidc.authority}/token`, {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: config.oidc.clientId },
    });
    expect(servedBy()).not.toBe(issuedBy);
    expect(renewed.status, await renewed.clone().text()).toBe(200);
  }, 300_000);
});
