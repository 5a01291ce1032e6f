import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolver } from './certification.fixture.ts';
import { certifyXsd, type Afd1CertificationResult } from './certify-xsd.ts';
import { BASELINE_NAMESPACE, ORGANISATION_NAMESPACE, schemaText, type Verdict } from './content-model.fixture.ts';
import { assertRefusalsWitnessed } from './refusal-witnesses.fixture.ts';

// The classes of issue 34 as rows: per class a narrowing that certifies and a widening refused with
// a witness (the construct table in README.md). witnessed-verdicts.test.ts checks them with the
// engine certification runs; test/afd1-witnesses-xmllint.test.ts checks the witnesses with xmllint.

export interface WitnessedRow {
  name: string;
  /** The root's complexType body in the baseline and the upload, and top-level declarations beside it. */
  baseline: string;
  upload: string;
  baselineTop?: string;
  uploadTop?: string;
  /** The upload's whole text, where the fixture's shape does not fit (its own root declaration). */
  uploadText?: string;
  verdict: Verdict;
  message?: string;
}

const simple = (base: string, facets: string, attributes = '') => `<xs:simpleType><xs:restriction base="${base}">${facets}</xs:restriction></xs:simpleType>${attributes}`;
const one = (type: string) => `<xs:sequence><xs:element name="A">${type}</xs:element></xs:sequence>`;
const facet = (name: string, value: string | number) => `<xs:${name} value="${value}"/>`;
const an35 = simple('xs:string', facet('minLength', 1) + facet('maxLength', 35));
const amount = simple('xs:decimal', facet('totalDigits', 12) + facet('fractionDigits', 2));
const integerRange = (...facets: [string, string | number][]) => simple('xs:integer', facets.map(([name, value]) => facet(name, value)).join(''));
const E18 = '1000000000000000000';
const E18_PLUS_1 = '1000000000000000001';
const digits18 = simple('xs:integer', facet('totalDigits', 18));
const codes = (...values: string[]) => simple('xs:string', values.map((value) => facet('enumeration', value)).join(''));

