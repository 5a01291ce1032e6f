import type { SchemaIssue } from '@afd/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { authoringTestApp } from '../../src/modules/authoring/definition-store/definitions.fixture.ts';
import { createSchemaIssueWorld, newIssueBody, schemas, type SchemaIssueWorld } from '../../src/modules/schema-issues/schema-issues.fixture.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { Actor, RoleMatrix } from '../helpers/role-matrix.ts';
import { testEngines } from '../helpers/test-database.ts';

// Every upload route decides who may call it before it reads the upload (issue 28): a caller
// without the role, from another organisation, or naming a definition or melding that is not
// theirs, gets the module's 401/403/404 while the multipart body is still unread. Each request
// below carries a body that would answer differently if it were read: a file that is garbage for
// the route (415/422/400), a multipart body that does not parse (400), or a file over the limit
// (413). The status and the module's own text prove the handler never got to the body.

/** Multipart bytes that break off in the middle of the file part: busboy refuses them (400). */
function brokenMultipart(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----kapot';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004 en dan niets meer`);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const garbage = (name: string) => multipartBody([{ name, content: 'dit is geen geldig bestand' }]);

async function expectRefusedUnread(matrix: RoleMatrix, actor: Actor, request: InjectOptions, status: number, detail?: string | RegExp): Promise<void> {
  const what = `${actor} ${String(request.method)} ${String(request.url)}`;
  const response = await matrix.as(actor, request);
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  if (detail !== undefined) expect(response.json<{ detail: string }>().detail, what).toMatch(detail);
}

describe.each(testEngines)('upload routes check access before reading the upload (%s)', (engine) => {
  describe('definition imports (authoring)', () => {
    let testApp: TestApp;
    let matrix: RoleMatrix;
    const importUrl = (kind: 'xlsx-import' | 'schema-import', organisation: string, name: string) =>
      `/api/Productdefinities/${kind}/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}/C.%20de%20Vries/${encodeURIComponent('25-11-2026 10:00')}`;

    beforeAll(async () => {
      let baseline;
      ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
      const created = await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${encodeURIComponent(matrix.ownOrganisation.name)}/Toegang`, payload: baseline.names });
      expect(created.statusCode, created.body).toBe(201);
    });
    afterAll(() => testApp.close());

    for (const [kind, fileName] of [['xlsx-import', 'Toegang.xlsx'], ['schema-import', 'Toegang.zip']] as const) {
      it(`${kind}: another organisation's caller gets 403, a garbage file and a broken body unread`, async () => {
        const url = importUrl(kind, matrix.ownOrganisation.name, 'Toegang');
        const forbidden = `Geen toegangsrechten voor definities van organisatie: ${matrix.ownOrganisation.name}`;
        await expectRefusedUnread(matrix, 'otherCertifier', { method: 'POST', url, ...(await garbage(fileName)) }, 403, forbidden);
        await expectRefusedUnread(matrix, 'otherCertifier', { method: 'POST', url, ...brokenMultipart() }, 403, forbidden);
        // Not authorised for composition in its own organisation either.
        await expectRefusedUnread(matrix, 'certifier', { method: 'POST', url, ...(await garbage(fileName)) }, 403);
        await expectRefusedUnread(matrix, 'anonymous', { method: 'POST', url, ...brokenMultipart() }, 401);
      });

      it(`${kind}: a definition or organisation that does not exist is 404 before the upload is read`, async () => {
        await expectRefusedUnread(matrix, 'validator', { method: 'POST', url: importUrl(kind, matrix.ownOrganisation.name, 'Bestaat-niet'), ...(await garbage(fileName)) }, 404, "Definitie 'Bestaat-niet' bestaat niet.");
        await expectRefusedUnread(matrix, 'administrator', { method: 'POST', url: importUrl(kind, 'Onbekende-Verzekeraar', 'Toegang'), ...brokenMultipart() }, 404, "Organisatie 'Onbekende-Verzekeraar' bestaat niet.");
      });

      it(`${kind}: the own organisation's author still reaches the upload (and its refusal of garbage)`, async () => {
        const response = await matrix.as('validator', { method: 'POST', url: importUrl(kind, matrix.ownOrganisation.name, 'Toegang'), ...(await garbage(fileName)) });
        expect(response.statusCode, response.body).toBe(422);
      });
    }
  });

  describe('administrator uploads and schema validation', () => {
    let testApp: TestApp;
    let matrix: RoleMatrix;
    beforeAll(async () => {
      ({ testApp, matrix } = await authoringTestApp(engine, []));
    });
    afterAll(() => testApp.close());

    const adminOnly = [
      ['/api/BaselineSchemas', 'baseline.xsd'],
      ['/api/BaselineSchemas/Impact', 'baseline.xsd'],
      ['/api/PredefinedEntities', 'entiteiten.json'],
      ['/api/Datacatalogs', 'catalogus.zip'],
      ['/api/ManualCertifiedSchemas', 'schema.xsd'],
    ] as const;
    for (const [url, fileName] of adminOnly) {
      it(`POST ${url}: a certifier (no administrator) gets 403 and anonymous 401, the upload unread`, async () => {
        await expectRefusedUnread(matrix, 'certifier', { method: 'POST', url, ...(await garbage(fileName)) }, 403);
        await expectRefusedUnread(matrix, 'otherCertifier', { method: 'POST', url, ...brokenMultipart() }, 403);
        await expectRefusedUnread(matrix, 'anonymous', { method: 'POST', url, ...brokenMultipart() }, 401);
        // The administrator does reach the handler, which refuses the broken body itself.
        const reached = await matrix.as('administrator', { method: 'POST', url, ...brokenMultipart() });
        expect(reached.statusCode, reached.body).toBe(400);
      });
    }

    it('POST /api/OrganisationSchemas (Valideer): an inactive account gets 403 and anonymous 401, the upload unread', async () => {
      const url = '/api/OrganisationSchemas';
      await expectRefusedUnread(matrix, 'inactive', { method: 'POST', url, ...(await garbage('schema.xsd')) }, 403, 'Uw account is niet actief.');
      await expectRefusedUnread(matrix, 'anonymous', { method: 'POST', url, ...brokenMultipart() }, 401);
      const reached = await matrix.as('validator', { method: 'POST', url, ...brokenMultipart() });
      expect(reached.statusCode, reached.body).toBe(400);
    });
  });

  describe('attachments of meldingen', () => {
    let world: SchemaIssueWorld;
    let issue: SchemaIssue;
    const url = '/api/SchemaIssues/Attachment';
    // Over the route's read limit (2 x 2,000,000 bytes), under the declared-length check: read, it is a 413.
    const oversized = () => new Uint8Array(4_100_000).fill(0x41);

    beforeAll(async () => {
      world = await createSchemaIssueWorld(engine);
      const response = await world.matrix.as('otherCertifier', { method: 'POST', url: '/api/SchemaIssues', payload: newIssueBody(world.own, schemas.own) });
      expect(response.statusCode, response.body).toBe(200);
      issue = response.json<SchemaIssue>();
    });
    afterAll(() => world.testApp.close());

    it('a caller who may not read the melding gets 403 before the file is read', async () => {
      // The validator of the receiving organisation neither handles nor reported this melding.
      const fields = { organization: world.own, id: String(issue.id) };
      await expectRefusedUnread(world.matrix, 'validator', { method: 'POST', url, ...(await multipartBody([{ name: 'groot.pdf', content: oversized() }], fields)) }, 403);
      await expectRefusedUnread(world.matrix, 'anonymous', { method: 'POST', url, ...brokenMultipart() }, 401);
      await expectRefusedUnread(world.matrix, 'inactive', { method: 'POST', url, ...brokenMultipart() }, 403, 'Uw account is niet actief.');
    });

    it('a melding that does not exist is 404 before the file is read', async () => {
      const fields = { organization: world.own, id: '999999' };
      await expectRefusedUnread(world.matrix, 'administrator', { method: 'POST', url, ...(await multipartBody([{ name: 'groot.pdf', content: oversized() }], fields)) }, 404);
    });

    it('whoever may read the melding still reaches the file, and its size refusal', async () => {
      const fields = { organization: world.own, id: String(issue.id) };
      const response = await world.matrix.as('otherCertifier', { method: 'POST', url, ...(await multipartBody([{ name: 'groot.pdf', content: oversized() }], fields)) });
      expect(response.statusCode, response.body).toBe(413);
    });
  });
});
