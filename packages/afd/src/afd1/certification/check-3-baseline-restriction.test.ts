import { describe, expect, it } from 'vitest';
import { certify, corpus, edited, expectMessages, lineOf, motorOrganisationXsd, seeBaseline, withoutExamples } from './certification.fixture.ts';

const PP = "/xs:schema/xs:complexType[@name='PP']/xs:sequence";
const at = (xsd: string, snippet: string, path: string) => `afdSchema.xsd, regel ${lineOf(xsd, snippet)}, ${path}`;

describe('certifyXsd: check 3 (restriction of the baseline)', () => {
  it('accepts narrower occurrences, fewer optional parts, a subset of values and a shorter length', () => {
    const xsd = edited(
      ['<xs:element name="XD" type="XD" maxOccurs="10"/>', '<xs:element name="XD" type="XD" maxOccurs="2"/>'],
      ['<xs:element name="KN" type="KN" minOccurs="0" maxOccurs="unbounded"/>', ''],
      ['<xs:maxLength value="20"/>', '<xs:maxLength value="12"/>'],
      ['<xs:enumeration value="021"/>', ''],
      ['<xs:element name="PP_KORTPRC" type="fm:codeP2" minOccurs="0">', '<xs:element name="PP_KORTPRC" minOccurs="0">'],
      ['<xs:documentation>Kortingspercentage</xs:documentation></xs:annotation>', '<xs:documentation>Kortingspercentage</xs:documentation></xs:annotation><xs:simpleType><xs:restriction base="fm:codeP2"><xs:maxInclusive value="50"/></xs:restriction></xs:simpleType>'],
    );
    expect(certify(xsd)).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
  });

  it('rejects an XSD that widens maxOccurs beyond the baseline', () => {
    const xsd = edited(['<xs:element name="XD" type="XD" maxOccurs="10"/>', '<xs:element name="XD" type="XD" maxOccurs="unbounded"/>']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'maxOccurs is groter dan in de baseline.',
        description: `${at(xsd, '<xs:element name="XD"', `${PP}/xs:element[@name='XD']`)}: Contractbericht/PP/XD heeft maxOccurs unbounded; de baseline staat hoogstens 10 toe.${seeBaseline('<xs:element name="XD"')}`,
      },
    ]);
  });

  it('names the baseline line it measures against when the baseline XSD is given', () => {
    const xsd = edited(['<xs:element name="XD" type="XD" maxOccurs="10"/>', '<xs:element name="XD" type="XD" maxOccurs="11"/>']);
    const baselineXsd = corpus.baselines[0]?.xsd ?? '';
    const result = certify(xsd);
    expect(result.messages[0]?.description).toMatch(new RegExp(`de baseline staat hoogstens 10 toe\\. Zie de baseline, regel ${lineOf(baselineXsd, '<xs:element name="XD"')}\\.$`));
  });

  it('rejects a lower minOccurs than the baseline', () => {
    const xsd = edited(['<xs:element name="PP" type="PP" maxOccurs="unbounded"/>', '<xs:element name="PP" type="PP" minOccurs="0" maxOccurs="unbounded"/>']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'minOccurs is kleiner dan in de baseline.',
        description: `${at(xsd, '<xs:element name="PP"', "/xs:schema/xs:complexType[@name='Contractbericht']/xs:sequence/xs:element[@name='PP']")}: Contractbericht/PP heeft minOccurs 0; de baseline vraagt minstens 1.${seeBaseline('<xs:element name="PP"')}`,
      },
    ]);
  });

  it('rejects an element that is not in the baseline', () => {
    const xsd = edited(['<xs:element name="KN" type="KN"', '<xs:element name="ZZ" type="KN" minOccurs="0"/>\n      <xs:element name="KN" type="KN"']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Het element komt niet voor in de baseline.',
        description: `${at(xsd, '<xs:element name="ZZ"', `${PP}/xs:element[@name='ZZ']`)}: Contractbericht/PP/ZZ bestaat niet in de baseline.`,
      },
    ]);
  });

  it('rejects a schema without an entity the baseline requires', () => {
    const xsd = edited(['<xs:element name="VT" type="VT"/>', '']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Een verplichte entiteit ontbreekt.',
        description: `${at(xsd, '<xs:element name="PP"', "/xs:schema/xs:complexType[@name='Contractbericht']/xs:sequence/xs:element[@name='PP']")}: Contractbericht/PP/VT komt volgens de baseline minstens 1 keer voor en ontbreekt hier.${seeBaseline('<xs:element name="VT"')}`,
      },
    ]);
  });

  it('rejects a required attribute that is optional or missing', () => {
    const optional = edited(['<xs:element name="PP_ENTITEI" type="fm:AN__6">', '<xs:element name="PP_ENTITEI" type="fm:AN__6" minOccurs="0">']);
    expectMessages(certify(optional), [
      {
        severity: 1,
        message: 'Een verplicht attribuut is optioneel gemaakt.',
        description: `${at(optional, '<xs:element name="PP_ENTITEI"', `${PP}/xs:element[@name='PP_ENTITEI']`)}: Contractbericht/PP@PP_ENTITEI is in de baseline verplicht (minOccurs 1) en hier optioneel.${seeBaseline('<xs:element name="PP_ENTITEI"')}`,
      },
    ]);
    const missing = edited(['<xs:element name="VT_KENTEKN" type="fm:AN__8">', '<xs:element name="VT_WEG" type="fm:AN__8" minOccurs="0">']);
    expect(certify(missing).messages.map((message) => message.message)).toEqual(['Het element komt niet voor in de baseline.', 'Een verplicht attribuut ontbreekt.']);
    expect(certify(missing).messages[1]?.description).toBe(
      `${at(missing, '<xs:element name="VT"', `${PP}/xs:element[@name='VT']`)}: Contractbericht/PP/VT@VT_KENTEKN is in de baseline verplicht en ontbreekt hier.${seeBaseline('<xs:element name="VT_KENTEKN"')}`,
    );
  });

  it('rejects an attribute that may repeat', () => {
    const xsd = edited(['<xs:element name="PP_INGDAT" type="fm:codeD1" minOccurs="0">', '<xs:element name="PP_INGDAT" type="fm:codeD1" minOccurs="0" maxOccurs="2">']);
    expectMessages(certify(xsd), [
      {
        severity: 1,
        message: 'Een attribuut mag maar één keer voorkomen.',
        description: `${at(xsd, '<xs:element name="PP_INGDAT"', `${PP}/xs:element[@name='PP_INGDAT']`)}: Contractbericht/PP@PP_INGDAT heeft maxOccurs 2; in de baseline komt het hoogstens één keer voor.${seeBaseline('<xs:element name="PP_INGDAT"')}`,
      },
    ]);
  });

  it('rejects another data type, another code list and a missing code list', () => {
    const otherType = edited(['<xs:element name="PP_PREMIE" type="fm:codeB2"', '<xs:element name="PP_PREMIE" type="fm:AN__35"']);
    expect(withoutExamples(certify(otherType).messages)).toEqual([
      {
        severity: 1,
        message: 'Het gegevenstype wijkt af van de baseline.',
        description: `${at(otherType, '<xs:element name="PP_PREMIE"', `${PP}/xs:element[@name='PP_PREMIE']`)}: Contractbericht/PP@PP_PREMIE is van type AN..35; de baseline heeft N..12 B2.${seeBaseline('<xs:element name="PP_PREMIE"')}`,
      },
    ]);
    const otherList = edited(['<xs:element name="PP_BETTERM" type="cl:ADNBTT"', '<xs:element name="PP_BETTERM" type="cl:ADNGES"']);
    expect(certify(otherList).messages[0]).toMatchObject({
      message: 'De codelijst wijkt af van de baseline.',
      description: expect.stringMatching(/: Contractbericht\/PP@PP_BETTERM gebruikt codelijst ADNGES; de baseline codelijst ADNBTT\. Zie de baseline, regel \d+\.$/),
    });
    const noList = edited(['<xs:element name="PP_BETTERM" type="cl:ADNBTT"', '<xs:element name="PP_BETTERM" type="xs:string"']);
    expect(certify(noList).messages[0]).toMatchObject({
      message: 'De codelijst van de baseline ontbreekt.',
      description: expect.stringMatching(/: Contractbericht\/PP@PP_BETTERM moet zijn waarden uit codelijst ADNBTT halen\. Zie de baseline, regel \d+\.$/),
    });
  });

  it('rejects values outside the baseline subset of a code list', () => {
    const xsd = edited(['<xs:enumeration value="022"/>', '<xs:enumeration value="022"/><xs:enumeration value="070"/>']);
    expect(withoutExamples(certify(xsd).messages)).toEqual([
      {
        severity: 1,
        message: 'Waarden vallen buiten de baseline.',
        description: `${at(xsd, '<xs:element name="PP_BRANCHE"', `${PP}/xs:element[@name='PP_BRANCHE']`)}: Contractbericht/PP@PP_BRANCHE staat 070 toe; de baseline staat alleen 020, 021, 022 toe.${seeBaseline('<xs:element name="PP_BRANCHE"')}`,
      },
    ]);
  });

  it('rejects a wider facet and a missing one', () => {
    const plain = motorOrganisationXsd.replace(/<xs:element name="PP_NUMMER">[\s\S]*?<\/xs:element>/, '<xs:element name="PP_NUMMER" type="fm:AN__35"/>');
    const place = at(plain, '<xs:element name="PP_NUMMER"', `${PP}/xs:element[@name='PP_NUMMER']`);
    expect(withoutExamples(certify(plain).messages)).toEqual([
      { severity: 1, message: 'Een beperking is ruimer dan in de baseline.', description: `${place}: Contractbericht/PP@PP_NUMMER: de maximale lengte 35 is ruimer dan 20 in de baseline.${seeBaseline('<xs:element name="PP_NUMMER"')}` },
      { severity: 1, message: 'Een beperking van de baseline ontbreekt.', description: `${place}: Contractbericht/PP@PP_NUMMER mist het patroon [A-Z0-9]+ van de baseline.${seeBaseline('<xs:element name="PP_NUMMER"')}` },
    ]);
  });
});
