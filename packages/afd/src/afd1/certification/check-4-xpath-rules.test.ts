import { describe, expect, it } from 'vitest';
import { certify, edited, expectMessages, lineOf, motorOrganisationXsd } from './certification.fixture.ts';
import type { Afd1XPathRule } from './check-4-xpath-rules.ts';

const rule = (overrides: Partial<Afd1XPathRule>): Afd1XPathRule => ({
  name: 'Regel',
  selectionXPath: '/xs:schema',
  predicateXPath: 'true()',
  errorMessage: 'De regel is niet voldaan.',
  ...overrides,
});

const premiumRule = rule({
  name: 'PremieBijBetalingstermijn',
  selectionXPath: "//xs:complexType[.//xs:element[@name = 'PB_BETTERM']]",
  predicateXPath: "fn:exists(.//xs:element[@name = 'PB_PREMIE'])",
  errorMessage: 'Bij een betalingstermijn hoort een premie.',
});

describe('certifyXsd: check 4 (XPath rules)', () => {
  it('passes a schema on which every selected node satisfies the predicate', () => {
    expect(certify(motorOrganisationXsd, [premiumRule]).messages).toEqual([]);
  });

  it("gives the rule's error message at the selected node's line and path when the predicate is false", () => {
    const xsd = edited(['<xs:element name="PB_PREMIE"', '<xs:element name="PB_TARIEF"']).replace(/<xs:element name="PB_TARIEF"[\s\S]*?<\/xs:element>\n/, '');
    const result = certify(xsd, [premiumRule]);
    expect(result.failedChecks).toEqual(['xpath-rules']);
    expectMessages(result, [
      {
        severity: 1,
        message: 'Bij een betalingstermijn hoort een premie.',
        description: `afdSchema.xsd, regel ${lineOf(xsd, '<xs:complexType name="PB">')}, /xs:schema/xs:complexType[@name='PB']: XPath-regel 'PremieBijBetalingstermijn' is niet voldaan.`,
      },
    ]);
  });

  it("evaluates XPath 2.0 in the form 'if (A) then B else true()'", () => {
    const ifThen = rule({ predicateXPath: "if (fn:exists(//xs:element[@name = 'PB'])) then fn:exists(//xs:element[@name = 'VN']) else true()" });
    expect(certify(motorOrganisationXsd, [ifThen]).messages).toEqual([]);
    const withoutPolicyHolder = edited(['<xs:element name="VN" type="VN" minOccurs="0"/>', '']);
    expect(certify(withoutPolicyHolder, [ifThen]).messages.map((message) => message.message)).toEqual(['De regel is niet voldaan.']);
    const quantified = rule({ selectionXPath: "//xs:complexType[@name = 'PP']", predicateXPath: "every $e in .//xs:element[@name] satisfies fn:matches($e/@name, '^[A-Z]{2}(_[A-Z0-9]+)?$')" });
    expect(certify(motorOrganisationXsd, [quantified]).messages).toEqual([]);
  });

  it('runs the literal example of docs/domain.md, which holds on an XSD (it has no PP elements)', () => {
    const example = rule({ predicateXPath: 'if (fn:exists(//PP/PB)) then fn:exists(//PP/VP) else true()' });
    expect(certify(motorOrganisationXsd, [example]).messages).toEqual([]);
  });

  it('runs a predicate per selected node, attributes included', () => {
    const noUnbounded = rule({ selectionXPath: '//xs:element/@maxOccurs', predicateXPath: ". != 'unbounded'", errorMessage: 'Geen onbegrensde herhaling.' });
    const result = certify(motorOrganisationXsd, [noUnbounded]);
    expect(result.messages).toHaveLength(3);
    expect(result.messages[0]?.description).toBe(
      `afdSchema.xsd, regel ${lineOf(motorOrganisationXsd, '<xs:element name="PP" type="PP" maxOccurs="unbounded"/>')}, /xs:schema/xs:complexType[@name='Contractbericht']/xs:sequence/xs:element[@name='PP']/@maxOccurs: XPath-regel 'Regel' is niet voldaan.`,
    );
  });

  it('finds the selected node of a minified schema among elements of the same name on one line', () => {
    const minified = (xsd: string) => xsd.replace(/>\s+</g, '><');
    const xsd = minified(edited(['<xs:element name="PB_PREMIE"', '<xs:element name="PB_TARIEF"']).replace(/<xs:element name="PB_TARIEF"[\s\S]*?<\/xs:element>\n/, ''));
    expect(certify(xsd, [premiumRule]).messages.map((message) => message.description)).toEqual([
      "afdSchema.xsd, regel 1, /xs:schema/xs:complexType[@name='PB']: XPath-regel 'PremieBijBetalingstermijn' is niet voldaan.",
    ]);
    const noUnbounded = rule({ selectionXPath: '//xs:element/@maxOccurs', predicateXPath: ". != 'unbounded'", errorMessage: 'Geen onbegrensde herhaling.' });
    const onOneLine = certify(minified(motorOrganisationXsd), [noUnbounded]).messages.map((message) => message.description);
    const spread = certify(motorOrganisationXsd, [noUnbounded]).messages.map((message) => message.description.replace(/regel \d+/, 'regel 1'));
    expect(onOneLine).toEqual(spread);
  });

  it('leaves the schema to manual validation when a rule cannot run', () => {
    const broken = rule({ name: 'Kapot', selectionXPath: '//xs:element[' });
    const result = certify(motorOrganisationXsd, [broken]);
    expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
    expectMessages(result, [
      {
        severity: 0,
        message: 'Handmatige validatie nodig: XPath-regel niet uit te voeren.',
        description: "XPath-regel 'Kapot' kon niet worden uitgevoerd: selectie: XPST0003: Failed to parse script. Expected end of input (kolom 13).",
      },
    ]);
    const failingAtRuntime = rule({ predicateXPath: "xs:integer('geen getal') > 0" });
    expect(certify(motorOrganisationXsd, [failingAtRuntime]).messages[0]?.description).toMatch(/^XPath-regel 'Regel' kon niet worden uitgevoerd: predicaat: FORG0001/);
  });

  // The rules read the libxml2 document that compiling parses, before its imports are rewritten;
  // an import without schemaLocation gets one added to the text before that parse, so then the
  // rules read a parse of their own: either way they see the upload as it was uploaded.
  it('reads the upload as uploaded, whether or not an import lacked its schemaLocation', () => {
    // The selection runs in libxml2 (the predicate on the plain copy): it is what must see the upload.
    const importsWithLocation = rule({ name: 'ImportMetLocatie', selectionXPath: '/xs:schema/xs:import[not(@schemaLocation)]', predicateXPath: 'false()', errorMessage: 'Een import noemt zijn bestand.' });
    expect(certify(motorOrganisationXsd, [importsWithLocation]).messages).toEqual([]);
    const withoutLocation = edited(['<xs:import namespace="urn:afd1:formaten" schemaLocation="formaten_20260201.xsd"/>', '<xs:import namespace="urn:afd1:formaten"/>']);
    const result = certify(withoutLocation, [importsWithLocation]);
    expect(result.failedChecks).toEqual(['xpath-rules']);
    expect(result.messages.map((message) => message.message)).toEqual(['Een import noemt zijn bestand.']);
    expect(result.messages[0]?.description).toContain(`regel ${lineOf(withoutLocation, '<xs:import namespace="urn:afd1:formaten"/>')}`);
  });
});
