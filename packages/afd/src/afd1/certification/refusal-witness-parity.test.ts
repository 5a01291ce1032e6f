import { describe, expect, it } from 'vitest';
import { messageValidator } from '../../authoring/generate/afd1/sample-message.testing.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { certifyXsd } from './certify-xsd.ts';

// Issue 34, parity: every refusal of check 3 on the synthetic corpus carries an example message
// that libxml2 finds valid against the organisation schema and invalid against the baseline. The
// row tables of check 3 (content models, declarations, the classes of issue 34) assert the same per
// row (witnessed-verdicts.fixture.ts); test/afd1-witnesses-xmllint.test.ts repeats the corpus and
// the classes with the native xmllint.

const corpus = generateAfd1Corpus();
const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const refused = corpus.organisationSchemas.filter((schema) => typeof schema.expectation !== 'string' && schema.expectation.invalid.includes('baseline-restriction'));
const targetNamespaceOf = (xsd: string) => /targetNamespace="([^"]*)"/.exec(xsd)?.[1] ?? '';

describe('every refusal of check 3 on the corpus carries a confirmed example message', () => {
  it('has refused organisation schemas', () => {
    expect(refused.length).toBeGreaterThan(0);
  });

  it.each(refused.map((schema) => [schema.name, schema] as const))('%s', (_name, schema) => {
    const baseline = corpus.baselines[schema.baseline]!;
    const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver });
    if (!parsed.ok) throw new Error('the corpus baseline does not parse');
    const result = certifyXsd({ xsd: schema.xsd, baseline: parsed.library, baselineXsd: baseline.xsd, catalogueResolver, xpathRules: [] });
    const refusals = result.messages.filter((message) => message.severity === 1);
    expect(refusals.length).toBeGreaterThan(0);
    const organisation = messageValidator('org.xsd', { ...corpus.catalogueFiles, 'org.xsd': schema.xsd });
    const refusing = messageValidator('baseline.xsd', { ...corpus.catalogueFiles, 'baseline.xsd': baseline.xsd });
    const asBaseline = (message: string) => message.replaceAll(`"${targetNamespaceOf(schema.xsd)}"`, `"${targetNamespaceOf(baseline.xsd)}"`);
    for (const refusal of refusals) {
      const example = refusal.example;
      expect(example?.kind, `${refusal.message} ${refusal.description}`).toBe('built');
      if (example?.kind !== 'built') continue;
      expect(organisation(example.content), example.content).toEqual([]);
      expect(refusing(asBaseline(example.content)).length, example.content).toBeGreaterThan(0);
    }
  });
});
