import { describe, expect, it } from 'vitest';
import { isCertifiable } from '../../model/certification.ts';
import { certify, edited, expectMessages, lineOf, motorOrganisationXsd } from './certification.fixture.ts';

describe('certifyXsd: acceptance and check 1 (XML and XSD)', () => {
  it('certifies a schema equal to its baseline, under its own namespace', () => {
    const result = certify(motorOrganisationXsd);
    expect(result).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
    expect(isCertifiable(result)).toBe(true);
  });

  it('accepts the upload as bytes', () => {
    expect(certify(new TextEncoder().encode(motorOrganisationXsd)).messages).toEqual([]);
  });

  it('refuses an XML file whose root is not xs:schema, and runs no further check', () => {
    const result = certify('<?xml version="1.0"?>\n<Contractbericht xmlns="urn:org"/>');
    expect(result.failedChecks).toEqual(['xml-schema']);
    expectMessages(result, [
      {
        severity: 1,
        message: 'Het bestand is geen XML Schema.',
        description: 'afdSchema.xsd, regel 2: het root-element is Contractbericht in plaats van xs:schema uit http://www.w3.org/2001/XMLSchema.',
      },
    ]);
  });

  it('refuses hostile XML before anything else (DOCTYPE with an external entity)', () => {
    const result = certify(motorOrganisationXsd.replace('?>\n', '?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "http://example.org/">]>\n'));
    expect(result).toMatchObject({ failedChecks: ['xml-schema'], manualValidation: false, messages: [{ severity: 1, message: 'Een DOCTYPE of entiteitdeclaratie is niet toegestaan.' }] });
  });

  it('refuses an import of another namespace and one by URL, never fetching them', () => {
    const xsd = edited(['<xs:element name="Contractbericht"', '<xs:import namespace="urn:elders" schemaLocation="http://example.org/elders.xsd"/>\n  <xs:element name="Contractbericht"']);
    const result = certify(xsd);
    expect(result.failedChecks).toEqual(['xml-schema']);
    expect(result.messages.map((message) => message.message)).toEqual(['Een verwijzing naar een extern bestand wordt niet geladen.']);
  });

  it('refuses a schema that does not compile, naming line and element path', () => {
    const xsd = edited(['type="fm:codeD1"', 'type="fm:codeD9"']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Het schema is geen geldig XML Schema.',
        description: new RegExp(`^afdSchema\\.xsd, regel ${lineOf(xsd, 'fm:codeD9')}, /xs:schema/xs:complexType\\[2\\]/xs:sequence/xs:element\\[5\\]: .*codeD9.*`),
      },
    ]);
  });
});

describe('certifyXsd: check 2 (AFD component rules)', () => {
  it('refuses a schema without target namespace', () => {
    const xsd = edited([' xmlns="urn:org"', ''], [' targetNamespace="urn:org"', '']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Het schema heeft geen targetNamespace.',
        description: 'afdSchema.xsd, regel 2, /xs:schema: een AFD-berichtschema heeft een eigen namespace in het attribuut targetNamespace van xs:schema.',
      },
    ]);
  });

  it('refuses xs:extension, at its place', () => {
    const xsd = edited(
      ['<xs:complexType name="KN">', '<xs:complexType name="KN_Basis"><xs:sequence/></xs:complexType>\n  <xs:complexType name="KN">'],
      ['<xs:complexType name="KN">\n    <xs:annotation><xs:documentation>Kenmerk</xs:documentation></xs:annotation>\n    <xs:sequence>', '<xs:complexType name="KN">\n    <xs:annotation><xs:documentation>Kenmerk</xs:documentation></xs:annotation>\n    <xs:complexContent><xs:extension base="KN_Basis"><xs:sequence>'],
    );
    const closed = xsd.replace(/(<xs:complexType name="KN">[\s\S]*?<\/xs:sequence>)/, '$1</xs:extension></xs:complexContent>');
    const result = certify(closed);
    expect(result.failedChecks).toEqual(['afd-components']);
    expectMessages(result, [
      {
        severity: 1,
        message: 'xs:extension is niet toegestaan.',
        description: `afdSchema.xsd, regel ${lineOf(closed, '<xs:extension base="KN_Basis">')}, /xs:schema/xs:complexType[@name='KN']/xs:complexContent/xs:extension: een AFD-berichtschema beperkt de datacatalogus en de baseline alleen (xs:restriction); uitbreiden met xs:extension mag niet.`,
      },
    ]);
  });

  it('refuses a reserved prefix bound to the own namespace', () => {
    const xsd = edited([' xmlns="urn:org"', ' xmlns="urn:org" xmlns:cl2="urn:x" xmlns:fm2="urn:y"'], ['xmlns:cl2="urn:x"', 'xmlns:at="urn:org"']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Een gereserveerd prefix wordt gebruikt voor de eigen namespace.',
        description: 'afdSchema.xsd, regel 2, /xs:schema: prefix "at" is gereserveerd voor de datacatalogus (cl, fm, at) en mag niet naar de eigen namespace "urn:org" verwijzen.',
      },
    ]);
  });

  it('accepts the reserved prefixes bound to the catalogue', () => {
    expect(motorOrganisationXsd).toContain('xmlns:fm="urn:afd1:formaten"');
    expect(certify(motorOrganisationXsd).failedChecks).toEqual([]);
  });

  it('refuses an entity with an anonymous complexType', () => {
    const xsd = edited(['<xs:element name="KN" type="KN" minOccurs="0" maxOccurs="unbounded"/>', '<xs:element name="KN" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:sequence><xs:element name="KN_ENTITEI" type="fm:AN__6"/><xs:element name="KN_VOLGNUM" type="fm:N__6"/></xs:sequence></xs:complexType></xs:element>']);
    const result = certify(xsd);
    expect(result.failedChecks).toEqual(['afd-components']);
    expectMessages(result, [
      {
        severity: 1,
        message: 'Een entiteit is niet als complexType gedefinieerd.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:element name="KN" minOccurs')}, /xs:schema/xs:complexType[@name='PP']/xs:sequence/xs:element[@name='KN']: entiteit KN heeft een anoniem type; definieer elke entiteit als benoemd xs:complexType.`,
      },
    ]);
  });
});
