import { describe, expect, it } from 'vitest';
import { parseAfd2BaselineSchema } from '../afd2/baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineSchemaText } from '../afd2/corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../afd2/corpus/demo-catalogue-content.ts';
import { entityArrayClosure } from '../afd2/schema/entity-array.ts';
import type { Afd2CertificationBaseline } from '../offline-certification/certification-baseline.ts';
import { certifyAgainstBaseline } from '../offline-certification/certify-against-baseline.ts';
import { storedAfd2SchemaVerdict } from './stored-afd2-schema.ts';

// Issue 27: in the impact preview of a replacement baseline, a function schema published before
// generation closed its entity arrays is judged as it was certified. Its open arrays, which the
// current baseline warns about as well, are not the replacement's doing; what the new baseline
// breaks is, and so is an open-array warning only the new baseline gives.

type Schema = { definitions: Record<string, { properties: Record<string, Record<string, unknown>> }> };
const original = demoAfd2BaselineSchemaText();
const edited = (edit: (schema: Schema) => void) => {
  const schema = JSON.parse(original) as Schema;
  edit(schema);
  return JSON.stringify(schema);
};
const claimNumber = (maxLength: number) => (schema: Schema) => void (schema.definitions.claimDefault!.properties.claimNumber!.maxLength = maxLength);
const baselineOf = (text: string): Afd2CertificationBaseline => {
  const parsed = parseAfd2BaselineSchema({ schemaText: text, codeLists: demoAfd2CodeLists });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
  return { afdVersion: 2, library: parsed.library, codeLists: demoAfd2CodeLists, baselineSchemaText: text };
};
const current = baselineOf(original);
// Open arrays (no items), the claim number narrowed inside the bounded claim type: a function schema as generation wrote it before.
const stored = { fileName: 'oud.json', content: new TextEncoder().encode(edited(claimNumber(20))) };

describe('a pre-change function schema with open entity arrays', () => {
  it('certifies against the same baseline as it did when certified, where the checker alone now asks for manual validation', () => {
    expect(certifyAgainstBaseline(current, stored).manualValidation).toBe(true);
    expect(storedAfd2SchemaVerdict(stored, current, current)).toEqual({ messages: [], manualValidation: false });
  });

  it('gets what the new baseline breaks, without the open-array warnings the current baseline gives too', () => {
    const verdict = storedAfd2SchemaVerdict(stored, baselineOf(edited(claimNumber(10))), current);
    expect(verdict.messages.map((message) => message.message)).toEqual(['maxLength van attribuut claimNumber is ruimer dan de baseline']);
  });

  it('keeps an open-array warning only the new baseline gives (it closes the claim array, which the schema reads as the current one does)', () => {
    const closing = baselineOf(
      edited((schema) => void (schema.definitions.policyDefault!.properties.claim!.items = entityArrayClosure([{ ref: '#/definitions/claimDefault', entityType: 'default' }]))),
    );
    const unnarrowed = { fileName: 'volledig.json', content: new TextEncoder().encode(original) };
    expect(certifyAgainstBaseline(current, unnarrowed)).toEqual({ messages: [], manualValidation: false });
    const verdict = storedAfd2SchemaVerdict(unnarrowed, closing, current);
    expect(verdict.manualValidation).toBe(true);
    expect(verdict.messages.map((message) => message.message)).toContain('Handmatige validatie nodig: entiteit-array claim is open');
  });
});
