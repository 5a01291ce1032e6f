import { describe, expect, it } from 'vitest';
import { verdictOf } from './content-model.fixture.ts';
import { certifyRow, rowTexts, witnessedClasses } from './witnessed-classes.fixture.ts';
import { expectWitnessedRefusals } from './witnessed-verdicts.fixture.ts';

// Issue 34: check 3 refuses only with an example message libxml2 confirms both ways, and accepts
// what admits no message the baseline refuses. Per class of the construct table (README.md) a
// narrowing that certifies and a widening refused with a witness, validated here again both ways.

describe('certifyXsd: a refusal carries a witness; what admits no refused message certifies (issue 34)', () => {
  describe.each(witnessedClasses)('%s', (_title, rows) => {
    it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
      const result = certifyRow(row);
      expect(verdictOf(result), JSON.stringify(result.messages, null, 1)).toBe(row.verdict);
      if (row.message) expect(result.messages.map((message) => message.message)).toContain(row.message);
      if (row.verdict === 'error') {
        const { baseline, upload } = rowTexts(row);
        expectWitnessedRefusals(result.messages, upload, baseline);
      }
    });
  });
});
