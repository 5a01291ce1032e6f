import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { multipartBody } from '../../../http/single-file-upload.testing.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definitions/definitions.fixture.ts';

// 'Importeer AFD-definitie' refusing an archive it cannot read: the spec's sentence first, then the
// archive reader's own Dutch reason, as 'Importeer XLSX' gives it — and nothing changes.

describe.each(testEngines)('Importeer AFD-definitie refusing an unreadable ZIP (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let baseline: AuthoringBaselineFixture;
  const url = () => `/api/Productdefinities/schema-import/${encodeURIComponent(matrix.ownOrganisation.name)}/Onleesbaar/C.%20de%20Vries/nu`;

  beforeAll(async () => {
    ({ testApp, matrix, baseline } = await authoringTestApp(engine, ['validator']));
    await matrix.as('validator', { method: 'POST', url: `/api/Productdefinities/${encodeURIComponent(matrix.ownOrganisation.name)}/Onleesbaar`, payload: baseline.names });
  });
  afterAll(() => testApp.close());

  it.each([
    ['no ZIP at all', 'Kapot.zip', strToU8('dit is geen archief'), /^'Kapot\.zip' is geen/],
    ['an entry that climbs out of its folder', 'Klimmer.zip', zipSync({ '../buiten.csv': strToU8('Pad;Naam\n') }), /^Het bestand '\.\.\/buiten\.csv' in 'Klimmer\.zip' verwijst met '\.\.' naar een map erboven\.$/],
    ['a CSV that is no UTF-8 text', 'Latijn.zip', zipSync({ 'definitie.csv': new Uint8Array([0x50, 0x61, 0x64, 0xff, 0xfe]) }), /^Het bestand 'definitie\.csv' in 'Latijn\.zip' is geen UTF-8-tekst\.$/],
  ])("answers 422 for %s with the reader's reason after the spec's sentence, and changes nothing", async (_, fileName, content, reason) => {
    const before = await authoringRowCounts(testApp.database);
    const response = await matrix.as('validator', { method: 'POST', url: url(), ...(await multipartBody([{ name: fileName, content }])) });
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{ detail: string; errors: { report: string[] } }>();
    expect(body.detail).toBe(`${fileName} heeft een onbruikbare inhoud.`);
    expect(body.errors.report).toHaveLength(2);
    expect(body.errors.report[0]).toBe(`${fileName} heeft een onbruikbare inhoud.`);
    expect(body.errors.report[1]).toMatch(reason);
    expect(await authoringRowCounts(testApp.database)).toEqual(before);
  });
});
