import { describe, expect, it } from 'vitest';
import { catalogueResolver, motorBaselineXsd, motorLibrary, motorOrganisationXsd } from '../certification/certification.fixture.ts';
import { certifyXsd } from '../certification/certify-xsd.ts';
import type { Afd1Enrichment } from './certification-annotation.ts';
import { enrichAfd1Xsd } from './enrich-xsd.ts';
import { readAfd1Enrichment } from './read-enrichment.ts';

const enrichment: Afd1Enrichment = {
  organisation: 'Polderland Verzekeringen',
  name: '020-P001-Autopolis-001.00-Aanvraag',
  key: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Motorrijtuigen' },
  catalogueVersion: '20260201',
  date: '2026-02-14',
  certificationMark: 'a3f5c0e1b2d4968778695a4b3c2d1e0f00112233445566778899aabbccddeeff',
};

function enrich(xsd: string) {
  const result = enrichAfd1Xsd({ xsd, enrichment, catalogueResolver });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.xsd;
}

describe('enrichAfd1Xsd', () => {
  it('inserts the annotation as the first child of xs:schema and keeps the rest of the text', () => {
    const enriched = enrich(motorOrganisationXsd);
    const startTagEnd = motorOrganisationXsd.indexOf('elementFormDefault="qualified">') + 'elementFormDefault="qualified">'.length;
    expect(enriched.startsWith(motorOrganisationXsd.slice(0, startTagEnd))).toBe(true);
    expect(enriched.endsWith(motorOrganisationXsd.slice(startTagEnd))).toBe(true);
    expect(enriched.slice(startTagEnd)).toMatch(/^\n {2}<xs:annotation>\n {4}<xs:appinfo>\n {6}<afdc:certificering xmlns:afdc="urn:afd-portaal:certificering:1">/);
  });

  it('round-trips: the enriched copy compiles, carries the mark and still certifies', () => {
    const enriched = enrich(motorOrganisationXsd);
    expect(readAfd1Enrichment(enriched)).toEqual(enrichment);
    expect(certifyXsd({ xsd: enriched, baseline: motorLibrary, baselineXsd: motorBaselineXsd, catalogueResolver, xpathRules: [] }).messages).toEqual([]);
    expect(readAfd1Enrichment(motorOrganisationXsd)).toBeNull();
  });

  it('escapes the values and uses the prefix of the schema, also for a self-closing schema', () => {
    const xsd = '<?xml version="1.0"?>\n<!-- kop -->\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:leeg" note="a>b"/>';
    const enriched = enrich(xsd);
    expect(enriched).toContain('<xsd:annotation>');
    expect(enriched.endsWith('</xsd:schema>')).toBe(true);
    const special = enrichAfd1Xsd({ xsd, enrichment: { ...enrichment, organisation: 'Duin & Dijk <Schade>' }, catalogueResolver });
    expect(special.ok && readAfd1Enrichment(special.xsd)?.organisation).toBe('Duin & Dijk <Schade>');
  });

  it('refuses to enrich a copy that is already enriched', () => {
    expect(enrichAfd1Xsd({ xsd: enrich(motorOrganisationXsd), enrichment, catalogueResolver })).toEqual({
      ok: false,
      problems: [{ message: 'Het schema is al verrijkt.', description: 'afdSchema.xsd: het bevat al een certificeringsannotatie; verrijk het oorspronkelijke schema.' }],
    });
  });

  it('refuses text that is not a schema, as the parser words it', () => {
    expect(enrichAfd1Xsd({ xsd: '<schema>', enrichment, catalogueResolver })).toMatchObject({ ok: false, problems: [{ message: 'Het bestand is geen goedgevormde XML.' }] });
  });
});
