import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBlob } from '../../src/db/blob-store.ts';
import { reportFiles } from '../../src/db/schema/index.ts';
import { compressionThresholdBytes } from '../../src/http/compression.ts';
import { XLSX_TYPE } from '../../src/modules/reports/report-job.ts';
import { insertRegisterBaseline, insertRegisterSchema } from '../../src/shared/testing/register.fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// API answers are compressed by Accept-Encoding once they pass the threshold (ADR 0063); small
// ones, and downloads that are compressed already (ZIP, XLSX), go out as they are. Each case is
// a real route of the app: the OpenAPI document (large JSON), /healthz (small JSON), the
// register's column (JSON with an entity tag), a register ZIP download and a stored XLSX report.

/** What Chromium sends. */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const decoded = (response: LightMyRequestResponse): Buffer => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
};

describe.each(testEngines)('compression of answers on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let columnUrl: string;
  let zipUrl: string;
  let xlsxUrl: string;
  let xlsxBytes: Uint8Array;
  /** Random text: it does not shrink, so a ZIP of it is well past the threshold. */
  const incompressible = randomBytes(48 * 1024).toString('base64');

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const { database } = testApp;
    const baseline = await insertRegisterBaseline(database);
    const on = { organisationId: matrix.ownOrganisation.id, baselineSchemaId: baseline.id };
    for (let index = 0; index < 40; index++) await insertRegisterSchema(database, { ...on, name: `Schema_${String(index).padStart(2, '0')}` });
    await insertRegisterSchema(database, { ...on, name: 'Groot_Schema', enriched: `<xs:schema><!-- ${incompressible} --></xs:schema>` });
    columnUrl = `/api/PublishedSchemas/${encodeURIComponent(matrix.ownOrganisation.name)}/${baseline.id}`;
    zipUrl = `${columnUrl}/Groot_Schema`;

    // A report file as the report job stores it: a real workbook of a few thousand cells.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rapport');
    for (let row = 0; row < 2_000; row++) sheet.addRow([`Definitie ${row}`, randomBytes(12).toString('hex'), row]);
    xlsxBytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const blob = await storeBlob(database.db, xlsxBytes, XLSX_TYPE);
    await database.db.insert(reportFiles).values({ reportName: 'StudioAfdElementUsageReport', fileName: 'rapport.xlsx', blobId: blob.id, schemaCount: 0, failureCount: 0 });
    xlsxUrl = '/api/afdreports/reportfile?reportName=StudioAfdElementUsageReport&fileName=rapport.xlsx';
  });
  afterAll(() => testApp.close());

  describe('a large JSON answer (the OpenAPI document)', () => {
    let plain: LightMyRequestResponse;
    beforeAll(async () => {
      plain = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    });

    it('is sent as it is to a client that accepts no encoding', () => {
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.byteLength).toBeGreaterThan(100 * 1024);
    });

    it('is brotli to a browser, a fraction of the size, and decompresses to the same JSON', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json', headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 5);
      expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(plain.json());
    });

    it('is gzip to a client that accepts only gzip', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(plain.json());
    });

    it('keeps the security headers when compressed', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json', headers: browser });
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it('answers HEAD with the headers and no body', async () => {
      const response = await testApp.app.inject({ method: 'HEAD', url: '/api/docs/json', headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.byteLength).toBe(0);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  it('sends a JSON answer under the threshold as it is', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.byteLength).toBeLessThan(compressionThresholdBytes);
    expect(response.json()).toBeTypeOf('object');
  });

  it("weakens a compressed answer's entity tag, and that tag still gets a 304", async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: columnUrl });
    const compressed = await testApp.app.inject({ method: 'GET', url: columnUrl, headers: browser });
    expect(plain.rawPayload.byteLength).toBeGreaterThan(compressionThresholdBytes);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(plain.headers.etag).toMatch(/^"/);
    expect(compressed.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
    expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(plain.json());
    const again = await testApp.app.inject({ method: 'GET', url: columnUrl, headers: { ...browser, 'if-none-match': String(compressed.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it("sends the register's signed-in column compressed, varying by authorization and accept-encoding", async () => {
    const plain = await matrix.as('certifier', { method: 'GET', url: columnUrl });
    const compressed = await matrix.as('certifier', { method: 'GET', url: columnUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(String(compressed.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'accept-encoding']));
    expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a ZIP download as it is, even to a browser', async () => {
    const response = await matrix.as('certifier', { method: 'GET', url: zipUrl, headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.byteLength).toBeGreaterThan(compressionThresholdBytes);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(new TextDecoder().decode(entries['Groot_Schema.xsd'])).toContain(incompressible);
  });

  it('sends an XLSX report as it is, even to a browser', async () => {
    const response = await matrix.as('administrator', { method: 'GET', url: xlsxUrl, headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.byteLength).toBeGreaterThan(compressionThresholdBytes);
    expect(new Uint8Array(response.rawPayload)).toEqual(xlsxBytes);
  });
});
