import type { SchemaIssue, SchemaIssueAttachmentResult } from '@afd/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { blobs, schemaIssueAttachments } from '../../db/schema/index.ts';
import { createSchemaIssueWorld, newIssueBody, schemas, type SchemaIssueWorld } from './schema-issues.fixture.ts';

// The attachment table of the meldingen (001 §5, §9): every accepted type, every refusal.

const signed = (signature: number[], size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(signature);
  return bytes;
};
const text = (value: string) => new TextEncoder().encode(value);
const zip = (names: string[]) => zipSync(Object.fromEntries(names.map((name) => [name, strToU8('<x/>')])));

const samples = {
  jpeg: signed([0xff, 0xd8, 0xff, 0xe0]),
  png: signed([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: text('GIF89a and some pixels'),
  tiff: signed([0x49, 0x49, 0x2a, 0x00]),
  bmp: text('BM and some pixels'),
  pdf: text('%PDF-1.7\n%%EOF\n'),
  ole2: signed([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: zip(['[Content_Types].xml', 'word/document.xml']),
  xlsx: zip(['[Content_Types].xml', 'xl/workbook.xml']),
  csv: text('naam;bedrag\nInboedel;€ 12,50\n'),
};

describe.each(testEngines)('attachments of meldingen on %s', (engine) => {
  let world: SchemaIssueWorld;
  let issue: SchemaIssue;
  const db = () => world.testApp.database.db;
  const rowCounts = async () => [await db().$count(schemaIssueAttachments), await db().$count(blobs)];

  const upload = async (actor: Actor, name: string, content: Uint8Array, fields: Record<string, string> = { organization: world.own, id: String(issue.id) }) => {
    const body = await multipartBody([{ name, content }], fields);
    return world.matrix.as(actor, { method: 'POST', url: '/api/SchemaIssues/Attachment', ...body });
  };
  const download = (actor: Actor, name: string, organisation = world.own) =>
    world.matrix.as(actor, { method: 'GET', url: `/api/SchemaIssues/Attachment/${encodeURIComponent(organisation)}/${issue.id}/${encodeURIComponent(name)}` });

  beforeAll(async () => {
    world = await createSchemaIssueWorld(engine);
    const response = await world.matrix.as('otherCertifier', { method: 'POST', url: '/api/SchemaIssues', payload: newIssueBody(world.own, schemas.own) });
    issue = response.json() as SchemaIssue;
  });
  afterAll(() => world.testApp.close());

  describe('who may attach and download', () => {
    it('lets whoever may read the melding attach to it', async () => {
      let round = 0;
      const statuses: Record<string, number> = {};
      for (const actor of ['anonymous', 'inactive', 'validator', 'certifier', 'administrator', 'otherCertifier'] as const) {
        round += 1;
        statuses[actor] = (await upload(actor, `matrix-${round}.pdf`, samples.pdf)).statusCode;
      }
      expect(statuses).toEqual({ anonymous: 401, inactive: 403, validator: 403, certifier: 200, administrator: 200, otherCertifier: 200 });
    });

    it('lets whoever may read the melding download its attachments', async () => {
      await upload('otherCertifier', 'voor-iedereen.pdf', samples.pdf);
      expect(await world.matrix.statuses({ method: 'GET', url: `/api/SchemaIssues/Attachment/${world.own}/${issue.id}/voor-iedereen.pdf` })).toEqual({
        anonymous: 401,
        inactive: 403,
        validator: 403,
        certifier: 200,
        administrator: 200,
        otherCertifier: 200,
      });
    });
  });

  describe('accepted types, checked by content', () => {
    it.each([
      ['foto.jpg', samples.jpeg, 'image/jpeg'],
      ['foto.jpeg', samples.jpeg, 'image/jpeg'],
      ['scherm.png', samples.png, 'image/png'],
      ['animatie.gif', samples.gif, 'image/gif'],
      ['scan.tiff', samples.tiff, 'image/tiff'],
      ['plaatje.bmp', samples.bmp, 'image/bmp'],
      ['verslag.pdf', samples.pdf, 'application/pdf'],
      ['oud.doc', samples.ole2, 'application/msword'],
      ['oud.xls', samples.ole2, 'application/vnd.ms-excel'],
      ['nieuw.docx', samples.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['nieuw.xlsx', samples.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['lijst met spaties.csv', samples.csv, 'text/csv'],
    ])('stores %s as %s and gives it back byte for byte', async (name, content, contentType) => {
      const response = await upload('otherCertifier', name, content);
      expect(response.statusCode).toBe(200);
      const result = response.json() as SchemaIssueAttachmentResult;
      expect(result).toMatchObject({ fileName: name, contentType, size: content.byteLength });
      expect(result.attachments).toContain(name);

      const file = await download('certifier', name);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(new RegExp(`^${contentType.replace('/', '\\/')}`));
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(new Uint8Array(file.rawPayload)).toEqual(content);
    });

    it('accepts exactly 2,000,000 bytes', async () => {
      expect((await upload('otherCertifier', 'precies-de-grens.pdf', signed([...text('%PDF-')], 2_000_000))).statusCode).toBe(200);
    });

    it('accepts the longest name a download URL can carry and gives that file back', async () => {
      const longest = `${'é'.repeat(16)}.pdf`;
      expect((await upload('otherCertifier', longest, samples.pdf)).statusCode).toBe(200);
      expect((await download('otherCertifier', longest)).statusCode).toBe(200);
      const response = await upload('otherCertifier', `${'é'.repeat(17)}.pdf`, samples.pdf);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'De bestandsnaam is te lang.' });
    });

    it('lists the attachments on the melding, also under the reporter organisation', async () => {
      const read = await world.matrix.as('otherCertifier', { method: 'GET', url: `/api/SchemaIssues/${world.other}/${issue.id}` });
      expect((read.json() as SchemaIssue).attachments).toEqual(expect.arrayContaining(['foto.jpg', 'nieuw.xlsx', 'lijst met spaties.csv']));
      expect((await download('otherCertifier', 'foto.jpg', world.other)).statusCode).toBe(200);
    });
  });

  describe('refusals store nothing', () => {
    const unsupported = (name: string) => `Bestand ${name} heeft een niet ondersteund bestandtype of bestandsgrootte`;

    it.each([
      ['one byte too large', 'te-groot.pdf', signed([...text('%PDF-')], 2_000_001), 413, unsupported('te-groot.pdf')],
      ['far too large', 'veel-te-groot.pdf', signed([...text('%PDF-')], 5_000_000), 413, 'Het bestand heeft een niet ondersteund bestandtype of bestandsgrootte'],
      ['HTML named .pdf', 'verslag.pdf', text('<html><script>alert(1)</script></html>'), 400, unsupported('verslag.pdf')],
      ['a PNG named .jpg', 'foto2.jpg', samples.png, 400, unsupported('foto2.jpg')],
      ['an xlsx named .docx', 'tabel.docx', samples.xlsx, 400, unsupported('tabel.docx')],
      ['an executable', 'setup.exe', text('MZ this program'), 400, unsupported('setup.exe')],
      ['binary named .csv', 'data.csv', signed([0x00, 0x01, 0x02]), 400, unsupported('data.csv')],
      ["a name with '..'", 'foto..jpg', samples.jpeg, 400, "De bestandsnaam mag geen '..' bevatten."],
      ['a name that is only dots', '..', samples.pdf, 400, null],
      ['a name with a control character', 'foto\u0007.jpg', samples.jpeg, 400, 'De bestandsnaam bevat een ongeldig teken.'],
      ['an empty file', 'leeg.pdf', new Uint8Array(), 400, "Het bestand 'leeg.pdf' is leeg."],
    ])('%s', async (_, name, content, status, detail) => {
      const before = await rowCounts();
      const response = await upload('otherCertifier', name, content);
      expect(response.statusCode).toBe(status);
      if (detail) expect(response.json()).toMatchObject({ detail });
      expect(await rowCounts()).toEqual(before);
    });

    it('keeps only the base name of a path, so nothing lands outside the melding', async () => {
      const response = await upload('otherCertifier', '../../etc/rapport.pdf', samples.pdf);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ fileName: 'rapport.pdf' });
    });

    it('refuses a second attachment with the same name, ignoring case (409)', async () => {
      expect((await upload('otherCertifier', 'dubbel.pdf', samples.pdf)).statusCode).toBe(200);
      const before = await rowCounts();
      const response = await upload('otherCertifier', 'DUBBEL.pdf', samples.pdf);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: "De melding heeft al een bijlage met de naam 'DUBBEL.pdf'." });
      expect(await rowCounts()).toEqual(before);
    });

    it.each([
      ['no id', { organization: 'Eigen-Verzekeraar' }, 400],
      ['an id that is no number', { organization: 'Eigen-Verzekeraar', id: 'twaalf' }, 400],
      ['no organisation', { id: '1' }, 400],
      ['a melding that does not exist', { organization: 'Eigen-Verzekeraar', id: '999999' }, 404],
    ])('refuses an upload with %s', async (_, fields, status) => {
      const before = await rowCounts();
      expect((await upload('administrator', 'los.pdf', samples.pdf, fields)).statusCode).toBe(status);
      expect(await rowCounts()).toEqual(before);
    });

    it('answers 404 for an attachment the melding does not have', async () => {
      const response = await download('administrator', 'bestaat-niet.pdf');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: "Bijlage 'bestaat-niet.pdf' bestaat niet." });
    });
  });
});
