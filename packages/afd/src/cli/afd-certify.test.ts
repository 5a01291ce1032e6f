import { describe, expect, it } from 'vitest';
import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { parseAfd1BaselineXsd } from '../afd1/baseline/parse-afd1-baseline.ts';
import { certifyXsd } from '../afd1/certification/certify-xsd.ts';
import { catalogueZip } from '../afd1/corpus/catalogue-zip.ts';
import { generateAfd1Corpus } from '../afd1/corpus/generate-afd1-corpus.ts';
import { CERTIFICATION_NAMESPACE } from '../afd1/enrichment/certification-annotation.ts';
import { certifyJsonSchema } from '../afd2/certification/certify-json-schema.ts';
import { demoAfd2BaselineLibrary } from '../afd2/corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../afd2/corpus/demo-baseline.ts';
import { demoAfd2CatalogueFiles } from '../afd2/corpus/demo-catalogue-files.ts';
import type { JsonObject } from '../afd2/json/json-value.ts';
import { closeEntityArrays } from '../afd2/schema/entity-array.ts';
import type { BaselinePackage } from '../offline-certification/baseline-package.ts';
import { runAfdCertify } from './afd-certify.ts';
import { runWithFiles } from './cli-io.testing.ts';

// afd-certify's own behaviour with files in memory: the command line, the baseline it reads (a
// package, or a bare XSD or JSON Schema with a catalogue ZIP), its Dutch refusals with exit code 2,
// and its output. Parity with the portal is shown against the real server in
// apps/server/test/certification.

const corpus = generateAfd1Corpus();
const resolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const motor = corpus.baselines[0];
if (!motor) throw new Error('corpus baseline missing');
const parsed = parseAfd1BaselineXsd({ xsd: motor.xsd, catalogueResolver: resolver });
if (!parsed.ok) throw new Error('corpus baseline does not parse');
const rules = corpus.xpathRules.filter((rule) => motor.xpathRuleNames.includes(rule.name)).map(({ name, selectionXPath, predicateXPath, errorMessage }) => ({ name, selectionXPath, predicateXPath, errorMessage }));

const afd1Package: BaselinePackage = {
  format: 'afd-baselinepakket',
  formatVersion: 1,
  afdVersion: 1,
  key: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' },
  libraryId: 'bibliotheek-1',
  libraryCreatedAt: '2026-02-01T12:00:00.000Z',
  baseline: { fileName: 'motor.xsd', content: motor.xsd },
  library: parsed.library,
  xpathRules: rules,
  catalogue: { version: corpus.catalogueVersion, xsdFiles: corpus.catalogueFiles, codeLists: [] },
};

const schemaOf = (expectation: 'valid' | 'manual' | 'invalid') => {
  const found = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && (expectation === 'invalid' ? typeof schema.expectation === 'object' : schema.expectation === expectation));
  if (!found) throw new Error(`no ${expectation} schema`);
  return found.xsd;
};

const run = (argv: string[], files: Record<string, string | Uint8Array>) => runWithFiles(runAfdCertify, argv, files);

const withPackage = (schema: string, extra: string[] = []) =>
  run(['--baseline', 'pakket.afdbaseline.json', ...extra, 'map/afdSchema.xsd'], { 'pakket.afdbaseline.json': JSON.stringify(afd1Package), 'map/afdSchema.xsd': schema });

