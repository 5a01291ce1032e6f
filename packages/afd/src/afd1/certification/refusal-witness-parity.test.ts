import { describe, expect, it } from 'vitest';
import type { CertificationMessage } from '../../model/certification.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { certifyXsd, type Afd1CertificationResult } from './certify-xsd.ts';
import { assertRefusalsWitnessed } from './refusal-witnesses.fixture.ts';

// Issue 34, parity: every refusal in the suites carries an example message that libxml2 finds
// valid against the organisation schema and invalid against the baseline. The fixtures the
// certification tests certify through hold every result to that (refusal-witnesses.fixture.ts:
// certify() for the motor edits, certifyPair() for the check 3 tables, certifyRow() for the
// issue's classes); a refusal without a confirmed example makes any of those tests fail. Here:
// the corpus the server's certification tests upload (each organisation schema against its own
// baseline, and each baseline's valid schema against the other baselines, as the server's tests
// do with a replaced library), and the fixture's own check. test/afd1-witnesses-xmllint.test.ts
// repeats the corpus and the classes with the native xmllint.

const corpus = generateAfd1Corpus();
const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const libraries = corpus.baselines.map((baseline) => {
  const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver });
  if (!parsed.ok) throw new Error('the corpus baseline does not parse');
  return parsed.library;
});

function certifyAgainst(xsd: string, baselineIndex: number): Afd1CertificationResult {
  const baseline = corpus.baselines[baselineIndex]!;
  const result = certifyXsd({ xsd, baseline: libraries[baselineIndex]!, baselineXsd: baseline.xsd, catalogueResolver, xpathRules: [] });
  assertRefusalsWitnessed(result, { upload: xsd, baseline: baseline.xsd, files: corpus.catalogueFiles });
  return result;
}

const refused = corpus.organisationSchemas.filter((schema) => typeof schema.expectation !== 'string' && schema.expectation.invalid.includes('baseline-restriction'));

describe('every refusal of check 3 on the corpus carries a confirmed example message', () => {
  it('has refused organisation schemas', () => {
    expect(refused.length).toBeGreaterThan(0);
  });

  it.each(corpus.organisationSchemas.map((schema) => [schema.name, schema] as const))('%s', (_name, schema) => {
    const result = certifyAgainst(schema.xsd, schema.baseline);
    if (refused.includes(schema)) expect(result.messages.filter((message) => message.severity === 1 && message.example?.kind === 'built').length).toBeGreaterThan(0);
  });

  const crossed = corpus.baselines.flatMap((_baseline, own) => {
    const valid = corpus.organisationSchemas.find((schema) => schema.baseline === own && schema.expectation === 'valid');
    return corpus.baselines.map((_other, other) => [own, other, valid] as const).filter(([, other, schema]) => other !== own && schema !== undefined);
  });

  it.each(crossed)("the valid schema of baseline %i against baseline %i (the server's replaced library)", (_own, other, schema) => {
    const result = certifyAgainst(schema!.xsd, other);
    expect(result.failedChecks).toContain('baseline-restriction');
  });
});

describe('the fixtures hold a result to the rule', () => {
  const upload = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid')!.xsd;
  const baseline = corpus.baselines[0]!.xsd;
  const refusal = (example?: CertificationMessage['example']): Afd1CertificationResult => ({
    messages: [{ severity: 1, message: 'maxOccurs is groter dan in de baseline.', description: 'test', ...(example ? { example } : {}) }],
    manualValidation: false,
    failedChecks: ['baseline-restriction'],
  });

  it('refuses a refusal of check 3 without an example, or with none built', () => {
    expect(() => assertRefusalsWitnessed(refusal(), { upload, baseline, files: corpus.catalogueFiles })).toThrow(/without an example message/);
    expect(() => assertRefusalsWitnessed(refusal({ kind: 'none', reason: 'geen' }), { upload, baseline, files: corpus.catalogueFiles })).toThrow(/without an example message/);
  });

  it('refuses an example the baseline accepts', () => {
    // A real witness, held against the organisation schema itself renamed into the baseline's namespace: that accepts it.
    const schema = refused.find((candidate) => candidate.baseline === 0)!;
    const witnessed = certifyAgainst(schema.xsd, 0).messages.find((candidate) => candidate.example?.kind === 'built')!;
    const namespaceOf = (xsd: string) => /targetNamespace="([^"]*)"/.exec(xsd)?.[1] ?? '';
    const lenient = schema.xsd.replaceAll(namespaceOf(schema.xsd), namespaceOf(baseline));
    expect(() => assertRefusalsWitnessed(refusal(witnessed.example), { upload: schema.xsd, baseline: lenient, files: corpus.catalogueFiles })).toThrow(/valid against the baseline/);
  });

  it('lets refusals of checks 1, 2 and 4 go without an example', () => {
    const rule: Afd1CertificationResult = { messages: [{ severity: 1, message: 'Het schema heeft geen targetNamespace.', description: 'test' }], manualValidation: false, failedChecks: ['afd-components'] };
    expect(() => assertRefusalsWitnessed(rule, { upload, baseline })).not.toThrow();
  });
});
