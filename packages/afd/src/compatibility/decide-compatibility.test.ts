import { describe, expect, it } from 'vitest';
import { generateAfd1Corpus } from '../afd1/corpus/generate-afd1-corpus.ts';
import { demoAfd2CodeLists } from '../afd2/corpus/demo-catalogue-content.ts';
import { demoAfd2BaselineSchemaText } from '../afd2/corpus/demo-baseline.ts';
import { closeEntityArrays } from '../afd2/schema/entity-array.ts';
import type { JsonObject } from '../afd2/json/json-value.ts';
import { decideCompatibility, decideCompatibilityWithEarlier } from './decide-compatibility.ts';
import { expectWitnessedRefusal, jsonSchemaAccepts, xsdAccepts } from './engines.testing.ts';
import { isFullyCompatible, type CompatibilityContext, type VersionCompatibility } from './version-compatibility.ts';

// Issue 32: compatibility between two versions of one schema, both directions, on the demo data:
// the synthetic AFD 1.0 corpus (an organisation schema over the catalogue) and the AFD 2.0 demo
// baseline. Each counterexample is asked of the real engines here, not only of the checker.

describe('compatibility of two AFD 1.0 versions (XSD, the synthetic corpus)', () => {
  const corpus = generateAfd1Corpus();
  const context: CompatibilityContext = { afdVersion: 1, catalogueXsdFiles: corpus.catalogueFiles };
  const autopolis = corpus.organisationSchemas.find((schema) => schema.name.includes('-Autopolis-'))!.xsd;
  const decide = (oud: string, nieuw: string) => decideCompatibility({ older: { fileName: 'oud.xsd', content: oud }, newer: { fileName: 'nieuw.xsd', content: nieuw }, context });
  const accepts = (xsd: string, message: string) => xsdAccepts(xsd, corpus.catalogueFiles, message);

  it('finds identical versions compatible both ways', () => {
    const result = decide(autopolis, autopolis);
    expect(result).toEqual({ newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } });
    expect(isFullyCompatible(result)).toBe(true);
  });

  it('refuses new→old when a code is added to an enumeration, with that code in a counterexample libxml2 confirms', () => {
    const withCode = autopolis.replace('<xs:enumeration value="020"/>', '<xs:enumeration value="020"/><xs:enumeration value="050"/>');
    expect(withCode).not.toBe(autopolis);
    const result = decide(autopolis, withCode);
    const message = expectWitnessedRefusal(result.newAcceptedByOld, 'nieuw', { oud: autopolis, nieuw: withCode }, accepts);
    expect(message).toContain('<PP_BRANCHE>050</PP_BRANCHE>');
    expect(result.newAcceptedByOld.verdict === 'niet-compatibel' && result.newAcceptedByOld.reasons.join('\n')).toContain('PP_BRANCHE');
    expect(result.oldAcceptedByNew).toEqual({ verdict: 'compatibel' });
  });

  it('refuses old→new when an optional element is dropped, with a counterexample that holds it', () => {
    const withoutStartDate = autopolis.replace(/\s*<xs:element name="PP_INGDAT"[\s\S]*?<\/xs:element>/, '');
    expect(withoutStartDate).not.toBe(autopolis);
    const result = decide(autopolis, withoutStartDate);
    const message = expectWitnessedRefusal(result.oldAcceptedByNew, 'oud', { oud: autopolis, nieuw: withoutStartDate }, accepts);
    expect(message).toContain('<PP_INGDAT>');
    expect(result.newAcceptedByOld).toEqual({ verdict: 'compatibel' });
  });

  it('leaves a changed pattern to a person, with the reason', () => {
    const otherPattern = autopolis.replace('<xs:pattern value="[A-Z0-9]+"/>', '<xs:pattern value="[A-Z]+[0-9]*"/>');
    expect(otherPattern).not.toBe(autopolis);
    const result = decide(autopolis, otherPattern);
    for (const direction of [result.newAcceptedByOld, result.oldAcceptedByNew]) {
      expect(direction.verdict).toBe('handmatig');
      expect(direction.verdict === 'handmatig' && direction.reasons.join('\n')).toMatch(/patroon/i);
    }
  });

  it('leaves another target namespace to a person: the checker compares the versions as if it were the same', () => {
    const namespace = /targetNamespace="([^"]*)"/.exec(autopolis)?.[1] ?? '';
    const moved = autopolis.replaceAll(namespace, `${namespace}:v2`);
    const result = decide(autopolis, moved);
    for (const direction of [result.newAcceptedByOld, result.oldAcceptedByNew]) {
      expect(direction.verdict).toBe('handmatig');
      expect(direction.verdict === 'handmatig' && direction.reasons.join('\n')).toContain('De targetNamespace verschilt');
    }
  });

  it('decides against every earlier version and names each one it breaks', () => {
    const version2 = autopolis.replace('<xs:enumeration value="020"/>', '<xs:enumeration value="020"/><xs:enumeration value="050"/>');
    const version3 = version2.replace('<xs:documentation>', '<xs:documentation>Versie 3. ');
    const result = decideCompatibilityWithEarlier({
      newer: { fileName: 'v3.xsd', content: version3 },
      earlier: [
        { version: '1', file: { fileName: 'v1.xsd', content: autopolis } },
        { version: '2', file: { fileName: 'v2.xsd', content: version2 } },
      ],
      context,
    });
    expect(result.versions.map(({ version }) => version)).toEqual(['1', '2']);
    expect(result.breaks).toEqual(['1']);
    expect(result.undecided).toEqual([]);
    expect(isFullyCompatible(result.versions[1]!.compatibility)).toBe(true);
  });

  it('leaves files of different kinds to a person instead of comparing them', () => {
    const result = decideCompatibility({ older: { fileName: 'oud.xsd', content: autopolis }, newer: { fileName: 'nieuw.json', content: '{}' }, context });
    expect(result.newAcceptedByOld.verdict).toBe('handmatig');
    expect(result.oldAcceptedByNew.verdict).toBe('handmatig');
  });
});

