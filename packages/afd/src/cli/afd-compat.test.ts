import { describe, expect, it } from 'vitest';
import { catalogueZip } from '../afd1/corpus/catalogue-zip.ts';
import { generateAfd1Corpus } from '../afd1/corpus/generate-afd1-corpus.ts';
import { demoAfd2BaselineSchemaText } from '../afd2/corpus/demo-baseline.ts';
import { demoAfd2CatalogueFiles } from '../afd2/corpus/demo-catalogue-files.ts';
import { demoAfd2CodeLists } from '../afd2/corpus/demo-catalogue-content.ts';
import { decideCompatibility } from '../compatibility/decide-compatibility.ts';
import { runAfdCompat } from './afd-compat.ts';
import { runWithFiles } from './cli-io.testing.ts';

// afd-compat with files in memory: two versions and a catalogue, both directions in Dutch with the
// example message, the same result as decideCompatibility under --json, and the exit codes
// 0 (compatible), 1 (a direction breaks), 2 (left to a person, or a wrong call or input).

const corpus = generateAfd1Corpus();
const autopolis = corpus.organisationSchemas.find((schema) => schema.name.includes('-Autopolis-'))!.xsd;
const withCode = autopolis.replace('<xs:enumeration value="020"/>', '<xs:enumeration value="020"/><xs:enumeration value="050"/>');
const otherPattern = autopolis.replace('<xs:pattern value="[A-Z0-9]+"/>', '<xs:pattern value="[A-Z]+[0-9]*"/>');
const afd1Zip = catalogueZip(corpus.catalogueFiles);
const afd2 = demoAfd2CatalogueFiles();
const afd2Zip = catalogueZip({ 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson });
const demo = demoAfd2BaselineSchemaText();

const run = (argv: string[], files: Record<string, string | Uint8Array>) => runWithFiles(runAfdCompat, argv, files);

describe('afd-compat', () => {
  it('names each direction and prints the example message when a code is added (exit code 1)', () => {
    const result = run(['--catalogus', 'catalogus.zip', 'map/oud.xsd', 'map/nieuw.xsd'], { 'catalogus.zip': afd1Zip, 'map/oud.xsd': autopolis, 'map/nieuw.xsd': withCode });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Compatibiliteit van nieuw.xsd (nieuw) met oud.xsd (oud), AFD 1.0');
    expect(lines).toContain('Berichten van de nieuwe versie worden door de oude versie geaccepteerd (ontvangers op de oude versie blijven werken): niet compatibel');
    expect(lines).toContain('Berichten van de oude versie worden door de nieuwe versie geaccepteerd (verzenders op de oude versie blijven werken): compatibel');
    expect(lines).toContain('    Voorbeeldbericht, geldig onder de nieuwe versie en geweigerd door de oude versie:');
    expect(result.stdout).toContain('<PP_BRANCHE>050</PP_BRANCHE>');
    expect(lines.at(-2)).toBe('Oordeel: niet compatibel.');
  });

  it('answers under --json what decideCompatibility answers, with the files compared', () => {
    const result = run(['--catalogue=catalogus.zip', '--json', 'oud.xsd', 'nieuw.xsd'], { 'catalogus.zip': afd1Zip, 'oud.xsd': autopolis, 'nieuw.xsd': withCode });
    const expected = decideCompatibility({ older: { fileName: 'oud.xsd', content: autopolis }, newer: { fileName: 'nieuw.xsd', content: withCode }, context: { afdVersion: 1, catalogueXsdFiles: corpus.catalogueFiles } });
    expect(JSON.parse(result.stdout)).toEqual({ older: 'oud.xsd', newer: 'nieuw.xsd', afdVersion: 1, ...expected });
    expect(result.exitCode).toBe(1);
  });

  it('says compatible in both directions for the same JSON Schema twice (exit code 0), with the catalogue’s code lists', () => {
    const result = run(['--catalogus', 'catalogus.zip', 'oud.json', 'nieuw.json'], { 'catalogus.zip': afd2Zip, 'oud.json': demo, 'nieuw.json': demo });
    expect(result.stdout.split('\n').at(-2)).toBe('Oordeel: compatibel in beide richtingen.');
    expect(result.exitCode).toBe(0);
    const json = run(['--json', 'oud.json', 'nieuw.json'], { 'oud.json': demo, 'nieuw.json': demo });
    // Without the code lists the demo's full-list references cannot be read: left to a person.
    expect(JSON.parse(json.stdout).newAcceptedByOld.verdict).toBe('handmatig');
    expect(json.exitCode).toBe(2);
    expect(decideCompatibility({ older: { fileName: 'a.json', content: demo }, newer: { fileName: 'b.json', content: demo }, context: { afdVersion: 2, codeLists: demoAfd2CodeLists } }).newAcceptedByOld.verdict).toBe('compatibel');
  });

  it('leaves what the checker cannot decide to a person with its reason (exit code 2)', () => {
    const result = run(['--catalogus', 'catalogus.zip', 'oud.xsd', 'nieuw.xsd'], { 'catalogus.zip': afd1Zip, 'oud.xsd': autopolis, 'nieuw.xsd': otherPattern });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toContain('handmatig te beoordelen');
    expect(result.stdout).toMatch(/patroon/i);
    expect(result.stdout.split('\n').at(-2)).toBe('Oordeel: handmatig te beoordelen.');
  });

  it.each([
    [[], 'Geef precies twee bestanden op: eerst de oude versie, dan de nieuwe.'],
    [['oud.xsd'], 'Geef precies twee bestanden op: eerst de oude versie, dan de nieuwe.'],
    [['--catalogus'], '--catalogus verwacht een bestand.'],
    [['--snel', 'oud.xsd', 'nieuw.xsd'], 'Onbekende optie --snel.'],
    [['oud.xsd', 'nieuw.xsd'], "Geef met --catalogus de ZIP van de datacatalogus op: de XSD's importeren haar bestanden."],
    [['oud.xsd', 'nieuw.json'], 'De twee versies zijn niet van hetzelfde soort bestand (oud.xsd en nieuw.json)'],
    [['oud.txt', 'nieuw.xsd'], 'oud.txt is geen XSD (.xsd) of JSON Schema (.json).'],
    [['oud.xsd', 'weg.xsd'], 'Kan weg.xsd niet lezen'],
    [['leeg.xsd', 'nieuw.xsd'], "Het bestand 'leeg.xsd' is leeg."],
  ])('refuses %j with a Dutch message and exit code 2', (argv, problem) => {
    const result = run(argv, { 'oud.xsd': autopolis, 'nieuw.xsd': withCode, 'nieuw.json': demo, 'leeg.xsd': '', 'oud.txt': 'x' });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(problem);
  });

  it('prints its usage for --help (exit code 0)', () => {
    const result = run(['--help'], {});
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Gebruik: afd-compat');
  });
});
