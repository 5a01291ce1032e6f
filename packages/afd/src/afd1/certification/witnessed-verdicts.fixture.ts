import { expect } from 'vitest';
import { messageValidator } from '../../authoring/generation/afd1/sample-message.testing.ts';
import type { CertificationMessage } from '../../model/certification.ts';
import { BASELINE_NAMESPACE, ORGANISATION_NAMESPACE, schemaText, type SchemaPair } from './content-model.fixture.ts';

// A refusal's example message checked both ways by libxml2-wasm, the engine certification runs:
// the organisation schema accepts it, the baseline refuses it with the organisation's namespace
// read as the baseline's. (test/afd1-witnesses-xmllint.test.ts checks the same with xmllint.)

/** The example as the baseline reads it: the organisation's namespace renamed. */
export const asBaseline = (message: string) => message.replaceAll(`"${ORGANISATION_NAMESPACE}"`, `"${BASELINE_NAMESPACE}"`);

/** Problems libxml2-wasm finds in `message` against the schema text (empty: valid). */
export function wasmProblems(schema: string, message: string): string[] {
  return messageValidator('schema.xsd', { 'schema.xsd': schema })(message);
}

/** Asserts that each refusal carries an example the upload accepts and the baseline refuses. */
export function expectWitnessedRefusals(messages: readonly CertificationMessage[], upload: string, baseline: string): void {
  const refusals = messages.filter((message) => message.severity === 1);
  expect(refusals.length).toBeGreaterThan(0);
  for (const refusal of refusals) {
    const example = refusal.example;
    expect(example?.kind, `${refusal.message} ${refusal.description}`).toBe('built');
    if (example?.kind !== 'built') continue;
    expect(wasmProblems(upload, example.content), example.content).toEqual([]);
    expect(wasmProblems(baseline, asBaseline(example.content)).length, example.content).toBeGreaterThan(0);
  }
}

/**
 * Every refusal of a row carries a witness both engines confirm. There are no exceptions: a refusal
 * the checker cannot show with an example message is manual validation (issue 34, ADR 0066).
 */
export function expectPairWitnessed(pair: SchemaPair, messages: readonly CertificationMessage[]): void {
  const upload = schemaText(ORGANISATION_NAMESPACE, pair.upload, pair.uploadTop, pair.uploadMixed);
  const baseline = schemaText(BASELINE_NAMESPACE, pair.baseline, pair.baselineTop, pair.baselineMixed);
  expectWitnessedRefusals(messages, upload, baseline);
}
