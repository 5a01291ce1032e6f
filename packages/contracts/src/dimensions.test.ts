import { describe, expect, it } from 'vitest';
import { saveDimensionSchema } from './dimensions.ts';

const fieldErrors = (input: unknown) =>
  saveDimensionSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('saveDimensionSchema', () => {
  it('trims the name and keeps the version of a certification area', () => {
    expect(saveDimensionSchema.parse({ kind: 'certificationArea', name: '  Schade ', version: '1' })).toEqual({
      kind: 'certificationArea',
      name: 'Schade',
      version: '1',
    });
  });

  it('needs a version for a certification area, and only 1 or 2', () => {
    expect(fieldErrors({ kind: 'certificationArea', name: 'Schade' })).toEqual(['version: Versie is verplicht']);
    expect(fieldErrors({ kind: 'certificationArea', name: 'Schade', version: '3' })).toEqual(["version: Versie moet '1' of '2' zijn"]);
  });

  it('refuses an empty name', () => {
    expect(fieldErrors({ kind: 'messageType', name: '   ' })).toEqual(['name: Naam is verplicht']);
  });
});
