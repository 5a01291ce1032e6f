import { describe, expect, it } from 'vitest';
import { alreadyEnrichedMessage } from './already-enriched.ts';
import { CERTIFICATION_NAMESPACE } from './certification-annotation.ts';

describe('an already enriched schema', () => {
  it('is an error with the enrichment text, so validation never calls it valid', () => {
    const enriched = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:annotation><xs:appinfo><afdc:certificering xmlns:afdc="${CERTIFICATION_NAMESPACE}"/></xs:appinfo></xs:annotation></xs:schema>`;
    expect(alreadyEnrichedMessage(new TextEncoder().encode(enriched), 'polis.xsd')).toEqual({
      severity: 1,
      message: 'Het schema is al verrijkt.',
      description: 'polis.xsd: het bevat al een certificeringsannotatie; verrijk het oorspronkelijke schema.',
    });
  });

  it('is nothing for a schema without the annotation', () => {
    expect(alreadyEnrichedMessage('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>', 'polis.xsd')).toBeNull();
  });
});
