import { demoPredefinedEntities, demoPredefinedEntitiesFileText } from '@afd/afd/demo';
import { eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { readBlob, sha256Hex } from '../../db/blob-store.ts';
import { auditLog, blobs, predefinedEntitySets } from '../../db/schema/index.ts';
import { multipartBody, type MultipartFile } from '../../http/single-file-upload.testing.ts';

const uploadMaxBytes = 64 * 1024;
const onlyAdministrators = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };
const everyActiveUser = { anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 };

const snippet = (overrides: Record<string, unknown> = {}) => ({ ...demoPredefinedEntities[1], ...overrides });
const fileOf = (value: unknown, name = 'snippets.json'): MultipartFile => ({ name, content: JSON.stringify(value), type: 'application/json' });

describe.each(testEngines)('predefined entities API on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, env: { UPLOAD_MAX_BYTES: String(uploadMaxBytes) } });
    matrix = await createRoleMatrix(testApp);
  });
  afterAll(() => testApp.close());

  const upload = async (files: MultipartFile[], actor: 'administrator' | 'validator' = 'administrator') => {
    const body = await multipartBody(files);
    return matrix.as(actor, { method: 'POST', url: '/api/PredefinedEntities', payload: body.payload, headers: body.headers });
  };
  const uploadDemo = () => upload([{ name: 'demo.json', content: demoPredefinedEntitiesFileText() }]);

  /** Rows of every table an upload writes, to show that a refusal changed nothing. */
  const rowCounts = async () => {
    const count = async (table: typeof blobs | typeof predefinedEntitySets | typeof auditLog) =>
      (await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    return { sets: await count(predefinedEntitySets), blobs: await count(blobs), audit: await count(auditLog) };
  };
  const currentList = async () => (await matrix.as('validator', { method: 'GET', url: '/api/PredefinedEntities' })).json();

  describe('who may call what', () => {
    it('lets every active user read the set', async () => {
      expect(await matrix.statuses({ method: 'GET', url: '/api/PredefinedEntities' })).toEqual(everyActiveUser);
    });

    it('lets only administrators upload', async () => {
      const body = await multipartBody([{ name: 'demo.json', content: demoPredefinedEntitiesFileText() }]);
      expect(await matrix.statuses({ method: 'POST', url: '/api/PredefinedEntities', payload: body.payload, headers: body.headers })).toEqual({
        ...onlyAdministrators,
        administrator: 200,
      });
    });
  });

  describe('uploading a valid file', () => {
    it('replaces the whole set, stores the file with it, removes the old file and audits the change', async () => {
      await uploadDemo();
      const before = await rowCounts();
      const response = await upload([fileOf({ snippets: [snippet({ snippetId: 'NIEUW-1' })] }, 'nieuw.json')]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([snippet({ snippetId: 'NIEUW-1' })]);
      expect(await currentList()).toEqual([snippet({ snippetId: 'NIEUW-1' })]);

      const after = await rowCounts();
      expect(after).toEqual({ sets: 1, blobs: before.blobs, audit: before.audit + 1 });
      const [set] = await testApp.database.db.select().from(predefinedEntitySets);
      const file = await readBlob(testApp.database.db, set?.contentBlobId ?? '');
      expect(new TextDecoder().decode(file?.content)).toBe(JSON.stringify({ snippets: [snippet({ snippetId: 'NIEUW-1' })] }));
      expect(file?.contentType).toBe('application/json');

      const [audit] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, set?.id ?? ''));
      expect(audit).toMatchObject({
        action: 'predefinedEntities.replaced',
        actorEmail: 'administrator@matrix.example',
        before: { snippetIds: demoPredefinedEntities.map((s) => s.snippetId), sha256: sha256Hex(new TextEncoder().encode(demoPredefinedEntitiesFileText())) },
        after: { fileName: 'nieuw.json', snippetIds: ['NIEUW-1'], sha256: file?.sha256 },
      });
    });

    it('answers an empty list before the first upload', async () => {
      await testApp.database.db.delete(predefinedEntitySets);
      expect(await currentList()).toEqual([]);
    });

    it('keeps one current set when two administrators upload at once', async () => {
      const responses = await Promise.all([
        upload([fileOf({ snippets: [snippet({ snippetId: 'EEN' })] })]),
        upload([fileOf({ snippets: [snippet({ snippetId: 'TWEE' })] })]),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await rowCounts()).sets).toBe(1);
      expect(['EEN', 'TWEE']).toContain((await currentList())[0].snippetId);
    });
  });

  describe('bad input gets a clear Dutch message and changes nothing', () => {
    const refusals: [string, () => Promise<MultipartFile[]>, number, RegExp | string][] = [
      ['an empty file', async () => [{ name: 'leeg.json', content: '' }], 400, "Het bestand 'leeg.json' is leeg."],
      ['a file that is not JSON', async () => [{ name: 'x.json', content: '<snippets/>' }], 400, /^Het bestand x\.json is geen geldige JSON: onverwacht teken '<'/],
      ['a ZIP named .json', async () => [{ name: 'zip.json', content: zipSync({ 'a.json': new TextEncoder().encode('{}') }) }], 400, /^Het bestand zip\.json is geen (UTF-8-tekst|geldige JSON)/],
      ['a wrong file type', async () => [{ name: 'snippets.xsd', content: demoPredefinedEntitiesFileText() }], 400, 'snippets.xsd heeft een ongeldig bestandstype.'],
      ['JSON that is not an object', async () => [fileOf([snippet()])], 400, /moet een JSON-object zijn met de sleutel "snippets"/],
      ['deeply nested JSON', async () => [{ name: 'diep.json', content: `{"snippets":${'['.repeat(5000)}${']'.repeat(5000)}}` }], 400, /te diep genest/],
      ['two files', async () => [fileOf({ snippets: [snippet()] }, 'a.json'), fileOf({ snippets: [snippet()] }, 'b.json')], 400, 'Stuur precies één bestand tegelijk.'],
      ['a file over the upload limit', async () => [{ name: 'groot.json', content: `{"snippets":[],"x":"${'a'.repeat(uploadMaxBytes)}"}` }], 413, /^Het bestand is groter dan de toegestane/],
    ];

    it.each(refusals)('refuses %s', async (_name, files, status, detail) => {
      await uploadDemo();
      const before = await rowCounts();
      const response = await upload(await files());
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      if (typeof detail === 'string') expect(response.json().detail).toBe(detail);
      else expect(response.json().detail).toMatch(detail);
      expect(await rowCounts()).toEqual(before);
      expect(await currentList()).toEqual(demoPredefinedEntities);
    });

    it('refuses a file of the wrong shape, naming every mistake by its place', async () => {
      await uploadDemo();
      const before = await rowCounts();
      const response = await upload([fileOf({ snippets: [snippet(), { snippetId: 'X', snippetEntity: 'AN', snippetVersion: '1', content: {} }, snippet()] })]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'about:blank',
        title: 'Ongeldig bestand',
        status: 400,
        detail: 'Het bestand snippets.json heeft niet de vorm van voorgedefinieerde entiteiten: 3 fouten.',
        errors: {
          'snippets[1].snippetName': ['Naam (snippetName) is verplicht (een niet-lege tekst).'],
          'snippets[1].content': ['De inhoud (content) moet een niet-leeg JSON-object zijn: de entiteit met haar attributen.'],
          'snippets[2].snippetId': ['snippetId "WOONHUIS-DEKKING-GLAS" komt al voor bij snippets[0]; elke voorgedefinieerde entiteit heeft een eigen id.'],
        },
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a request without a file or without multipart', async () => {
      const before = await rowCounts();
      const noFile = await multipartBody([], {});
      const empty = await matrix.as('administrator', { method: 'POST', url: '/api/PredefinedEntities', payload: noFile.payload, headers: noFile.headers });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().detail).toBe('Kies een bestand om te uploaden.');
      const json = await matrix.as('administrator', { method: 'POST', url: '/api/PredefinedEntities', payload: { snippets: [snippet()] } });
      expect(json.statusCode).toBe(415);
      expect(await rowCounts()).toEqual(before);
    });
  });
});
