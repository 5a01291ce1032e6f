import { expect } from 'vitest';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import type { CertificationMessage } from '../../model/certification.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { certifyXsd, type Afd1CertificationResult } from './certify-xsd.ts';
import type { Afd1XPathRule } from './check-4-xpath-rules.ts';
import { assertRefusalsWitnessed } from './refusal-witnesses.fixture.ts';

// Shared by the certification tests: the corpus' motor baseline, and organisation schemas made
// from its text by small edits, certified against it.

export const corpus = generateAfd1Corpus();
export const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const motor = corpus.baselines[0];
if (!motor) throw new Error('the corpus has a motor baseline');
const parsed = parseAfd1BaselineXsd({ xsd: motor.xsd, catalogueResolver });
if (!parsed.ok) throw new Error('the motor baseline parses');
export const motorLibrary: BaselineLibrary = parsed.library;

/** The motor baseline as an organisation schema: the same structure in namespace urn:org. */
export const motorOrganisationXsd = motor.xsd.replaceAll('urn:afd1:baseline:schade:contractbericht:motorrijtuigen', 'urn:org');

/** The motor organisation schema with each [from, to] replacement applied once (each must match). */
export function edited(...replacements: [from: string, to: string][]): string {
  return replacements.reduce((xsd, [from, to]) => {
    if (!xsd.includes(from)) throw new Error(`fixture text not found: ${from}`);
    return xsd.replace(from, to);
  }, motorOrganisationXsd);
}

/** 1-based line of the first occurrence of `snippet`. */
export function lineOf(xsd: string, snippet: string): number {
  const index = xsd.indexOf(snippet);
  if (index < 0) throw new Error(`not in the schema: ${snippet}`);
  return xsd.slice(0, index).split('\n').length;
}

/** The motor baseline's XSD, as the server passes it with its library. */
export const motorBaselineXsd = motor.xsd;

/** ' Zie de baseline, regel N.': the baseline line a restriction message names, N that of `snippet` in the baseline XSD. */
export function seeBaseline(snippet: string): string {
  return ` Zie de baseline, regel ${lineOf(motorBaselineXsd, snippet)}.`;
}

/** Certifies against the motor baseline (library and XSD), as file 'afdSchema.xsd'; every refusal of check 3 must carry a confirmed example. */
export function certify(xsd: string | Uint8Array, xpathRules: readonly Afd1XPathRule[] = []): Afd1CertificationResult {
  const result = certifyXsd({ xsd, baseline: motorLibrary, baselineXsd: motorBaselineXsd, catalogueResolver, xpathRules });
  const upload = typeof xsd === 'string' ? xsd : new TextDecoder().decode(xsd);
  assertRefusalsWitnessed(result, { upload, baseline: motorBaselineXsd, files: corpus.catalogueFiles });
  return result;
}

/** The messages without their example messages (counterexamples.test.ts checks those). */
export function withoutExamples(messages: readonly CertificationMessage[]): Omit<CertificationMessage, 'example'>[] {
  return messages.map(({ example: _example, ...message }) => message);
}

/** Asserts that the result has exactly these messages (examples aside). */
export function expectMessages(result: Afd1CertificationResult, messages: { severity: 0 | 1; message: string; description: string | RegExp }[]): void {
  expect(withoutExamples(result.messages)).toEqual(
    messages.map(({ severity, message, description }) => ({ severity, message, description: typeof description === 'string' ? description : expect.stringMatching(description) })),
  );
}