/** A schema whose root is a member of the abstract head Kop. */
const rootInAbstractHead = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="${ORGANISATION_NAMESPACE}" targetNamespace="${ORGANISATION_NAMESPACE}" elementFormDefault="qualified">`,
  '  <xs:element name="Kop" type="Bericht" abstract="true"/>',
  '  <xs:element name="Bericht" type="Bericht" substitutionGroup="Kop"/>',
  '  <xs:complexType name="Bericht"><xs:sequence><xs:element name="A" type="Leeg"/></xs:sequence></xs:complexType>',
  '  <xs:complexType name="Leeg"/>',
  '</xs:schema>',
  '',
].join('\n');

const recursive = '<xs:complexType name="Zelf"><xs:sequence><xs:element name="Z" type="Zelf"/></xs:sequence></xs:complexType>';

export const witnessedClasses: [string, WitnessedRow[]][] = [
  [
    'substitution groups',
    [
      {
        name: 'an abstract head whose only member is the baseline root',
        baseline: '<xs:sequence><xs:element name="A" type="Leeg"/></xs:sequence>',
        upload: '',
        uploadText: rootInAbstractHead,
        verdict: 'valid',
      },
      {
        name: 'a member added for a baseline element',
        baseline: '<xs:sequence><xs:element ref="Kop"/></xs:sequence>',
        baselineTop: '<xs:element name="Kop" type="xs:string"/>',
        upload: '<xs:sequence><xs:element ref="Kop"/></xs:sequence>',
        uploadTop: '<xs:element name="Kop" type="xs:string"/><xs:element name="Lid" type="xs:string" substitutionGroup="Kop"/>',
        verdict: 'error',
      },
    ],
  ],
  [
    'union',
    [
      {
        name: 'a union whose members each fit the baseline type',
        baseline: one(an35),
        upload: one(`<xs:simpleType><xs:union>${simple('xs:string', facet('minLength', 1) + facet('maxLength', 10))}${codes('AB', 'CD')}</xs:union></xs:simpleType>`),
        verdict: 'valid',
      },
      {
        name: 'a union with a list of codes for a string with a length facet (spaces the list collapses)',
        baseline: one(an35),
        upload: one(`<xs:simpleType><xs:union>${simple('xs:string', facet('minLength', 1) + facet('maxLength', 10))}<xs:simpleType><xs:list>${codes('AB', 'CD')}</xs:list></xs:simpleType></xs:union></xs:simpleType>`),
        verdict: 'error',
      },
    ],
  ],
  [
    'whiteSpace',
    [
      {
        name: 'whiteSpace replace where the pattern admits no whitespace',
        baseline: one(simple('xs:string', facet('pattern', '[0-9]{1,6}'))),
        upload: one(simple('xs:string', facet('whiteSpace', 'replace') + facet('pattern', '[0-9]{1,6}'))),
        verdict: 'valid',
      },
      {
        name: 'whiteSpace replace where the pattern admits a space',
        baseline: one(simple('xs:string', facet('pattern', '[0-9 ]{1,6}'))),
        upload: one(simple('xs:string', facet('whiteSpace', 'replace') + facet('pattern', '[0-9 ]{1,6}'))),
        verdict: 'error',
      },
    ],
  ],
  [
    'value ranges inside digit facets',
    [
      { name: 'an integer fixed to 100 by its bounds', baseline: one(amount), upload: one(integerRange(['minInclusive', 100], ['maxInclusive', 100])), verdict: 'valid' },
      { name: 'an integer 0 <= v < 10^12', baseline: one(amount), upload: one(integerRange(['minInclusive', 0], ['maxExclusive', '1000000000000'])), verdict: 'valid' },
      { name: 'an integer 0 <= v <= 10^12 (13 digits)', baseline: one(amount), upload: one(integerRange(['minInclusive', 0], ['maxInclusive', '1000000000000'])), verdict: 'error', message: 'Een beperking is ruimer dan in de baseline.' },
      { name: 'an integer without an upper bound', baseline: one(amount), upload: one(integerRange(['minInclusive', 0])), verdict: 'error' },
    ],
  ],
  [
    // A double holds 10^18 and 10^18 + 1 as one number: bounds and digits compare as the decimals the schema writes.
    'bounds above 2^53',
    [
      { name: 'a maximum of 10^18 + 1 against 10^18', baseline: one(integerRange(['maxInclusive', E18])), upload: one(integerRange(['maxInclusive', E18_PLUS_1])), verdict: 'error', message: 'Een beperking is ruimer dan in de baseline.' },
      { name: 'a maximum of 10^18 against 10^18 + 1', baseline: one(integerRange(['maxInclusive', E18_PLUS_1])), upload: one(integerRange(['maxInclusive', E18])), verdict: 'valid' },
      { name: 'an inclusive 10^18 against an exclusive 10^18 + 1 (the same values)', baseline: one(integerRange(['maxExclusive', E18_PLUS_1])), upload: one(integerRange(['maxInclusive', E18])), verdict: 'valid' },
      { name: 'an inclusive 10^18 + 1 against an exclusive 10^18 + 1', baseline: one(integerRange(['maxExclusive', E18_PLUS_1])), upload: one(integerRange(['maxInclusive', E18_PLUS_1])), verdict: 'error', message: 'Een beperking is ruimer dan in de baseline.' },
      { name: 'a minimum of -(10^18 + 1) against -10^18', baseline: one(integerRange(['minInclusive', `-${E18}`])), upload: one(integerRange(['minInclusive', `-${E18_PLUS_1}`])), verdict: 'error', message: 'Een beperking is ruimer dan in de baseline.' },
      { name: 'an integer 0 <= v <= 10^18 - 1 for totalDigits 18', baseline: one(digits18), upload: one(integerRange(['minInclusive', 0], ['maxInclusive', '999999999999999999'])), verdict: 'valid' },
      { name: 'an integer 0 <= v < 10^18 + 1 for totalDigits 18 (19 digits)', baseline: one(digits18), upload: one(integerRange(['minInclusive', 0], ['maxExclusive', E18_PLUS_1])), verdict: 'error', message: 'Een beperking is ruimer dan in de baseline.' },
    ],
  ],
  [
    'recursion',
    [
      {
        name: 'an optional element that must contain itself (no finite message has it)',
        baseline: '<xs:sequence><xs:element name="A" type="Leeg"/></xs:sequence>',
        upload: '<xs:sequence><xs:element name="A" type="Leeg"/><xs:element name="Z" type="Zelf" minOccurs="0"/></xs:sequence>',
        uploadTop: recursive,
        verdict: 'valid',
      },
      {
        name: 'an optional element that may contain itself',
        baseline: '<xs:sequence><xs:element name="A" type="Leeg"/></xs:sequence>',
        upload: '<xs:sequence><xs:element name="A" type="Leeg"/><xs:element name="Z" type="Zelf" minOccurs="0"/></xs:sequence>',
        uploadTop: '<xs:complexType name="Zelf"><xs:sequence><xs:element name="Z" type="Zelf" minOccurs="0"/></xs:sequence></xs:complexType>',
        verdict: 'error',
      },
    ],
  ],
  [
    'xs:anyAttribute',
    [
      {
        name: 'an attribute wildcard where the baseline has none',
        baseline: '<xs:sequence/>',
        upload: '<xs:sequence/><xs:anyAttribute namespace="##other" processContents="lax"/>',
        verdict: 'error',
      },
      {
        name: 'a strict attribute wildcard no declared attribute can fill',
        baseline: '<xs:sequence/>',
        upload: '<xs:sequence/><xs:anyAttribute namespace="urn:elders" processContents="strict"/>',
        verdict: 'manual',
        message: 'Handmatige validatie nodig: wildcard.',
      },
    ],
  ],
  [
    'xs:list',
    [
      {
        name: 'a list in place of a string with a length facet',
        baseline: one(simple('xs:string', facet('maxLength', 35))),
        upload: one('<xs:simpleType><xs:list itemType="xs:string"/></xs:simpleType>'),
        verdict: 'error',
      },
      {
        name: 'a string with a length facet kept',
        baseline: one(simple('xs:string', facet('maxLength', 35))),
        upload: one(simple('xs:string', facet('maxLength', 20))),
        verdict: 'valid',
      },
    ],
  ],
  [
    'derived types (xsi:type)',
    [
      {
        name: 'a type derived from the element type, which the baseline does not know',
        baseline: '<xs:sequence><xs:element name="A" type="T"/></xs:sequence>',
        baselineTop: '<xs:complexType name="T"><xs:sequence><xs:element name="B" type="Leeg" minOccurs="0"/></xs:sequence></xs:complexType>',
        upload: '<xs:sequence><xs:element name="A" type="T"/></xs:sequence>',
        uploadTop:
          '<xs:complexType name="T"><xs:sequence><xs:element name="B" type="Leeg" minOccurs="0"/></xs:sequence></xs:complexType>' +
          '<xs:complexType name="V"><xs:complexContent><xs:restriction base="T"><xs:sequence><xs:element name="B" type="Leeg"/></xs:sequence></xs:restriction></xs:complexContent></xs:complexType>',
        verdict: 'error',
      },
      {
        name: 'a derived type that the element blocks',
        baseline: '<xs:sequence><xs:element name="A" type="T"/></xs:sequence>',
        baselineTop: '<xs:complexType name="T"><xs:sequence><xs:element name="B" type="Leeg" minOccurs="0"/></xs:sequence></xs:complexType>',
        upload: '<xs:sequence><xs:element name="A" type="T" block="restriction"/></xs:sequence>',
        uploadTop:
          '<xs:complexType name="T"><xs:sequence><xs:element name="B" type="Leeg" minOccurs="0"/></xs:sequence></xs:complexType>' +
          '<xs:complexType name="V"><xs:complexContent><xs:restriction base="T"><xs:sequence><xs:element name="B" type="Leeg"/></xs:sequence></xs:restriction></xs:complexContent></xs:complexType>',
        verdict: 'valid',
      },
    ],
  ],
];

/** The baseline's and the upload's text of a row. */
export function rowTexts(row: WitnessedRow): { baseline: string; upload: string } {
  return {
    baseline: schemaText(BASELINE_NAMESPACE, row.baseline, row.baselineTop),
    upload: row.uploadText ?? schemaText(ORGANISATION_NAMESPACE, row.upload, row.uploadTop),
  };
}

/** Certifies a row's upload against its baseline (library and XSD); every refusal of check 3 must carry a confirmed example. */
export function certifyRow(row: WitnessedRow): Afd1CertificationResult {
  const { baseline, upload } = rowTexts(row);
  const parsed = parseAfd1BaselineXsd({ xsd: baseline, catalogueResolver });
  if (!parsed.ok) throw new Error(`the test baseline does not parse: ${parsed.problems.map((problem) => problem.description).join('; ')}`);
  const result = certifyXsd({ xsd: upload, baseline: parsed.library, baselineXsd: baseline, catalogueResolver, xpathRules: [] });
  if (result.failedChecks.includes('xml-schema')) throw new Error(`the test upload does not compile: ${JSON.stringify(result.messages)}`);
  assertRefusalsWitnessed(result, { upload, baseline });
  return result;
}
