import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { multipartBody } from '../../../http/single-file-upload.testing.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// Importeer XLSX and the lapsed CSV import (001 §5 'Imports', §7): the export's table, saved in
// Excel, comes back as the definition; anything wrong in it changes nothing and says why.

async function xlsxOf(rows: string[][], ...otherSheets: [string, string[][]][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, sheetRows] of [['Definitie', rows] as [string, string[][]], ...otherSheets]) {
    const sheet = workbook.addWorksheet(name);
    for (const row of sheetRows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe.each(testEngines)('definition imports (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const org = () => encodeURIComponent(matrix.ownOrganisation.name);
  const base = '/api/Productdefinities';
  const xlsxUrl = () => `${base}/xlsx-import/${org()}/Import/C.%20de%20Vries/${encodeURIComponent('25-11-2026 10:00')}`;
  const stored = async () => (await testApp.database.db.select().from(definitions).where(eq(definitions.name, 'Import')))[0];
  const exported = async () => {
    const response = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${org()}/Import` });
    return response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
  };
  const upload = async (content: Uint8Array, fileName = 'Import.xlsx', actor: 'validator' | 'certifier' | 'otherCertifier' | 'anonymous' = 'validator') =>
    matrix.as(actor, { method: 'POST', url: xlsxUrl(), ...(await multipartBody([{ name: fileName, content }])) });

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    await matrix.as('validator', { method: 'POST', url: `${base}/${org()}/Import`, payload: baseline.names });
  });
  afterAll(() => testApp.close());

  it('takes over the exported table edited in Excel as one new revision, and answers the report', async () => {
    const [header = [], ...rows] = await exported();
    const before = await stored();
    // In Excel: Omschrijving optional in offerte, Branche narrowed to 021, and Object's Merk added.
    const edited = [
      ...rows,
      ['Polis@Omschrijving', 'Polis', 'Omschrijving', 'AN..35', '', '', 'O', 'N', 'N'].slice(0, header.length),
      ['Polis@Branche', 'Polis', 'Branche', 'AN..3', 'ADNBRA', 'subset=021', 'V', 'N', 'N'].slice(0, header.length),
      ['Polis/Object@Merk', 'Object', 'Merk', 'AN..35', '', 'maxLength=20', 'O', 'O', 'N'].slice(0, header.length),
    ];
    const response = await upload(await xlsxOf([header, ...edited]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<string[]>().at(-1)).toBe('4 attributen ingelezen; de definitie is bijgewerkt.');
    const after = await stored();
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    const choices = after?.choices as { entities: Record<string, { selected: boolean }>; attributes: Record<string, { presenceByFunction: Record<string, string>; codeListSubset: string[] | null }> };
    expect(choices.attributes['Polis@Branche']).toMatchObject({ codeListSubset: ['021'], presenceByFunction: { offerte: 'V' } });
    expect(choices.entities['Polis/Object']?.selected).toBe(true);
    // What the export says now is what was imported.
    const [, ...again] = await exported();
    expect(again.map((row) => row[0])).toEqual(['Polis@Polisnummer', 'Polis@Omschrijving', 'Polis@Branche', 'Polis/Object@Merk']);
  });

  it('refuses a table with a bad row with its report lines, writing nothing', async () => {
    const [header = [], ...rows] = await exported();
    const before = await authoringRowCounts(testApp.database);
    const revision = (await stored())?.revision;
    const response = await upload(await xlsxOf([header, ...rows, ['Polis@Bestaatniet', 'Polis', 'Bestaatniet', '', '', '', 'O', 'N', 'N']]));
    expect(response.statusCode).toBe(422);
    const report = response.json<{ errors: { report: string[] } }>().errors.report;
    expect(report[0]).toBe(`Regel ${rows.length + 2}: het pad 'Polis@Bestaatniet' bestaat niet in de baseline library van deze definitie.`);
    expect(report.at(-1)).toBe('Import afgebroken: 1 fout; de definitie is niet gewijzigd.');
    expect((await stored())?.revision).toBe(revision);
    expect(await authoringRowCounts(testApp.database)).toEqual(before);
  });

  it('says which of an empty workbook, a table on the second sheet or a wrong header cell it met, and changes nothing', async () => {
    const [header = [], ...rows] = await exported();
    const before = { row: await stored(), counts: await authoringRowCounts(testApp.database) };
    const report = async (content: Uint8Array) => {
      const response = await upload(content);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: { report: string[] } }>().errors.report;
    };
    expect(await report(await xlsxOf([]))).toEqual([
      "Het eerste werkblad ('Definitie') is leeg en de andere werkbladen ook: er staat geen definitietabel in het bestand.",
      'Import afgebroken: 1 fout; de definitie is niet gewijzigd.',
    ]);
    expect(await report(await xlsxOf([], ['Blad2', [header, ...rows]]))).toEqual([
      "Het eerste werkblad ('Definitie') is leeg; de gegevens staan op werkblad 'Blad2'. De import leest alleen het eerste werkblad: zet de definitietabel daar.",
      'Import afgebroken: 1 fout; de definitie is niet gewijzigd.',
    ]);
    const wrongHeader = header.map((cell, index) => (index === 1 ? 'Naam' : cell));
    expect(await report(await xlsxOf([wrongHeader, ...rows]))).toEqual(['Cel B1 moet "Entiteit" zijn, maar bevat "Naam".', 'Import afgebroken: 1 fout; de definitie is niet gewijzigd.']);
    expect(await stored()).toEqual(before.row);
    expect(await authoringRowCounts(testApp.database)).toEqual(before.counts);
  });

  it("says '{file} heeft een ongeldig bestandstype.' for another extension and '{file} heeft een onbruikbare inhoud.' for a broken or hostile .xlsx", async () => {
    const wrong = await upload(new TextEncoder().encode('Pad;Entiteit'), 'Import.csv');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json<{ detail: string }>().detail).toBe('Import.csv heeft een ongeldig bestandstype.');
    const broken = await upload(new TextEncoder().encode('geen zip'), 'Kapot.xlsx');
    expect(broken.statusCode).toBe(422);
    expect(broken.json<{ detail: string }>().detail).toBe('Kapot.xlsx heeft een onbruikbare inhoud.');
    const traversal = await upload(zipSync({ '../../etc/passwd': new TextEncoder().encode('x') }), 'Pad.xlsx');
    expect(traversal.statusCode).toBe(422);
    const notASpreadsheet = await upload(zipSync({ 'readme.txt': new TextEncoder().encode('x') }), 'Leeg.xlsx');
    expect(notASpreadsheet.statusCode).toBe(422);
  });

  it('refuses the other organisation and anonymous callers', async () => {
    const content = await xlsxOf((await exported()).slice(0, 2));
    expect((await upload(content, 'Import.xlsx', 'otherCertifier')).statusCode).toBe(403);
    expect((await upload(content, 'Import.xlsx', 'anonymous')).statusCode).toBe(401);
  });

  it('refuses the CSV import, lapsed on 1 July 2024, with 410 and the way forward', async () => {
    const response = await matrix.as('validator', {
      method: 'POST',
      url: `${base}/csv-import/${org()}/Import/Iemand/nu`,
      ...(await multipartBody([{ name: 'Import.csv', content: new TextEncoder().encode('Pad;Entiteit') }])),
    });
    expect(response.statusCode).toBe(410);
    expect(response.json<{ detail: string }>().detail).toContain('per 1 juli 2024 vervallen');
  });
});
