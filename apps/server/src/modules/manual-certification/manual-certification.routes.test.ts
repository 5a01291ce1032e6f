import { readAfd1Enrichment } from '@afd/afd';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import { actors, type Actor, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { readBlob } from '../../db/blob-store.ts';
import { dimensions, mailOutbox, manualCertificationRequests, organisationSchemas, uploadedSchemas } from '../../db/schema/index.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import {
  corpusSchema,
  expectNoCertificationRowChange,
  keyFields,
  startCertificationTestApp,
  type CertificationFixture,
} from '../../shared/testing/certification.fixture.ts';

const uploadLimit = 256 * 1024;
const onlyAdministrators = { anonymous: 401, inactive: 403, validator: 403, certifier: 403, otherCertifier: 403 };
const keyIds = (key: BaselineKeyIds) => ({ certificationAreaId: key.certificationAreaId, messageTypeId: key.messageTypeId, applicationAreaId: key.applicationAreaId });

describe.each(testEngines)('manual certification on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;
  let key: BaselineKeyIds;

  beforeAll(async () => {
    ({ testApp, matrix, fixture, key } = await startCertificationTestApp(engine, { UPLOAD_MAX_BYTES: String(uploadLimit) }));
  });
  afterAll(() => testApp.close());

  const expectUnchanged = <Response extends { statusCode: number }>(call: () => Promise<Response>, status: number) =>
    expectNoCertificationRowChange(testApp.database, call, status);

  /** Validates a corpus schema as this actor and answers the tempFileId it got. */
  const upload = async (actor: Actor, expectation: 'manual' | 'valid') => {
    const body = await multipartBody([{ name: 'afdSchema.xsd', content: corpusSchema(expectation).xsd }], keyFields(key));
    const response = await matrix.as(actor, { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
    const id = response.json().tempFileId as string | null;
    if (!id) throw new Error(`no tempFileId for ${actor}`);
    return id;
  };
  const requestBody = (tempFileId: string, extra: object = {}) => ({ name: 'Handmatig schema', description: 'Gebruikt xs:any', tempFileId, fileName: 'afdSchema.xsd', ...keyIds(key), ...extra });
  const createRequest = (actor: Actor, payload: object) => matrix.as(actor, { method: 'POST', url: '/api/ManualCertifiedSchemas/CreateRequest', payload });

  const manualRequest = async (file: { name: string; content: string | Uint8Array }, fields: Record<string, string> = {}) => {
    const body = await multipartBody([file], { organisation: matrix.otherOrganisation.name, ...keyFields(key), name: 'Handmatig', publish: 'false', ...fields });
    return { method: 'POST' as const, url: '/api/ManualCertifiedSchemas', payload: body.payload, headers: body.headers };
  };
  const manual = corpusSchema('manual');

  describe('POST /api/ManualCertifiedSchemas/CreateRequest', () => {
    it('lets certifiers and administrators ask; validators and others not', async () => {
      const statuses: Record<string, number> = {};
      for (const actor of actors) {
        const owner: Actor = actor === 'administrator' || actor === 'otherCertifier' ? actor : 'certifier';
        statuses[actor] = (await createRequest(actor, requestBody(await upload(owner, 'manual'), { name: `Aanvraag ${actor}` }))).statusCode;
      }
      expect(statuses).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 201, administrator: 201, otherCertifier: 201 });
    });

    it('turns the upload into an open request of the own organisation, listed for administrators', async () => {
      const tempFileId = await upload('certifier', 'manual');
      const response = await createRequest('certifier', requestBody(tempFileId, { name: '  Met spaties  ' }));
      expect(response.statusCode).toBe(201);
      const id = response.json().id as string;
      const [row] = await testApp.database.db.select().from(manualCertificationRequests).where(eq(manualCertificationRequests.id, id));
      expect(row).toMatchObject({ organisationId: matrix.ownOrganisation.id, name: 'Met spaties', status: 'open', fileName: 'afdSchema.xsd' });
      expect(await testApp.database.db.$count(uploadedSchemas, eq(uploadedSchemas.id, tempFileId))).toBe(0);

      const list = await matrix.as('administrator', { method: 'GET', url: '/api/ManualCertifiedSchemas/OpenRequests' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toContainEqual(
        expect.objectContaining({ id, organisation: matrix.ownOrganisation.name, requestedBy: 'certifier@matrix.example', name: 'Met spaties', description: 'Gebruikt xs:any' }),
      );
      const file = await matrix.as('administrator', { method: 'GET', url: `/api/ManualCertifiedSchemas/OpenRequests/${id}/File` });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(manual.xsd);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="afdSchema\.xsd"/);
    });

    it('queues one e-mail per active administrator with the request, naming organisation, schema, key, requester and the link', async () => {
      await insertTestUser(testApp.database, { role: 'B', actief: true, organisationId: matrix.otherOrganisation.id, email: 'tweede-beheerder@matrix.example' });
      await insertTestUser(testApp.database, { role: 'B', actief: null, email: 'nieuwe-beheerder@matrix.example' });
      await insertTestUser(testApp.database, { role: 'C', actief: true, email: 'certificeerder-zonder-mail@matrix.example' });
      const tempFileId = await upload('certifier', 'manual');
      const response = await createRequest('certifier', requestBody(tempFileId, { name: 'Met mail' }));
      expect(response.statusCode).toBe(201);

      const mails = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.reason, 'manual-certification.requested'));
      const forThisRequest = mails.filter((mail) => mail.subject.includes('Met mail'));
      expect(forThisRequest.map((mail) => mail.recipient).sort()).toEqual(['administrator@matrix.example', 'tweede-beheerder@matrix.example']);
      const [mail] = forThisRequest;
      expect(mail).toMatchObject({ subject: `Aanvraag handmatige certificering: Met mail (${matrix.ownOrganisation.name})`, sentAt: null, attempts: 0, lastError: null });
      expect(mail?.body).toContain(`Organisatie: ${matrix.ownOrganisation.name}`);
      expect(mail?.body).toContain('Naam schema: Met mail');
      const [certificationArea] = await testApp.database.db.select({ name: dimensions.name }).from(dimensions).where(eq(dimensions.id, key.certificationAreaId));
      expect(mail?.body).toContain(`Community: ${certificationArea?.name}`);
      expect(mail?.body).toContain('certifier@matrix.example');
      expect(mail?.body).toContain('Toelichting: Gebruikt xs:any');
      expect(mail?.body).toContain('http://localhost:8080/manualuploadxsd');
    });

    it('queues no e-mail when the request is refused', async () => {
      const before = await testApp.database.db.$count(mailOutbox);
      const valid = await upload('certifier', 'valid');
      expect((await createRequest('certifier', requestBody(valid, { name: 'Geweigerd' }))).statusCode).toBe(409);
      expect(await testApp.database.db.$count(mailOutbox)).toBe(before);
    });

    it('lists open requests and their files for administrators only', async () => {
      expect(await matrix.statuses({ method: 'GET', url: '/api/ManualCertifiedSchemas/OpenRequests' })).toEqual({ ...onlyAdministrators, administrator: 200 });
      const unknown = '/api/ManualCertifiedSchemas/OpenRequests/00000000-0000-4000-8000-000000000000/File';
      expect(await matrix.statuses({ method: 'GET', url: unknown })).toEqual({ ...onlyAdministrators, administrator: 404 });
    });

    it('refuses a valid upload, a foreign upload, another key and an empty name, changing nothing', async () => {
      const valid = await upload('certifier', 'valid');
      const notManual = await expectUnchanged(() => createRequest('certifier', requestBody(valid)), 409);
      expect(notManual.json().detail).toMatch(/automatisch gevalideerd/);
      const tempFileId = await upload('certifier', 'manual');
      await expectUnchanged(() => createRequest('otherCertifier', requestBody(tempFileId)), 404);
      const otherKey = fixture.keys[1];
      if (!otherKey) throw new Error('second baseline');
      await expectUnchanged(() => createRequest('certifier', requestBody(tempFileId, keyIds(otherKey))), 400);
      await expectUnchanged(() => createRequest('certifier', requestBody(tempFileId, keyIds(fixture.notAllowedKey))), 400);
      await expectUnchanged(() => createRequest('certifier', requestBody(tempFileId, { name: '  ' })), 400);
      await expectUnchanged(() => createRequest('certifier', { name: 'x' }), 400);
    });
  });

  describe('POST /api/ManualCertifiedSchemas', () => {
    it('lets only administrators certify by hand', async () => {
      const statuses: Record<string, number> = {};
      for (const actor of actors) {
        statuses[actor] = (await matrix.as(actor, await manualRequest({ name: 'afdSchema.xsd', content: manual.xsd }, { name: `Hand ${actor}` }))).statusCode;
      }
      expect(statuses).toEqual({ ...onlyAdministrators, administrator: 200 });
    });

    it('stores the schema for the chosen organisation with its enriched copy and closes its open requests', async () => {
      const tempFileId = await upload('otherCertifier', 'manual');
      await createRequest('otherCertifier', requestBody(tempFileId, { name: 'Gevraagd' }));
      const response = await matrix.as('administrator', await manualRequest({ name: 'afdSchema.xsd', content: manual.xsd }, { name: ' Gevraagd ', publish: 'true' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ organisation: matrix.otherOrganisation.name, name: 'Gevraagd', version: 1 });
      const [row] = await testApp.database.db.select().from(organisationSchemas).where(eq(organisationSchemas.name, 'Gevraagd'));
      expect(row).toMatchObject({ organisationId: matrix.otherOrganisation.id, origin: 'manual', isPublished: true });
      if (!row?.enrichedBlobId) throw new Error('no enriched copy');
      const enriched = new TextDecoder().decode((await readBlob(testApp.database.db, row.enrichedBlobId))?.content);
      expect(readAfd1Enrichment(enriched)).toMatchObject({ organisation: matrix.otherOrganisation.name, name: 'Gevraagd' });
      const open = (await matrix.as('administrator', { method: 'GET', url: '/api/ManualCertifiedSchemas/OpenRequests' })).json() as { name: string }[];
      expect(open.map((request) => request.name)).not.toContain('Gevraagd');
      // Closed with who and when.
      const [request] = await testApp.database.db.select().from(manualCertificationRequests).where(eq(manualCertificationRequests.name, 'Gevraagd'));
      expect(request).toMatchObject({ status: 'afgehandeld', handledByUserId: matrix.userIdOf('administrator'), handledAt: expect.any(Date) });
      expect(request?.handledByName).toBeTruthy();
    });

    it('lets administrators turn a request down: closed as afgewezen with who and when, once', async () => {
      const tempFileId = await upload('certifier', 'manual');
      const id = (await createRequest('certifier', requestBody(tempFileId, { name: 'Af te wijzen' }))).json().id as string;
      const url = `/api/ManualCertifiedSchemas/OpenRequests/${id}/Reject`;
      for (const actor of ['anonymous', 'inactive', 'validator', 'certifier', 'otherCertifier'] as const) {
        expect((await matrix.as(actor, { method: 'POST', url })).statusCode).toBe(onlyAdministrators[actor]);
      }
      expect((await matrix.as('administrator', { method: 'POST', url })).statusCode).toBe(204);
      const [row] = await testApp.database.db.select().from(manualCertificationRequests).where(eq(manualCertificationRequests.id, id));
      expect(row).toMatchObject({ status: 'afgewezen', handledByUserId: matrix.userIdOf('administrator'), handledAt: expect.any(Date) });
      const open = (await matrix.as('administrator', { method: 'GET', url: '/api/ManualCertifiedSchemas/OpenRequests' })).json() as { id: string }[];
      expect(open.map((request) => request.id)).not.toContain(id);
      const again = await matrix.as('administrator', { method: 'POST', url });
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe('Deze aanvraag bestaat niet of is al afgehandeld.');
    });

    it('asks for confirmation when the name is in use', async () => {
      const file = { name: 'afdSchema.xsd', content: manual.xsd };
      expect((await matrix.as('administrator', await manualRequest(file, { name: 'Twee keer' }))).statusCode).toBe(200);
      const refused = await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, { name: 'twee KEER' })), 409);
      expect(refused.json().detail).toBe('Weet u dit zeker? De opgegeven naam is al in gebruik');
      const confirmed = await matrix.as('administrator', await manualRequest(file, { name: 'Twee keer', overwrite: 'true' }));
      expect(confirmed.json().version).toBe(2);
    });

    const hostile: [string, string | Uint8Array][] = [
      ['not XML', 'geen xml'],
      ['a DOCTYPE with an external entity', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">&e;</xs:schema>'],
      ['entity expansion', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">&b;</xs:schema>'],
      ['an import of a foreign URL', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x"><xs:import namespace="urn:y" schemaLocation="http://example.invalid/y.xsd"/></xs:schema>'],
      ['an include', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x"><xs:include schemaLocation="/etc/passwd"/></xs:schema>'],
      ['a ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ];
    it.each(hostile)('refuses %s with a Dutch message and changes nothing', async (_label, content) => {
      const response = await expectUnchanged(async () => matrix.as('administrator', await manualRequest({ name: 'afdSchema.xsd', content })), 400);
      expect(response.json().detail).toBeTruthy();
    });

    it('refuses a wrong file type, an empty file, a file over the limit, bad fields and a key that is not allowed', async () => {
      const file = { name: 'afdSchema.xsd', content: manual.xsd };
      const wrongType = await expectUnchanged(async () => matrix.as('administrator', await manualRequest({ name: 'schema.json', content: '{}' })), 400);
      expect(wrongType.json().detail).toBe('schema.json heeft een ongeldig bestandstype.');
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest({ name: 'afdSchema.xsd', content: '' })), 400);
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest({ name: 'afdSchema.xsd', content: 'x'.repeat(uploadLimit + 1) })), 413);
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, { name: '   ' })), 400);
      const unknownOrganisation = await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, { organisation: 'Bestaat-Niet' })), 400);
      expect(unknownOrganisation.json().detail).toBe("Organisatie 'Bestaat-Niet' bestaat niet.");
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, keyFields(fixture.notAllowedKey))), 400);
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, keyFields(fixture.versionTwoKey))), 400);
      await expectUnchanged(async () => matrix.as('administrator', await manualRequest(file, { onbekend: 'x' })), 400);
    });
  });
});
