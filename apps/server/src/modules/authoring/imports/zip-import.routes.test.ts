import type { BusinessRule } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers/build-test-app.ts';
import { demoAuthoringApp, demoDefinitionNames } from '../../../../test/helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../../test/helpers/test-database.ts';
import { definitions } from '../../../db/schema/index.ts';
import { multipartBody } from '../../../http/single-file-upload.testing.ts';
import { baselineKeyNames } from '../../../shared/baseline-keys.ts';
import { authoringRowCounts, authoringTestApp, type AuthoringBaselineFixture } from '../definition-store/definitions.fixture.ts';

// 'Importeer AFD-definitie' refusing an archive it cannot read: the spec's sentence first, then the
// archive reader's own Dutch reason, as 'Importeer XLSX' gives it — and nothing changes. And an
// AFD 1.0 set brings the business rules of its afdXPathLibrary.xml into the definition (issue 27).

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

  it('refuses a set with two afdXPathLibrary.xml (which rules would it be?), and changes nothing', async () => {
    const before = await authoringRowCounts(testApp.database);
    const twice = zipSync({ 'a.csv': strToU8('Pad;Naam\n'), 'a-afdXPathLibrary.xml': strToU8('<afdXPathLibrary/>'), 'b-afdXPathLibrary.xml': strToU8('<afdXPathLibrary/>') });
    const response = await matrix.as('validator', { method: 'POST', url: url(), ...(await multipartBody([{ name: 'Twee.zip', content: twice }])) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ errors: { report: string[] } }>().errors.report).toEqual(['Twee.zip bevat meer dan één afdXPathLibrary.xml; de set van Exporteer per functie heeft er één.']);
    expect(await authoringRowCounts(testApp.database)).toEqual(before);
  });
});

