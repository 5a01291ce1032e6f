import { describe, expect, it } from 'vitest';
import { certify, edited, expectMessages, lineOf, seeBaseline } from './certification.fixture.ts';

const PP = "/xs:schema/xs:complexType[@name='PP']/xs:sequence";

describe('certifyXsd: check 5 (constructs left to manual validation)', () => {
  it('asks for manual validation of xs:any, without an error', () => {
    const xsd = edited(['<xs:element name="KN" type="KN" minOccurs="0" maxOccurs="unbounded"/>', '<xs:element name="KN" type="KN" minOccurs="0" maxOccurs="unbounded"/>\n      <xs:any namespace="##other" processContents="lax" minOccurs="0"/>']);
    const result = certify(xsd);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expectMessages(result, [
      {
        severity: 0,
        message: 'Handmatige validatie nodig: wildcard.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:any ')}, ${PP}/xs:any: xs:any laat elementen of attributen toe die niet met de baseline te vergelijken zijn.`,
      },
    ]);
  });

  it('asks for manual validation of xs:redefine and xs:override, never loading them', () => {
    const xsd = edited(['<xs:element name="Contractbericht"', '<xs:redefine schemaLocation="eigen.xsd"/>\n  <xs:override schemaLocation="http://example.org/x.xsd"/>\n  <xs:element name="Contractbericht"']);
    const result = certify(xsd);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expectMessages(result, [
      {
        severity: 0,
        message: 'Handmatige validatie nodig: herdefinitie van een extern schema.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:redefine')}, /xs:schema/xs:redefine: xs:redefine verwijst naar "eigen.xsd", dat nooit wordt geladen; wat het herdefinieert, is niet automatisch te controleren.`,
      },
      {
        severity: 0,
        message: 'Handmatige validatie nodig: herdefinitie van een extern schema.',
        description: /\/xs:schema\/xs:override: xs:override verwijst naar "http:\/\/example\.org\/x\.xsd", dat nooit wordt geladen/,
      },
    ]);
  });

  it('asks for manual validation of a substitution group', () => {
    const xsd = edited([
      '<xs:element name="Contractbericht" type="Contractbericht"/>',
      '<xs:element name="Contractbericht" type="Contractbericht"/>\n  <xs:element name="Opmerking" type="fm:AN__35"/>\n  <xs:element name="OpmerkingKort" substitutionGroup="Opmerking" type="fm:AN__35"/>',
    ]);
    const result = certify(xsd);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expectMessages(result, [
      {
        severity: 0,
        message: 'Handmatige validatie nodig: substitutionGroup.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:element name="OpmerkingKort"')}, /xs:schema/xs:element[@name='OpmerkingKort']: element OpmerkingKort kan Opmerking vervangen; welke elementen dan in het bericht staan, is niet automatisch te controleren.`,
      },
    ]);
  });

  it('asks for manual validation of a pattern that differs from the baseline pattern', () => {
    const xsd = edited(['<xs:pattern value="[A-Z0-9]+"/>', '<xs:pattern value="[A-Z]{2}[0-9]+"/>']);
    const result = certify(xsd);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expectMessages(result, [
      {
        severity: 0,
        message: 'Handmatige validatie nodig: ander patroon dan de baseline.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:element name="PP_NUMMER"')}, ${PP}/xs:element[@name='PP_NUMMER']: Contractbericht/PP@PP_NUMMER heeft patroon "[A-Z]{2}[0-9]+", de baseline "[A-Z0-9]+"; of het ene patroon binnen het andere valt, is niet automatisch te bepalen.${seeBaseline('<xs:element name="PP_NUMMER"')}`,
      },
    ]);
  });

  it('asks for manual validation of a union type', () => {
    const xsd = edited(['<xs:element name="PP_OMSCHR" type="fm:AN__70" minOccurs="0">', '<xs:element name="PP_OMSCHR" minOccurs="0">'], [
      '<xs:documentation>Omschrijving polis</xs:documentation></xs:annotation>',
      '<xs:documentation>Omschrijving polis</xs:documentation></xs:annotation><xs:simpleType><xs:union memberTypes="fm:AN__35 fm:N__9"/></xs:simpleType>',
    ]);
    const result = certify(xsd);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toEqual({
      severity: 0,
      message: 'Handmatige validatie nodig: xs:union of xs:list.',
      description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:element name="PP_OMSCHR"')}, ${PP}/xs:element[@name='PP_OMSCHR']: Contractbericht/PP@PP_OMSCHR gebruikt xs:union; de waarden zijn niet met de baseline te vergelijken.`,
    });
  });
});
