import { readAfd1Enrichment } from '@afd/afd';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import type { Actor, RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { readBlob } from '../../db/blob-store.ts';
import { auditLog, baselineLibraries, organisationSchemas, uploadedSchemas } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import {
  certificationRowCounts,
  corpus,
  corpusSchema,
  expectNoCertificationRowChange,
  insertMismatchingLibrary,
  keyFields,
  startCertificationTestApp,
  type CertificationFixture,
} from '../../shared/testing/certification.fixture.ts';

const uploadLimit = 256 * 1024;

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x"><xs:annotation><xs:documentation>&lol2;</xs:documentation></xs:annotation></xs:schema>`;
const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x"><xs:annotation><xs:documentation>&xxe;</xs:documentation></xs:annotation></xs:schema>`;
const foreignImport = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x">
  <xs:import namespace="urn:elders" schemaLocation="http://example.invalid/elders.xsd"/>
</xs:schema>`;
const include = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x">
  <xs:include schemaLocation="../../etc/passwd"/>
</xs:schema>`;

describe.each(testEngines)('organisation schema validation and certification on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;
  let key: BaselineKeyIds;

  beforeAll(async () => {
    ({ testApp, matrix, fixture, key } = await startCertificationTestApp(engine, { UPLOAD_MAX_BYTES: String(uploadLimit) }));
  });
  afterAll(() => testApp.close());

  const validateRequest = async (file: { name: string; content: string | Uint8Array }, fields: Record<string, string> = keyFields(key)) => {
    const body = await multipartBody([file], fields);
    return { method: 'POST' as const, url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers };
  };
  const validate = async (actor: Actor, file: { name: string; content: string | Uint8Array }, fields?: Record<string, string>) =>
    matrix.as(actor, await validateRequest(file, fields));
  const valid = corpusSchema('valid');
  const sha256Of = (content: string) => createHash('sha256').update(content).digest('hex');
  /** Certify as the screen sends it: for the valid corpus file unless the test names another file's hash. */
  const certifyUrl = (query: Record<string, string>) =>
    `/api/OrganisationSchemas/Certify?${new URLSearchParams({ ...keyFields(key), publish: 'false', fileSha256: sha256Of(valid.xsd), ...query })}`;
  const validTempFileId = async (actor: Actor = 'certifier') => {
    const response = await validate(actor, { name: 'afdSchema.xsd', content: valid.xsd });
    expect(response.statusCode).toBe(200);
    const id = response.json().tempFileId as string | null;
    if (!id) throw new Error('no tempFileId');
    return id;
  };

  /** Runs the call and asserts it changed no row of any table a certification call writes. */
  const expectUnchanged = <Response extends { statusCode: number }>(call: () => Promise<Response>, status: number) =>
    expectNoCertificationRowChange(testApp.database, call, status);

  describe('POST /api/OrganisationSchemas (Valideer)', () => {
    it('lets validators, certifiers and administrators validate; nobody else', async () => {
      const statuses = await matrix.statuses(await validateRequest({ name: 'afdSchema.xsd', content: valid.xsd }));
      expect(statuses).toEqual({ anonymous: 401, inactive: 403, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200 });
    });

    it('answers a valid schema without errors and keeps it for a certifier only', async () => {
      const forValidator = await expectUnchanged(() => validate('validator', { name: 'afdSchema.xsd', content: valid.xsd }), 200);
      const body = forValidator.json() as unknown as Record<string, unknown>;
      expect(body).toMatchObject({ manualvalidation: false, tempFileId: null, fileName: 'afdSchema.xsd', xsdSchema: valid.xsd });
      expect((body.messages as { severity: number }[]).filter((message) => message.severity === 1)).toEqual([]);
      expect(Object.keys(body).sort()).toEqual(['fileName', 'manualvalidation', 'messages', 'tempFileId', 'xsdSchema']);

      const before = await testApp.database.db.$count(uploadedSchemas);
      const id = await validTempFileId();
      const [row] = await testApp.database.db.select().from(uploadedSchemas).where(eq(uploadedSchemas.id, id));
      expect(row).toMatchObject({ userId: matrix.userIdOf('certifier'), organisationId: matrix.ownOrganisation.id, fileName: 'afdSchema.xsd' });
      expect(row?.result).not.toHaveProperty('failedChecks');
      expect(await testApp.database.db.$count(uploadedSchemas)).toBe(before + 1);
    });

    it('answers the errors of an invalid schema and stores nothing', async () => {
      const invalid = corpusSchema('invalid');
      const response = await expectUnchanged(() => validate('certifier', { name: 'afdSchema.xsd', content: invalid.xsd }), 200);
      const body = response.json() as unknown as { messages: { severity: number; message: string }[]; tempFileId: null };
      expect(body.tempFileId).toBeNull();
      expect(body.messages.some((message) => message.severity === 1)).toBe(true);
    });

    it('sends a refusal of the restriction check with its example message, confirmed by the certification (issue 18)', async () => {
      const refused = corpus().organisationSchemas.find((schema) => schema.baseline === 0 && typeof schema.expectation === 'object' && schema.expectation.invalid.includes('baseline-restriction'));
      const response = await validate('validator', { name: 'afdSchema.xsd', content: refused?.xsd ?? '' });
      const body = response.json() as unknown as { messages: { severity: number; example?: { kind: string; fileName?: string; content?: string } }[] };
      const examples = body.messages.filter((message) => message.severity === 1).map((message) => message.example);
      expect(examples).toContainEqual(expect.objectContaining({ kind: 'built', fileName: 'voorbeeldbericht.xml', content: expect.stringMatching(/^<\?xml /) }));
    });

    it("says 'Het schema is al verrijkt.' at validation for a schema downloaded from the portal, and keeps nothing", async () => {
      const tempFileId = await validTempFileId();
      const certified = await matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Al verrijkt', tempFileId }) });
      const { enrichedXsd } = certified.json() as { enrichedXsd: string };
      const response = await expectUnchanged(() => validate('certifier', { name: 'afdSchema.xsd', content: enrichedXsd }), 200);
      const body = response.json() as unknown as { messages: { severity: number; message: string }[]; tempFileId: null };
      expect(body.tempFileId).toBeNull();
      expect(body.messages[0]).toMatchObject({ severity: 1, message: 'Het schema is al verrijkt.' });
    });

    it('keeps a schema that needs manual validation for a certifier, with manualvalidation set', async () => {
      const manual = corpusSchema('manual');
      const response = await validate('certifier', { name: 'afdSchema.xsd', content: manual.xsd });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ manualvalidation: true, tempFileId: expect.any(String) });
    });

    const hostile: [string, { name: string; content: string | Uint8Array }][] = [
      ['a file that is not XML', { name: 'afdSchema.xsd', content: 'dit is geen xml' }],
      ['a ZIP file', { name: 'afdSchema.xsd', content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) }],
      ['a DOCTYPE with an external entity (XXE)', { name: 'afdSchema.xsd', content: externalEntity }],
      ['entity expansion (billion laughs)', { name: 'afdSchema.xsd', content: billionLaughs }],
      ['an import of another namespace by URL', { name: 'afdSchema.xsd', content: foreignImport }],
      ['an include', { name: 'afdSchema.xsd', content: include }],
      ['bytes that are not UTF-8', { name: 'afdSchema.xsd', content: new Uint8Array([0x3c, 0x78, 0xff, 0xfe, 0x3e]) }],
    ];
    it.each(hostile)('refuses %s with Dutch error messages and stores nothing', async (_label, file) => {
      const response = await expectUnchanged(() => validate('certifier', file), 200);
      const body = response.json() as unknown as { messages: { severity: number; message: string }[]; tempFileId: null };
      expect(body.tempFileId).toBeNull();
      expect(body.messages.filter((message) => message.severity === 1).length).toBeGreaterThan(0);
    });

    it('refuses a file of the wrong type', async () => {
      const response = await expectUnchanged(() => validate('certifier', { name: 'schema.json', content: '{}' }), 400);
      expect(response.json().detail).toBe('schema.json heeft een ongeldig bestandstype.');
    });

    it('refuses an empty file', async () => {
      const response = await expectUnchanged(() => validate('certifier', { name: 'afdSchema.xsd', content: '' }), 400);
      expect(response.json().detail).toBe("Het bestand 'afdSchema.xsd' is leeg.");
    });

    it('refuses a file over the upload limit with 413', async () => {
      const response = await expectUnchanged(() => validate('certifier', { name: 'afdSchema.xsd', content: 'x'.repeat(uploadLimit + 1) }), 413);
      expect(response.json().detail).toMatch(/groter dan de toegestane/);
    });

    it('refuses a key whose combination is not allowed, a version-2 certification area and unknown ids', async () => {
      const file = { name: 'afdSchema.xsd', content: valid.xsd };
      const notAllowed = await expectUnchanged(() => validate('certifier', file, keyFields(fixture.notAllowedKey)), 400);
      expect(notAllowed.json().detail).toMatch(/niet toegestaan/);
      const versionTwo = await expectUnchanged(() => validate('certifier', file, keyFields(fixture.versionTwoKey)), 400);
      expect(versionTwo.json().detail).toMatch(/versie 1/);
      await expectUnchanged(() => validate('certifier', file, { ...keyFields(key), messageType: '00000000-0000-4000-8000-000000000000' }), 400);
      await expectUnchanged(() => validate('certifier', file, { ...keyFields(key), messageType: 'geen-id' }), 400);
      await expectUnchanged(() => validate('certifier', file, {}), 400);
    });
  });

  describe('POST /api/OrganisationSchemas/Certify', () => {
    it('certifies an upload only as the file the user sees: another file\'s hash is refused (409) and nothing is stored', async () => {
      const tempFileId = await validTempFileId();
      const otherFile = sha256Of(corpusSchema('manual').xsd);
      const refused = await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Eerder bestand', tempFileId, fileSha256: otherFile }) }), 409);
      expect(refused.json()).toMatchObject({ title: 'Ander bestand', detail: 'Het gekozen bestand is niet het bestand dat is gevalideerd. Valideer het schema opnieuw.' });
      await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Zonder hash', tempFileId, fileSha256: '' }) }), 400);
      const certified = await matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Eerder bestand', tempFileId }) });
      expect(certified.statusCode).toBe(200);
    });

    it('lets only certifiers and administrators certify', async () => {
      const ids: Partial<Record<Actor, string>> = {
        certifier: await validTempFileId('certifier'),
        administrator: await validTempFileId('administrator'),
        otherCertifier: await validTempFileId('otherCertifier'),
        validator: await validTempFileId('certifier'),
      };
      const statuses: Record<string, number> = {};
      for (const actor of ['anonymous', 'inactive', 'validator', 'certifier', 'administrator', 'otherCertifier'] as const) {
        const id = ids[actor] ?? ids.certifier ?? '';
        statuses[actor] = (await matrix.as(actor, { method: 'POST', url: certifyUrl({ name: `Matrix ${actor}`, tempFileId: id }) })).statusCode;
      }
      expect(statuses).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 200, administrator: 200, otherCertifier: 200 });
    });

    it('stores the schema with its content and enriched copy in the own organisation, trimmed name, audit entry', async () => {
      const tempFileId = await validTempFileId();
      const response = await matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: '  Mijn schema  ', tempFileId, publish: 'true' }) });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { name: string; version: number; enrichedXsd: string; organisation: string; fileName: string };
      expect(body).toMatchObject({ name: 'Mijn schema', version: 1, organisation: matrix.ownOrganisation.name, fileName: 'Mijn schema.xsd' });

      const [row] = await testApp.database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, 'Mijn schema'));
      if (!row?.contentBlobId || !row.enrichedBlobId) throw new Error('schema not stored with its files');
      const mark = createHash('sha256').update(valid.xsd).digest('hex');
      expect(row).toMatchObject({ organisationId: matrix.ownOrganisation.id, origin: 'upload', version: 1, certificationMark: mark, isPublished: true, isDownloadable: false });
      expect(new TextDecoder().decode((await readBlob(testApp.database.db, row.contentBlobId))?.content)).toBe(valid.xsd);
      const enriched = new TextDecoder().decode((await readBlob(testApp.database.db, row.enrichedBlobId))?.content);
      expect(enriched).toBe(body.enrichedXsd);
      expect(readAfd1Enrichment(enriched)).toMatchObject({ organisation: matrix.ownOrganisation.name, name: 'Mijn schema', certificationMark: mark });
      expect(await testApp.database.db.$count(uploadedSchemas, eq(uploadedSchemas.id, tempFileId))).toBe(0);
      const audit = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
      expect(audit.map((entry) => entry.action)).toEqual(['organisationSchema.certified']);
    });

    it('asks for confirmation when the name is in use, and counts the version up once confirmed', async () => {
      await matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Dubbel', tempFileId: await validTempFileId() }) });
      const tempFileId = await validTempFileId();
      const refused = await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'dubbel ', tempFileId }) }), 409);
      expect(refused.json().detail).toBe('Weet u dit zeker? De opgegeven naam is al in gebruik');
      const blobsBefore = await certificationRowCounts(testApp.database);
      const confirmed = await matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Dubbel', tempFileId, overwrite: 'true' }) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().version).toBe(2);
      const after = await certificationRowCounts(testApp.database);
      // The old enriched copy goes and the new one comes; the old content stays, version 1 of the
      // history refers to it (issue 32, ADR 0070); the upload's file stays as content.
      expect(after.blobs).toBe(blobsBefore.blobs);
      expect(after.organisationSchemas).toBe(blobsBefore.organisationSchemas);
    });

    it('lets only one of two simultaneous Certify calls take the same upload', async () => {
      const tempFileId = await validTempFileId();
      const before = await testApp.database.db.$count(organisationSchemas);
      const responses = await Promise.all(
        ['Gelijktijdig A', 'Gelijktijdig B'].map((name) => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name, tempFileId }) })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
      expect(await testApp.database.db.$count(organisationSchemas)).toBe(before + 1);
    });

    it('answers the name question, not an error, when two Certify calls race for one new name', async () => {
      const ids = [await validTempFileId(), await validTempFileId()];
      const responses = await Promise.all(ids.map((tempFileId) => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Wedloop', tempFileId }) })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    /** Runs `use` while the key's baseline has a newer library (another corpus baseline), then removes that library again. */
    const withReplacedBaseline = async (use: () => Promise<void>) => {
      const libraryId = await insertMismatchingLibrary(testApp.database, fixture);
      try {
        await use();
      } finally {
        await testApp.database.db.delete(baselineLibraries).where(eq(baselineLibraries.id, libraryId));
      }
    };

    it('certifies against the current library: a baseline uploaded since the validation can refuse the schema', async () => {
      const tempFileId = await validTempFileId();
      await withReplacedBaseline(async () => {
        const refused = await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Na nieuwe baseline', tempFileId }) }), 409);
        expect(refused.json().detail).toMatch(/niet valide/);
      });
    });

    it("validates against a replaced baseline at once, though the libraries read are kept (issue 17), and against the old one once it is back", async () => {
      const errorsOf = async () => {
        const response = await validate('certifier', { name: 'afdSchema.xsd', content: valid.xsd });
        expect(response.statusCode).toBe(200);
        return (response.json().messages as { severity: number }[]).filter((message) => message.severity === 1).length;
      };
      expect(await errorsOf()).toBe(0);
      await withReplacedBaseline(async () => {
        expect(await errorsOf()).toBeGreaterThan(0);
      });
      expect(await errorsOf()).toBe(0);
    });

    it('refuses an empty name, a foreign or unknown upload, another key, and an upload that is not certifiable', async () => {
      const tempFileId = await validTempFileId();
      await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: '   ', tempFileId }) }), 400);
      const foreign = await expectUnchanged(() => matrix.as('otherCertifier', { method: 'POST', url: certifyUrl({ name: 'Van een ander', tempFileId }) }), 404);
      expect(foreign.json().detail).toMatch(/niet \(meer\) gevonden/);
      await expectUnchanged(() => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Onbekend', tempFileId: '00000000-0000-4000-8000-000000000000' }) }), 404);
      const otherKey = fixture.keys[1];
      if (!otherKey) throw new Error('corpus has a second baseline');
      await expectUnchanged(
        () => matrix.as('certifier', { method: 'POST', url: `/api/OrganisationSchemas/Certify?${new URLSearchParams({ ...keyFields(otherKey), name: 'Andere sleutel', tempFileId, publish: 'false', fileSha256: sha256Of(valid.xsd) })}` }),
        400,
      );
      const manual = await validate('certifier', { name: 'afdSchema.xsd', content: corpusSchema('manual').xsd });
      const manualId = manual.json().tempFileId as string;
      const notCertifiable = await expectUnchanged(
        () => matrix.as('certifier', { method: 'POST', url: certifyUrl({ name: 'Handmatig', tempFileId: manualId, fileSha256: sha256Of(corpusSchema('manual').xsd) }) }),
        409,
      );
      expect(notCertifiable.json().detail).toMatch(/niet valide/);
    });
  });
});
