import { describe, expect, it } from 'vitest';
import { parseAfd1BaselineXsd } from '../../../afd1/baseline/parse-afd1-baseline.ts';
import { certifyXsd } from '../../../afd1/certification/certify-xsd.ts';
import type { BaselineLibrary } from '../../../model/baseline-library.ts';
import { generatedFileStem } from '../generated-file.ts';
import { BASELINES, baseFunctions, baselineXsd, catalogueResolver, corpus, libraryOf, motorDefinition, xpathRulesOf } from './afd1-generation.fixture.ts';
import { generateAfd1Function } from './generate-afd1-function.ts';
import { messageValidator, messageXml, samplePlan } from './sample-message.testing.ts';

// A baseline written with constructs a message schema may not use or that generation must write
// out: PP's attributes in a base type that PP extends (check 2 forbids xs:extension) and its
// children in a named group. The paths are the motor baseline's, so the motor definition applies.

const PP_CHILDREN_START = '        <xs:element name="VN" type="VN" minOccurs="0"/>';
const PP_CHILDREN_END = '        <xs:element name="KN" type="KN" minOccurs="0" maxOccurs="unbounded"/>\n';

function restructuredMotorBaseline(): string {
  const xsd = baselineXsd(BASELINES.motor);
  const typeStart = xsd.indexOf('  <xs:complexType name="PP">');
  const childrenStart = xsd.indexOf(PP_CHILDREN_START, typeStart);
  const childrenEnd = xsd.indexOf(PP_CHILDREN_END, childrenStart) + PP_CHILDREN_END.length;
  const typeEnd = xsd.indexOf('  </xs:complexType>\n', childrenEnd) + '  </xs:complexType>\n'.length;
  if (typeStart < 0 || childrenStart < 0 || childrenEnd < childrenStart) throw new Error('the motor baseline changed shape');
  const base = `${xsd.slice(typeStart, childrenStart).replace('name="PP"', 'name="PP_Basis"')}    </xs:sequence>\n  </xs:complexType>\n`;
  const extended = [
    '  <xs:complexType name="PP">',
    '    <xs:annotation><xs:documentation>Polis/Onderdeel</xs:documentation></xs:annotation>',
    '    <xs:complexContent>',
    '      <xs:extension base="PP_Basis">',
    '        <xs:sequence><xs:group ref="PPKinderen"/></xs:sequence>',
    '      </xs:extension>',
    '    </xs:complexContent>',
    '  </xs:complexType>',
    '  <xs:group name="PPKinderen">',
    '    <xs:sequence>',
    xsd.slice(childrenStart, childrenEnd).trimEnd(),
    '    </xs:sequence>',
    '  </xs:group>',
    '',
  ].join('\n');
  return xsd.slice(0, typeStart) + base + extended + xsd.slice(typeEnd);
}

describe('generateAfd1Function over a baseline with an extension and a named group', () => {
  const xsd = restructuredMotorBaseline();
  const parsed = parseAfd1BaselineXsd({ xsd, catalogueResolver });
  const library = parsed.ok ? parsed.library : (null as unknown as BaselineLibrary);
  const definition = motorDefinition();

  it('reads into the same library as the motor baseline', () => {
    expect(xsd).toContain('<xs:extension base="PP_Basis">');
    expect(library.roots).toEqual(libraryOf(BASELINES.motor).roots);
  });

  it.each(baseFunctions.map((fn) => fn.name))('function %s: writes neither extension nor group, certifies, and accepts the sample message', (functionName) => {
    const files = generateAfd1Function({ definition, library, baselineDocument: xsd, functionName, businessRules: [], catalogueXsdFiles: corpus.catalogueFiles });
    const schemaName = `${generatedFileStem(definition, functionName)}.xsd`;
    const schema = files.find((file) => file.name === schemaName)?.content ?? '';
    expect(schema).not.toMatch(/xs:extension|xs:group/);
    expect(certifyXsd({ xsd: schema, baseline: library, baselineXsd: xsd, catalogueResolver, xpathRules: xpathRulesOf(BASELINES.motor) })).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
    const plan = samplePlan(library, definition, functionName);
    const validate = messageValidator(schemaName, Object.fromEntries(files.map((file) => [file.name, file.content])));
    expect(validate(messageXml(library, plan, library.targetNamespace ?? ''))).toEqual([]);
    if (functionName === 'offerte') {
      plan.entities.set('Contractbericht/PP/BO', 3);
      expect(validate(messageXml(library, plan, library.targetNamespace ?? ''))).toEqual([expect.stringContaining('BO')]);
    }
  });
});
