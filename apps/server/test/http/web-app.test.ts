import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase, testEngines } from '../helpers/test-database.ts';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml = '<!doctype html><head><title>AFD Portaal</title></head><div id="root"></div>';
/** index.html as served: with the server's runtime settings (runtime-settings.ts). */
const servedIndexHtml = (organisation: string) =>
  `<!doctype html><head><title>AFD Portaal</title>  <meta name="afd-standards-organisation" content="${organisation}" />\n  </head><div id="root"></div>`;

const largeAsset = `export const tekst = '${'portaal '.repeat(2000)}';`;

/** A tiny build output as Vite would leave it. */
function makeDistDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afd-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), 'console.log("portaal");');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  // As apps/web/scripts/precompress.mjs leaves them beside a larger asset.
  fs.writeFileSync(path.join(dir, 'assets', 'vendor-8e1d2b.js'), largeAsset);
  fs.writeFileSync(path.join(dir, 'assets', 'vendor-8e1d2b.js.br'), zlib.brotliCompressSync(largeAsset));
  fs.writeFileSync(path.join(dir, 'assets', 'vendor-8e1d2b.js.gz'), zlib.gzipSync(largeAsset));
  return dir;
}

describe.each(testEngines)('web app serving on %s', (engine) => {
  let database: Database;
  let distDir: string;
  let built: TestApp;
  let notBuilt: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    distDir = makeDistDir();
    built = await buildTestApp({ engine, database, env: { WEB_DIST_DIR: distDir, STANDARDS_ORGANISATION: 'Normen & "Co"' } });
    notBuilt = await buildTestApp({ engine, database, env: { WEB_DIST_DIR: path.join(distDir, 'ontbreekt') } });
  });
  afterAll(async () => {
    await built.close();
    await notBuilt.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(servedIndexHtml('Normen &amp; &quot;Co&quot;'));
    expect(response.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
  });

  it('falls back to index.html for a client route opened in the browser', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/productdefinities/A/B/C?x=1', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(servedIndexHtml('Normen &amp; &quot;Co&quot;'));
  });

  it('serves hashed assets with long-lived immutable caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portaal");');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers.pragma).toBeUndefined();
  });

  it('sends the brotli copy of an asset to a browser that accepts it, and says the answer varies by encoding', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/vendor-8e1d2b.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(largeAsset);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await built.app.inject({ method: 'GET', url: '/assets/vendor-8e1d2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(largeAsset);
    const plain = await built.app.inject({ method: 'GET', url: '/assets/vendor-8e1d2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(largeAsset);
  });

  it('serves other build files as they are, without caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/robots.txt', headers: html });
    expect(response.body).toBe('User-agent: *\n');
    expect(response.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
  });

  it('answers a missing asset with 404, not the page, and does not cache the 404', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/weg-123.js', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
  });

  it('answers a missing file that is not a page request with 404', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/plaatje.png', headers: { accept: 'image/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('never falls back to the page for server paths', async () => {
    for (const url of ['/api/bestaat-niet', '/API/Bestaat/Niet', '/healthz/extra']) {
      const response = await built.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('does not serve files outside the build', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd', headers: html });
    expect(response.body).not.toContain('root:');
  });

  it('answers / with a Dutch 503 problem when the web app is not built', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toMatch(/webapplicatie is nog niet gebouwd/);
    const api = await notBuilt.app.inject({ method: 'GET', url: '/api/AppSettings/AppInsights' });
    expect(api.statusCode).toBe(200);
  });
});