// The demo baseline's entity arrays are open; the versions here have them closed, as the portal
// generates every function schema (ADR 0057). Of an open array the checker asks a person (below).
describe('compatibility of two AFD 2.0 versions (JSON Schema, the demo baseline)', () => {
  const context: CompatibilityContext = { afdVersion: 2, codeLists: demoAfd2CodeLists };
  const open = demoAfd2BaselineSchemaText();
  const demo = closed(open);
  const accepts = (schema: string, message: string) => jsonSchemaAccepts(schema, demoAfd2CodeLists, message);
  const decide = (oud: string, nieuw: string): VersionCompatibility =>
    decideCompatibility({ older: { fileName: 'oud.json', content: oud }, newer: { fileName: 'nieuw.json', content: new TextEncoder().encode(nieuw) }, context });
  const edited = (edit: (policy: Record<string, Record<string, unknown>>) => void): string => {
    const schema = JSON.parse(demo) as { definitions: { policyDefault: { properties: Record<string, Record<string, unknown>> } } };
    edit(schema.definitions.policyDefault.properties);
    return JSON.stringify(schema, null, 2);
  };
  function closed(text: string): string {
    const schema = JSON.parse(text) as JsonObject;
    closeEntityArrays(schema);
    return JSON.stringify(schema, null, 2);
  }
  const withBranches = (codes: string[]) => edited((properties) => void (properties.branch = { type: 'string', codelistName: 'ADNBRA', enum: codes }));

  it('finds identical versions compatible both ways', () => {
    expect(decide(demo, demo)).toEqual({ newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } });
  });

  it('refuses new→old when a code is added to the list, with that code in a counterexample Ajv confirms', () => {
    const older = withBranches(['021', '022']);
    const newer = withBranches(['021', '022', '070']);
    const result = decide(older, newer);
    const message = expectWitnessedRefusal(result.newAcceptedByOld, 'nieuw', { oud: older, nieuw: newer }, accepts);
    expect(JSON.stringify(JSON.parse(message))).toContain('"branch":"070"');
    expect(result.oldAcceptedByNew).toEqual({ verdict: 'compatibel' });
  });

  it('refuses old→new when an optional property is dropped, with a counterexample that holds it', () => {
    const newer = edited((properties) => void delete properties.startDate);
    const result = decide(demo, newer);
    const message = expectWitnessedRefusal(result.oldAcceptedByNew, 'oud', { oud: demo, nieuw: newer }, accepts);
    expect(message).toContain('"startDate"');
    expect(result.newAcceptedByOld).toEqual({ verdict: 'compatibel' });
  });

  it('leaves a changed pattern to a person, with the reason', () => {
    const older = edited((properties) => void (properties.policyNumber = { ...properties.policyNumber, pattern: '^[A-Z0-9]+$' }));
    const newer = edited((properties) => void (properties.policyNumber = { ...properties.policyNumber, pattern: '^[A-Z]+[0-9]*$' }));
    const result = decide(older, newer);
    for (const direction of [result.newAcceptedByOld, result.oldAcceptedByNew]) {
      expect(direction.verdict).toBe('handmatig');
      expect(direction.verdict === 'handmatig' && direction.reasons.join('\n')).toMatch(/pattern/i);
    }
  });

  it('leaves a narrowed entity in an open entity array to a person: the old version lets an item of no listed type through uncounted', () => {
    const newer = JSON.parse(open) as { definitions: { policyDefault: { properties: Record<string, unknown> } } };
    delete newer.definitions.policyDefault.properties.startDate;
    const result = decide(open, JSON.stringify(newer));
    expect(result.newAcceptedByOld.verdict).toBe('handmatig');
    expect(result.newAcceptedByOld.verdict === 'handmatig' && result.newAcceptedByOld.reasons.join('\n')).toContain('is open');
    expectWitnessedRefusal(result.oldAcceptedByNew, 'oud', { oud: open, nieuw: JSON.stringify(newer) }, accepts);
  });

  it('leaves a version that is no JSON Schema to a person, naming the version', () => {
    const result = decide(demo, '{ geen json');
    expect(result.newAcceptedByOld.verdict).toBe('handmatig');
    expect(result.newAcceptedByOld.verdict === 'handmatig' && result.newAcceptedByOld.reasons[0]).toContain('nieuwe versie');
    expect(result.oldAcceptedByNew.verdict).toBe('handmatig');
  });
});