describe('afd-certify', () => {
  it('gives the checker’s messages and manual flag for each verdict, with exit code 0 only for a valid schema', () => {
    for (const [expectation, verdict, exitCode] of [
      ['valid', 'valide', 0],
      ['manual', 'handmatig', 1],
      ['invalid', 'niet-valide', 1],
    ] as const) {
      const schema = schemaOf(expectation);
      const result = withPackage(schema, ['--json']);
      const expected = certifyXsd({ xsd: schema, fileName: 'afdSchema.xsd', baseline: parsed.library, baselineXsd: motor.xsd, catalogueResolver: resolver, xpathRules: rules });
      expect(result.exitCode).toBe(exitCode);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toMatchObject({ verdict, manualValidation: expected.manualValidation, messages: expected.messages, notes: [] });
    }
  });

  it('prints the verdict, the baseline and each message as Fout or Waarschuwing with its place', () => {
    const result = withPackage(schemaOf('invalid'));
    expect(result.stdout).toMatch(/^afdSchema\.xsd: Schema is niet valide\.\nBaseline: Schade \/ Contractbericht \/ Particulier \(AFD 1\.0, bibliotheek van 2026-02-01T12:00:00\.000Z, datacatalogus 20260201, \d+ XPath-regel\(s\)\)\n/);
    expect(result.stdout).toMatch(/\nFout: .+\n {4}afdSchema\.xsd, regel \d+/);
  });

  it("begins with the portal's 'already enriched' error for a schema downloaded from the portal", () => {
    const enriched = schemaOf('valid').replace('<xs:schema ', `<xs:schema xmlns:cert="${CERTIFICATION_NAMESPACE}" `);
    if (!enriched.includes(CERTIFICATION_NAMESPACE)) throw new Error('fixture not enriched');
    const result = JSON.parse(withPackage(enriched, ['--json']).stdout) as { verdict: string; messages: { message: string }[] };
    expect(result.verdict).toBe('niet-valide');
    expect(result.messages[0]?.message).toBe('Het schema is al verrijkt.');
  });

  it('reads a bare baseline XSD with the catalogue ZIP, and says that no XPath rules were applied', () => {
    const files = { 'motor.xsd': motor.xsd, 'catalogus.zip': catalogueZip(corpus.catalogueFiles), 'afdSchema.xsd': schemaOf('valid') };
    const result = run(['--baseline', 'motor.xsd', '--catalogue', 'catalogus.zip', '--json', 'afdSchema.xsd'], files);
    const expected = certifyXsd({ xsd: schemaOf('valid'), fileName: 'afdSchema.xsd', baseline: parsed.library, baselineXsd: motor.xsd, catalogueResolver: resolver, xpathRules: [] });
    expect(result.exitCode).toBe(0);
    const report = JSON.parse(result.stdout) as { messages: unknown; notes: string[]; baseline: string };
    expect(report.messages).toEqual(expected.messages);
    expect(report.notes[0]).toContain('noemt geen XPath-regels, dus die zijn niet toegepast');
    expect(report.baseline).toBe('motor.xsd (los baselinebestand, AFD 1.0)');
  });

  it('certifies an AFD 2.0 JSON Schema against a bare JSON Schema baseline with the catalogue’s code lists', () => {
    const afd2 = demoAfd2CatalogueFiles();
    const zip = catalogueZip({ 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson });
    const schema = demoAfd2BaselineSchemaText();
    const result = run(['--baseline', 'baseline.json', '--catalogue', 'catalogus.zip', '--json', 'definitie.json'], { 'baseline.json': schema, 'catalogus.zip': zip, 'definitie.json': schema });
    const report = JSON.parse(result.stdout) as { verdict: string; messages: unknown };
    expect(report.messages).toEqual(certifyJsonSchema({ schemaText: schema, baseline: demoAfd2BaselineLibrary(), codeLists: [] }).messages);
    expect(result.exitCode).toBe(report.verdict === 'valide' ? 0 : 1);
    // A refusal carries the example message confirmed against the baseline's own JSON Schema, as on the portal.
    const widened = schema.replace(/"maxLength":\s*(\d+)/u, (_all, length: string) => `"maxLength": ${Number(length) * 100}`);
    const refused = run(['--baseline', 'baseline.json', '--catalogue', 'catalogus.zip', '--json', 'ruimer.json'], { 'baseline.json': schema, 'catalogus.zip': zip, 'ruimer.json': widened });
    expect(widened).not.toBe(schema);
    expect(JSON.parse(refused.stdout).messages).toEqual(certifyJsonSchema({ schemaText: widened, baseline: demoAfd2BaselineLibrary(), codeLists: [], baselineSchemaText: schema }).messages);
    expect(JSON.parse(refused.stdout).messages.some((message: { example?: unknown }) => message.example !== undefined)).toBe(true);
    const broken = run(['--baseline', 'baseline.json', '--catalogue', 'catalogus.zip', '--json', 'kapot.json'], { 'baseline.json': schema, 'catalogus.zip': zip, 'kapot.json': '{ geen json' });
    expect(broken.exitCode).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ verdict: 'niet-valide', messages: [{ severity: 1 }] });
  });

  it('asks for manual certification of an AFD 2.0 definition whose open entity arrays the baseline would count differently, naming each array and where to close it', () => {
    const afd2 = demoAfd2CatalogueFiles();
    const zip = catalogueZip({ 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson });
    const baseline = demoAfd2BaselineSchemaText();
    // The claim number narrowed inside claim (at most 99 per policy), the arrays left open as the baseline writes them.
    const narrowed = JSON.parse(baseline) as { definitions: { claimDefault: { properties: { claimNumber: { maxLength: number } } } } };
    narrowed.definitions.claimDefault.properties.claimNumber.maxLength = 20;
    const certify = (definition: JsonObject) => run(['--baseline', 'baseline.json', '--catalogue', 'catalogus.zip', 'definitie.json'], { 'baseline.json': baseline, 'catalogus.zip': zip, 'definitie.json': JSON.stringify(definition) });
    const open = certify(narrowed as unknown as JsonObject);
    expect(open.exitCode).toBe(1);
    expect(open.stdout).toContain('definitie.json: Het schema vraagt om handmatige certificering.');
    const warnings = open.stdout.split('\n').filter((line) => line.startsWith('Waarschuwing: '));
    expect(warnings).toEqual(['Waarschuwing: Handmatige validatie nodig: entiteit-array claim is open', 'Waarschuwing: Handmatige validatie nodig: entiteit-array policy is open']);
    expect(open.stdout).toContain('Plaats: /definitions/policyDefault/properties/claim/items');
    expect(open.stdout).toContain('Plaats: /properties/policy/items');
    // Closed as the portal generates it, the same narrowing certifies.
    const closed = structuredClone(narrowed) as unknown as JsonObject;
    closeEntityArrays(closed);
    expect(certify(closed)).toMatchObject({ exitCode: 0, stdout: expect.not.stringContaining('Waarschuwing') });
  });

  it.each([
    [[], 'Geef met --baseline de baseline op.'],
    [['--baseline'], '--baseline verwacht een bestand.'],
    [['--baseline', 'b.afdbaseline.json'], 'Geef het bestand op dat gecertificeerd moet worden.'],
    [['--baseline', 'b.afdbaseline.json', 'een.xsd', 'twee.xsd'], 'Geef precies één bestand op.'],
    [['--baseline', 'b.afdbaseline.json', '--snel', 'een.xsd'], 'Onbekende optie --snel.'],
  ])('refuses the command line %j in Dutch with the usage and exit code 2', (argv, problem) => {
    const result = run(argv, {});
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain('Gebruik: afd-certify --baseline <baseline>');
    expect(result.stdout).toBe('');
  });

  it('shows the usage for --help with exit code 0', () => {
    expect(run(['--help'], {})).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('Exitcode: 0 valide') });
  });

  it.each([
    ['a file that cannot be read', { 'p.afdbaseline.json': JSON.stringify(afd1Package) }, 'afdSchema.xsd', 'Kan afdSchema.xsd niet lezen'],
    ['an empty file, in the portal’s words', { 'p.afdbaseline.json': JSON.stringify(afd1Package), 'afdSchema.xsd': '' }, 'afdSchema.xsd', "Het bestand 'afdSchema.xsd' is leeg."],
    ['a JSON file against an AFD 1.0 baseline', { 'p.afdbaseline.json': JSON.stringify(afd1Package), 'schema.json': '{}' }, 'schema.json', 'schema.json heeft een ongeldig bestandstype'],
    ['a package that is no JSON', { 'p.afdbaseline.json': '{ "afd-baselinepakket" kapot' }, 'afdSchema.xsd', 'p.afdbaseline.json is geen baselinepakket: het is geen geldige JSON.'],
    ['a package of another format version', { 'p.afdbaseline.json': JSON.stringify({ ...afd1Package, formatVersion: 2 }) }, 'afdSchema.xsd', 'formaatversie 2'],
    ['a package without its library', { 'p.afdbaseline.json': JSON.stringify({ ...afd1Package, library: null }) }, 'afdSchema.xsd', 'onvolledig baselinepakket: library ontbreekt'],
    ['a bare XSD baseline without a catalogue', { 'p.xsd': motor.xsd }, 'afdSchema.xsd', 'geef met --catalogue de ZIP van de datacatalogus mee'],
    ['a baseline of another kind', { 'p.txt': 'tekst' }, 'afdSchema.xsd', 'p.txt is geen baselinepakket (.afdbaseline.json), XSD of JSON Schema.'],
  ])('refuses %s in Dutch with exit code 2', (_label, files, file, problem) => {
    const baseline = Object.keys(files)[0] ?? '';
    const result = run(['--baseline', baseline, file], files);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stdout).toBe('');
  });

  it('certifies against the catalogue given with --catalogue instead of the package’s own, and says so', () => {
    const result = withPackage(schemaOf('valid'), ['--catalogue', 'catalogus.zip']);
    expect(result.exitCode).toBe(2);
    const files = { 'pakket.afdbaseline.json': JSON.stringify({ ...afd1Package, catalogue: { version: 'oud', xsdFiles: {}, codeLists: [] } }), 'catalogus.zip': catalogueZip(corpus.catalogueFiles), 'afdSchema.xsd': schemaOf('valid') };
    const replaced = run(['--baseline', 'pakket.afdbaseline.json', '--catalogue', 'catalogus.zip', 'afdSchema.xsd'], files);
    expect(replaced.exitCode).toBe(0);
    expect(replaced.stdout).toContain('in plaats van die uit het baselinepakket');
    expect(replaced.stdout).toContain('datacatalogus 20260201');
  });
});