describe.each(testEngines)('Importeer AFD-definitie of the demo sets: business rules, entity arrays (%s)', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const base = '/api/Productdefinities';
  const source = demoDefinitionNames.reis;
  const copy = `${source} met regels`;
  const target = (...parts: string[]) => [matrix.ownOrganisation.name, ...parts].map(encodeURIComponent).join('/');
  const rulesOf = async (name: string) => (await matrix.as('validator', { method: 'GET', url: `/api/Verbandscontroles/${target(name)}` })).json<{ businessRules: BusinessRule[]; attributeNames: string[]; revision: number }>();
  const revisionOf = async (name: string) => (await testApp.database.db.select({ revision: definitions.revision }).from(definitions).where(eq(definitions.name, name)))[0]?.revision;
  const importInto = async (name: string, fileName: string, content: Uint8Array) =>
    matrix.as('validator', { method: 'POST', url: `${base}/schema-import/${target(name)}/Iemand/nu`, ...(await multipartBody([{ name: fileName, content }])) });
  let exported: Record<string, Uint8Array>;
  let libraryEntry: string;
  let functionName: string;
  let rules: BusinessRule[];

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp(engine, { own: 'Polderzeker' }));
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, source));
    if (!row) throw new Error(`no demo definition ${source}`);
    const [key] = await testApp.database.db.select().from(baselineKeyNames).where(eq(baselineKeyNames.baselineSchemaId, row.baselineSchemaId));
    if (!key) throw new Error(`no baseline of ${source}`);
    const functions = row.functions as { name: string; active: boolean }[];
    functionName = functions.find((fn) => fn.active)?.name ?? '';

    // The demo definition gets two rules: one without a message of its own, one with.
    const { attributeNames, revision } = await rulesOf(source);
    const [first = '', second = ''] = attributeNames;
    rules = [
      { name: 'BR1', expression: `if (fn:exists(//${first})) then fn:exists(//${second}) else true()`, message: '', source: first, type: 'pseudo' },
      { name: 'BR2', expression: `fn:count(//${second}) le 5`, message: 'Hoogstens vijf.', source: second, type: 'xpath' },
    ];
    const saved = await matrix.as('validator', { method: 'PUT', url: `/api/Verbandscontroles/${target(source)}/Iemand/nu?revision=${revision}`, payload: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    const generated = await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(source, functionName)}` });
    expect(generated.statusCode, generated.body).toBe(200);
    exported = unzipSync(new Uint8Array(generated.rawPayload));
    libraryEntry = Object.keys(exported).find((entry) => entry.endsWith('-afdXPathLibrary.xml')) ?? '';

    // A new definition on the same baseline, with the same functions and no rules.
    const created = await matrix.as('validator', { method: 'POST', url: `${base}/${target(copy)}`, payload: { certificationArea: key.certificationArea, messageType: key.messageType, applicationArea: key.applicationArea } });
    expect(created.statusCode, created.body).toBe(201);
    const functionsUrl = `${base}/Functions/${target(copy)}`;
    const stored = (await matrix.as('validator', { method: 'GET', url: functionsUrl })).json<{ revision: number }>();
    expect((await matrix.as('validator', { method: 'POST', url: functionsUrl, payload: { functions, revision: stored.revision } })).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  /** The exported set with its afdXPathLibrary.xml's rules replaced by these (selection, predicate, message). */
  const withRules = (extra: string) => {
    const library = strFromU8(exported[libraryEntry] ?? new Uint8Array()).replace(/<rule [\s\S]*<\/rule>\n/, extra);
    return zipSync({ ...exported, [libraryEntry]: strToU8(library) });
  };

  it('refuses a rule saving would refuse, naming it and why, and changes nothing (the table neither)', async () => {
    const before = await revisionOf(copy);
    const broken = withRules('  <rule name="VB9"><selectionXPath>/*</selectionXPath><predicateXPath>fn:exists(//Kleur)</predicateXPath><errorMessage>Kleur.</errorMessage></rule>\n');
    const refused = await importInto(copy, `${source}-${functionName}.zip`, broken);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: { report: string[] } }>().errors.report).toContain(`Verbandscontrole 'VB9' uit ${libraryEntry}: Ongeldige invoer: Attribuut 'Kleur' bestaat niet in deze definitie`);
    expect(await revisionOf(copy)).toBe(before);
    expect((await rulesOf(copy)).businessRules).toEqual([]);
  });

  it("takes the set's rules into the new definition with the table, in one revision, and the report names them; the source is the file's name", async () => {
    const before = await revisionOf(copy);
    const imported = await importInto(copy, `${source}-${functionName}.zip`, zipSync(exported));
    expect(imported.statusCode, imported.body).toBe(200);
    const report = imported.json<string[]>();
    expect(report).toContain(`2 verbandscontroles uit ${libraryEntry} overgenomen als XPath; het bestand noemt geen bron, die is '${libraryEntry}'.`);
    expect(report.at(-1)).toMatch(/attributen ingelezen; de definitie is bijgewerkt\.$/);
    expect(await revisionOf(copy)).toBe((before ?? 0) + 1);
    expect((await rulesOf(copy)).businessRules).toEqual(rules.map((rule) => ({ ...rule, source: libraryEntry, type: 'xpath' })));
  });

  it('names a rule the definition cannot hold (another selection than the whole message), and why, and takes nothing twice', async () => {
    const other = withRules('  <rule name="VB8"><selectionXPath>//PP</selectionXPath><predicateXPath>fn:true()</predicateXPath><errorMessage>Elk.</errorMessage></rule>\n');
    const imported = await importInto(copy, `${source}-${functionName}.zip`, other);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<string[]>()).toEqual(
      expect.arrayContaining([
        `Waarschuwing: verbandscontrole 'VB8' uit ${libraryEntry} is niet overgenomen; de regel geldt voor de knopen die '//PP' kiest, een verbandscontrole van een definitie geldt voor het hele bericht ('/*').`,
        '1 verbandscontrole niet overgenomen (zie de waarschuwingen).',
      ]),
    );
    expect((await rulesOf(copy)).businessRules).toHaveLength(2);
  });

  it('names, for an AFD 2.0 set, an optional entity with minContains above 1 by its place, entity and function, and counts it', async () => {
    const auto = demoDefinitionNames.auto;
    const [row] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, auto));
    const autoFunction = (row?.functions as { name: string; active: boolean }[] | undefined)?.find((fn) => fn.active)?.name ?? '';
    const generated = unzipSync(new Uint8Array((await matrix.as('validator', { method: 'GET', url: `${base}/Generate/${target(auto, autoFunction)}` })).rawPayload));
    const schemaEntry = Object.keys(generated).find((entry) => entry.endsWith('.json') && !/-(afdCodelists|validationRules)\.json$/.test(entry)) ?? '';
    type Holder = { required?: string[]; properties?: Record<string, { allOf?: { minContains?: number }[] }> };
    const schema = JSON.parse(strFromU8(generated[schemaEntry] ?? new Uint8Array())) as Holder & { definitions?: Record<string, Holder>; $defs?: Record<string, Holder> };
    // The first entity array its holder (the root or an entity definition) does not require.
    const holders: [string, Holder][] = [['', schema], ...Object.entries(schema.definitions ?? schema.$defs ?? {}).map(([name, holder]): [string, Holder] => [`/${schema.definitions ? 'definitions' : '$defs'}/${name}`, holder])];
    const [pointer, optional] =
      holders.flatMap(([at, holder]) => Object.keys(holder.properties ?? {}).filter((name) => !(holder.required ?? []).includes(name) && holder.properties?.[name]?.allOf?.[0]).map((name) => [`${at}/properties/${name}`, name] as const))[0] ?? [];
    if (!pointer || !optional) throw new Error('no optional entity array');
    const escaped = (text: string) => text.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&');
    const holder = holders.find(([at]) => pointer.startsWith(`${at}/properties/`))?.[1];
    holder!.properties![optional]!.allOf![0]!.minContains = 2;
    const imported = await importInto(auto, `${auto}-${autoFunction}.zip`, zipSync({ ...generated, [schemaEntry]: strToU8(JSON.stringify(schema)) }));
    expect(imported.statusCode, imported.body).toBe(200);
    const report = imported.json<string[]>();
    expect(report).toContainEqual(expect.stringMatching(new RegExp(`^Waarschuwing: ${escaped(pointer)}/allOf/0/minContains: entiteit '([^']+/)?${optional}-[^']+' is in functie '${autoFunction}' optioneel en moet volgens het bestand, als de lijst er is, minstens 2 keer voorkomen`)));
    expect(report).toContainEqual(expect.stringMatching(/; 1 beperking niet overgenomen \(zie de waarschuwingen\)\.$/));
  });
});
