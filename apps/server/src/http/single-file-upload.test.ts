import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app.ts';
import { readSingleFileUpload, registerSingleFileUploads } from './single-file-upload.ts';
import { multipartBody } from './single-file-upload.testing.ts';

const maxBytes = 1024;

describe('readSingleFileUpload', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      engine: 'pglite',
      env: { UPLOAD_MAX_BYTES: String(maxBytes) },
      beforeReady: (app: FastifyInstance) =>
        app.register(async (scope) => {
          await registerSingleFileUploads(scope, { maxBytes });
          await registerSingleFileUploads(scope, { maxBytes }); // idempotent
          scope.post('/test-upload', { config: { access: 'public' } }, async (request) => {
            const upload = await readSingleFileUpload(request, { maxBytes, fields: ['note'], maxFieldBytes: 100 });
            return { fileName: upload.fileName, size: upload.content.byteLength, fields: upload.fields, fieldName: upload.fieldName };
          });
        }),
    });
  });
  afterAll(async () => testApp?.close());

  const post = async (body: { payload: Buffer | string; headers: Record<string, string> }) =>
    testApp.app.inject({ method: 'POST', url: '/test-upload', ...body });

  it('reads one file and the allowed fields', async () => {
    const response = await post(await multipartBody([{ name: 'a.zip', content: 'abc' }], { note: 'hallo' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fileName: 'a.zip', size: 3, fields: { note: 'hallo' }, fieldName: 'file' });
  });

  /** A multipart body whose file name is the given raw bytes, as a misbehaving client may send. */
  const rawNameBody = (nameBytes: number[]) => {
    const boundary = 'grens';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
      Buffer.from(nameBytes),
      Buffer.from(`"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('refuses a file name that is not valid UTF-8, instead of storing replacement characters', async () => {
    const response = await post(rawNameBody([0x61, 0xff, 0xfe, 0x2e, 0x78, 0x73, 0x64]));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('De bestandsnaam bevat een teken dat niet is toegestaan (een NUL-teken of een ongeldige tekencodering).');
  });

  it('refuses a file name with a NUL character', async () => {
    const response = await post(await multipartBody([{ name: 'a\u0000b.xsd', content: 'x' }]));
    expect(response.statusCode).toBe(400);
  });

  it('accepts a file name with letters outside ASCII', async () => {
    const response = await post(await multipartBody([{ name: 'Reisverzekering-ï-🧳.xsd', content: 'x' }]));
    expect(response.statusCode).toBe(200);
    expect(response.json().fileName).toBe('Reisverzekering-ï-🧳.xsd');
  });

  it('refuses a text field with a NUL character, naming the field', async () => {
    const response = await post(await multipartBody([{ name: 'a.xsd', content: 'x' }], { note: 'a\u0000b' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ note: ['Bevat een teken dat niet is toegestaan.'] });
  });

  it('strips directories from the file name', async () => {
    const response = await post(await multipartBody([{ name: 'C:\\fakepath\\b.xsd', content: 'x' }]));
    expect(response.json().fileName).toBe('b.xsd');
  });

  it('accepts a file of exactly the limit', async () => {
    const response = await post(await multipartBody([{ name: 'a.bin', content: new Uint8Array(maxBytes) }]));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file over the limit with 413 in Dutch', async () => {
    const response = await post(await multipartBody([{ name: 'a.bin', content: new Uint8Array(maxBytes + 1) }]));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/groter dan de toegestane/);
  });

  it('refuses a body whose declared length is far over the limit with 413', async () => {
    const response = await post(await multipartBody([{ name: 'a.bin', content: new Uint8Array(maxBytes * 200) }]));
    expect(response.statusCode).toBe(413);
  });

  it('refuses an empty file', async () => {
    const response = await post(await multipartBody([{ name: 'leeg.zip', content: '' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: 'Leeg bestand', detail: "Het bestand 'leeg.zip' is leeg." });
  });

  it('refuses a request without a file', async () => {
    const response = await post(await multipartBody([], { note: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Geen bestand');
  });

  it('refuses two files', async () => {
    const response = await post(await multipartBody([{ name: 'a', content: 'a' }, { name: 'b', content: 'b' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Eén bestand verwacht');
  });

  it('refuses an unknown field and an oversized field', async () => {
    const unknown = await post(await multipartBody([{ name: 'a', content: 'a' }], { other: 'x' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain("'other'");
    const long = await post(await multipartBody([{ name: 'a', content: 'a' }], { note: 'x'.repeat(200) }));
    expect(long.statusCode).toBe(400);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await post({ payload: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/multipart/);
  });

  it('refuses a malformed multipart body', async () => {
    const response = await post({ payload: '--xyz\r\nrommel', headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    expect(response.statusCode).toBe(400);
  });
});
