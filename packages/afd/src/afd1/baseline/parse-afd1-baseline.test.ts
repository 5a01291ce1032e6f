import { describe, expect, it } from 'vitest';
import type { BaselineEntityNode } from '../../model/baseline-library.ts';
import { nodeId } from '../../model/node-id.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { parseAfd1BaselineXsd } from './parse-afd1-baseline.ts';

const corpus = generateAfd1Corpus();
const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const motorXsd = corpus.baselines[0]?.xsd ?? '';

function parse(xsd: string | Uint8Array = motorXsd) {
  const result = parseAfd1BaselineXsd({ xsd, catalogueResolver });
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.description).join('\n'));
  return result;
}

function node(roots: BaselineEntityNode[], path: string): BaselineEntityNode {
  const found = roots.flatMap(function walk(entity): BaselineEntityNode[] {
    return [entity, ...entity.children.flatMap(walk)];
  }).find((entity) => entity.path === path);
  if (!found) throw new Error(`no node ${path}`);
  return found;
}

describe('parseAfd1BaselineXsd', () => {
  const { library, warnings } = parse();

  it('builds the entity tree from the root element, with occurrences', () => {
    expect(library).toMatchObject({ afdVersion: 1, jsonSchemaDraft: null, targetNamespace: 'urn:afd1:baseline:schade:contractbericht:motorrijtuigen' });
    expect(library.roots.map((root) => root.path)).toEqual(['Contractbericht']);
    const policy = node(library.roots, 'Contractbericht/PP');
    expect(policy).toMatchObject({ name: 'PP', entityTypeName: null, description: 'Polis/Onderdeel', minOccurs: 1, maxOccurs: 'unbounded' });
    expect(policy.children.map((child) => `${child.name} ${child.minOccurs}..${child.maxOccurs}`)).toEqual([
      'VN 0..1', 'VT 1..1', 'BO 0..3', 'XD 1..10', 'PB 0..1', 'CL 0..unbounded', 'KN 0..unbounded',
    ]);
    expect(node(library.roots, 'Contractbericht/PP/VN/AN').description).toBe('Adres');
    expect(warnings).toEqual([]);
  });

  it('gives attributes their format, required flag and description', () => {
    const policy = node(library.roots, 'Contractbericht/PP');
    expect(policy.attributes.find((attribute) => attribute.name === 'PP_INGDAT')).toEqual({
      id: nodeId('Contractbericht/PP@PP_INGDAT'),
      path: 'Contractbericht/PP@PP_INGDAT',
      name: 'PP_INGDAT',
      description: 'Ingangsdatum',
      format: 'N8 D1',
      dataType: null,
      codeList: null,
      facets: {},
      arrayFacets: null,
      required: false,
    });
    expect(policy.attributes.filter((attribute) => attribute.required).map((attribute) => attribute.name)).toEqual(['PP_ENTITEI', 'PP_VOLGNUM', 'PP_NUMMER', 'PP_BRANCHE']);
  });

  it('reads facets of a restriction on top of the format', () => {
    const number = node(library.roots, 'Contractbericht/PP').attributes.find((attribute) => attribute.name === 'PP_NUMMER');
    expect(number).toMatchObject({ format: 'AN..35', facets: { maxLength: 20, pattern: '[A-Z0-9]+' }, description: 'Polisnummer' });
  });

  it('takes an enumeration on a code list as the allowed subset, and a plain reference as the whole list', () => {
    const attributes = node(library.roots, 'Contractbericht/PP').attributes;
    expect(attributes.find((attribute) => attribute.name === 'PP_BRANCHE')).toMatchObject({ format: null, codeList: { name: 'ADNBRA', values: ['020', '021', '022'] }, facets: {} });
    expect(attributes.find((attribute) => attribute.name === 'PP_BETTERM')?.codeList).toEqual({ name: 'ADNBTT', values: null });
    expect(attributes.find((attribute) => attribute.name === 'PP_INCASSO')).toMatchObject({ format: 'AN1', codeList: { name: 'ADNLOG', values: null } });
  });

  it('lists the code lists the baseline uses, with values and labels from the catalogue', () => {
    expect(library.codeLists.map((list) => list.name)).toEqual(['ADNBRA', 'ADNBTT', 'ADNFUN', 'ADNGES', 'ADNLOG', 'ADNVRW', 'DKGAUT', 'ISOLAN', 'PORMAA']);
    expect(library.codeLists.find((list) => list.name === 'ADNBRA')?.values[0]).toEqual({ code: '020', label: 'Personenauto' });
  });

  it('gives the same ids for the same input, and ids that follow from the path', () => {
    const again = parse(new TextEncoder().encode(motorXsd)).library;
    expect(again).toEqual(library);
    const vehicle = node(library.roots, 'Contractbericht/PP/VT');
    expect(vehicle.id).toBe(nodeId('Contractbericht/PP/VT'));
    const ids = library.roots.flatMap(function walk(entity): string[] {
      return [entity.id, ...entity.attributes.map((attribute) => attribute.id), ...entity.children.flatMap(walk)];
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('parses every corpus baseline', () => {
    for (const baseline of corpus.baselines) expect(parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver }).ok).toBe(true);
  });

  it('refuses a baseline that does not compile, naming file and line', () => {
    const result = parseAfd1BaselineXsd({ xsd: motorXsd.replace('type="fm:codeD1"', 'type="fm:GEENFORMAAT"'), catalogueResolver, fileName: 'motor.xsd' });
    expect(result).toMatchObject({ ok: false, problems: [{ message: 'Het schema is geen geldig XML Schema.', description: expect.stringMatching(/^motor\.xsd, regel \d+, \/xs:schema/) }] });
  });

  it('refuses a baseline without a message structure', () => {
    const empty = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:leeg"/>';
    expect(parseAfd1BaselineXsd({ xsd: empty, catalogueResolver })).toEqual({
      ok: false,
      problems: [
        {
          message: 'De baseline heeft geen berichtstructuur.',
          description: 'baseline.xsd: er is geen top-level xs:element met een complexType waar de entiteitenboom mee begint.',
        },
      ],
    });
  });

  it('refuses an attribute that may occur more than once', () => {
    const result = parseAfd1BaselineXsd({ xsd: motorXsd.replace('<xs:element name="PP_INGDAT" type="fm:codeD1" minOccurs="0">', '<xs:element name="PP_INGDAT" type="fm:codeD1" minOccurs="0" maxOccurs="2">'), catalogueResolver });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        {
          message: 'Een attribuut mag in AFD 1.0 maar één keer voorkomen.',
          description: expect.stringMatching(/^baseline\.xsd, regel \d+, .*: Contractbericht\/PP@PP_INGDAT heeft maxOccurs groter dan 1; een attribuut is één veld van een entiteit\.$/),
        },
      ],
    });
  });

  it('stops a type that contains itself, with a warning', () => {
    const recursive = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:r" xmlns="urn:r" elementFormDefault="qualified">
  <xs:element name="PP" type="PP"/>
  <xs:complexType name="PP"><xs:sequence><xs:element name="PP" type="PP" minOccurs="0"/></xs:sequence></xs:complexType>
</xs:schema>`;
    const result = parse(recursive);
    expect(result.library.roots[0]?.children[0]).toMatchObject({ path: 'PP/PP', children: [] });
    expect(result.warnings).toEqual([
      {
        message: 'De structuur bevat zichzelf.',
        description: "baseline.xsd, regel 3, /xs:schema/xs:complexType[@name='PP']/xs:sequence/xs:element[@name='PP']: PP/PP gebruikt een complexType dat er al boven staat; de boom stopt hier.",
      },
    ]);
  });

  it('warns about a type it cannot read as a format or code list', () => {
    const union = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:u" xmlns="urn:u" elementFormDefault="qualified">
  <xs:element name="PP" type="PP"/>
  <xs:complexType name="PP"><xs:sequence>
    <xs:element name="PP_CODE"><xs:simpleType><xs:union memberTypes="xs:string xs:int"/></xs:simpleType></xs:element>
  </xs:sequence></xs:complexType>
</xs:schema>`;
    expect(parse(union).warnings).toEqual([
      {
        message: 'Een attribuuttype is niet als formaat of codelijst te lezen.',
        description: "baseline.xsd, regel 4, /xs:schema/xs:complexType[@name='PP']/xs:sequence/xs:element[@name='PP_CODE']: PP@PP_CODE gebruikt xs:union; het heeft in de bibliotheek geen formaat.",
      },
    ]);
  });
});
