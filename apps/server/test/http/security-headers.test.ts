import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { contentSecurityPolicy, ingestionOriginOf } from '../../src/http/security-headers.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../helpers/test-database.ts';

// Tokens live in local storage: a strict script policy is what keeps an injected script from
// reading them. These tests guard that every kind of answer carries the headers.

function makeDistDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-web-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head><title>AFD Portaal</title></head><div id="root"></div>');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(testEngines)('security headers on %s', (engine) => {
  let database: Database;
  let distDir: string;
  let portal: TestApp;
  let behindTlsProxy: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    distDir = makeDistDir();
    portal = await buildTestApp({ engine, database, env: { WEB_DIST_DIR: distDir, APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=abc;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/' } });
    behindTlsProxy = await buildTestApp({ engine, database, env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://portaal.example.nl' } });
  });
  afterAll(async () => {
    await portal.close();
    await behindTlsProxy.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const answers = [
    ['the web app page', { method: 'GET' as const, url: '/', headers: html }],
    ['an API answer', { method: 'GET' as const, url: '/api/AppSettings/AppInsights' }],
    ['a problem answer', { method: 'GET' as const, url: '/api/bestaat-niet' }],
  ] as const;

  for (const [name, request] of answers) {
    it(`sends a script-only-from-self policy, no framing by others, nosniff and no referrer on ${name}`, async () => {
      const response = await portal.app.inject(request);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });
  }

  it('lets the web app reach its sign-in provider and telemetry, and nothing else', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/', headers: html });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' http://localhost:8080 https://westeurope-5.in.applicationinsights.azure.com;");
    expect(policy).toContain("frame-src 'self' http://localhost:8080;");
  });

  it('sends HSTS only over TLS (here: behind a trusted TLS proxy)', async () => {
    const plain = await portal.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await behindTlsProxy.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('does not trust a forwarded protocol from an untrusted client', async () => {
    const spoofed = await portal.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the sign-in provider's own answers free of sniffing and foreign framing", async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes discovery endpoints on the configured public URL, whatever Host the request names', async () => {
    const response = await behindTlsProxy.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'aanvaller.example', 'x-forwarded-host': 'aanvaller.example', 'x-forwarded-proto': 'http' },
    });
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe('https://portaal.example.nl/oidc');
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(String(discovery[key]), key).toMatch(/^https:\/\/portaal\.example\.nl\/oidc\//);
    }
  });
});

describe('security header values', () => {
  it('names each extra origin once, after self', () => {
    expect(contentSecurityPolicy({ connectOrigins: ['https://a.example', 'https://a.example'], frameOrigins: [] })).toContain("connect-src 'self' https://a.example;");
  });

  it("reads Application Insights' ingestion origin, with the default when the string names none", () => {
    expect(ingestionOriginOf('InstrumentationKey=abc;IngestionEndpoint=https://x.in.applicationinsights.azure.com/')).toBe('https://x.in.applicationinsights.azure.com');
    expect(ingestionOriginOf('InstrumentationKey=abc')).toBe('https://dc.services.visualstudio.com');
  });
});
