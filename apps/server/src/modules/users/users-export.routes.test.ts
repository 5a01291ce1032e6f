import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { userCompositionAuthorisations } from '../../db/schema/index.ts';

describe.each(testEngines)('GET /api/users/exportcsv on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let lines: string[];
  let response: Awaited<ReturnType<RoleMatrix['as']>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
    matrix = await createRoleMatrix(testApp);
    const { userId } = await insertTestUser(testApp.database, {
      email: 'gerard@export.example',
      initials: 'G.',
      prefix: 'de',
      surname: 'Ëlst; van "Dijk"',
      telephoneNumber: '+31 6 12345678',
      role: 'C',
      actief: true,
      koatActief: false,
      organisationId: matrix.ownOrganisation.id,
      notifyOnDefinitionChanges: true,
    });
    await testApp.database.db.insert(userCompositionAuthorisations).values([
      { userId, organisationId: matrix.ownOrganisation.id },
      { userId, organisationId: matrix.otherOrganisation.id },
    ]);
    await insertTestUser(testApp.database, {
      email: 'kwaad@export.example',
      initials: '=HYPERLINK("http://kwaad.example","klik")',
      surname: '@SUM(1+1)',
      claimedOrganisation: '-Nieuwe-Verzekeraar',
    });
    response = await matrix.as('administrator', { method: 'GET', url: '/api/users/exportcsv' });
    lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
  });
  afterAll(() => testApp.close());

  it('is a CSV download named users.csv', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users\.csv"/);
  });

  it('starts with a UTF-8 byte order mark so Excel reads accents right', () => {
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('has a Dutch header row and one line per user, ending with CRLF', () => {
    expect(lines[0]).toBe(
      'Email;Naam;Voorletters;Tussenvoegsel;Achternaam;Telefoonnummer;Organisatie;Gewenste organisatie;Rol;Status;Actief;KOAT actief;' +
        'KOAT-gebruiker;Notificatie wijziging AFD-definities;Notificatie meldingen AFD-definities;' +
        'Systeemaccount AFD-definities downloaden;Systeemaccount AFS mapping service;Machtigingen AFD Online Samenstellen',
    );
    // 5 matrix users + 2 here, the header, and the empty rest after the last CRLF.
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.at(-1)).toBe('');
  });

  it('writes every field, quoting per RFC 4180 and the authorisations in one cell', () => {
    const line = lines.find((candidate) => candidate.startsWith('gerard@export.example'));
    expect(line).toBe(
      'gerard@export.example;"G. de Ëlst; van ""Dijk""";G.;de;"Ëlst; van ""Dijk""";\'+31 6 12345678;Eigen-Verzekeraar;;C;Actief;Ja;Nee;' +
        'Nee;Ja;Nee;Nee;Nee;"Andere-Verzekeraar, Eigen-Verzekeraar"',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula, and leaves unset flags empty', () => {
    const line = lines.find((candidate) => candidate.startsWith('kwaad@export.example'));
    expect(line).toBe(
      'kwaad@export.example;"\'=HYPERLINK(""http://kwaad.example"",""klik"") @SUM(1+1)";"\'=HYPERLINK(""http://kwaad.example"",""klik"")";;' +
        "'@SUM(1+1);;;'-Nieuwe-Verzekeraar;;Nieuw;;;Nee;Nee;Nee;Nee;Nee;",
    );
  });
});
