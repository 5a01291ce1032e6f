import { describe, expect, it } from 'vitest';
import { SCHEMA_NAME_CHARACTERS_MESSAGE, schemaNameSchema } from './certification.ts';

// A schema name becomes a file name in the downloaded ZIP and in Content-Disposition.

describe('schema names', () => {
  it.each(['Polderzeker_Reis_SUIV_Particulier', 'Mijn schema', 'Reis (basis) v1.2', 'Coöperatie-schema', 'Auto/polis? #2 & meer'])('accepts %j', (name) => {
    expect(schemaNameSchema.parse(`  ${name} `)).toBe(name);
  });

  it.each(['C:\\schemas\\reis', 'C:reis', 'reis\\basis', 'reis\u0007', 'reis\u0000', 'reis\nbasis', 'reis\u007f'])(
    'refuses %j with the reason',
    (name) => {
      const result = schemaNameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SCHEMA_NAME_CHARACTERS_MESSAGE);
    },
  );
});
