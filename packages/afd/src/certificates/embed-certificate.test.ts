import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { catalogueResolver, motorBaselineXsd, motorLibrary, motorOrganisationXsd } from '../afd1/certification/certification.fixture.ts';
import { certifyXsd } from '../afd1/certification/certify-xsd.ts';
import { enrichAfd1Xsd } from '../afd1/enrichment/enrich-xsd.ts';
import { readAfd1Enrichment } from '../afd1/enrichment/read-enrichment.ts';
import { demoAfd2BaselineSchemaText } from '../afd2/corpus/demo-baseline.ts';
import { enrichJsonSchema, readCertificationAnnotation } from '../afd2/enrichment/enrich-json-schema.ts';
import { certificateReference } from './certificate-address.ts';

// The enriched copy carries the certificate's kenmerk and page address, without changing what
// the schema accepts: the XSD in xs:appinfo, the JSON Schema in the x-afd-certification keyword.

const certificate = certificateReference('https://portaal.example.nl', 'K7Q2-9XZM-3B4T-HP6R');
const facts = {
  organisation: 'Duin & Dijk <Schade>',
  name: 'Autopolis',
  catalogueVersion: '20260201',
  date: '2026-11-28',
  certificationMark: 'a'.repeat(64),
};

describe('the kenmerk in an enriched copy', () => {
  it('XSD: the annotation holds the kenmerk and the address; the copy compiles and still certifies', () => {
    const key = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Motorrijtuigen' };
    const enriched = enrichAfd1Xsd({ xsd: motorOrganisationXsd, catalogueResolver, enrichment: { ...facts, key, certificate } });
    if (!enriched.ok) throw new Error(JSON.stringify(enriched.problems));
    expect(enriched.xsd).toContain('<afdc:certificaat>K7Q2-9XZM-3B4T-HP6R</afdc:certificaat>');
    expect(enriched.xsd).toContain('<afdc:certificaatpagina>https://portaal.example.nl/certificaat/K7Q2-9XZM-3B4T-HP6R</afdc:certificaatpagina>');
    expect(readAfd1Enrichment(enriched.xsd)).toEqual({ ...facts, key, certificate });
    expect(certifyXsd({ xsd: enriched.xsd, baseline: motorLibrary, baselineXsd: motorBaselineXsd, catalogueResolver, xpathRules: [] }).messages).toEqual([]);
  });

  it('JSON Schema: the annotation keyword holds them; the copy stays valid for its draft', () => {
    const annotation = { ...facts, key: 'Schade/Schademelding/Motorrijtuigen', certificate: certificate.kenmerk, certificatePage: certificate.address };
    const enriched = enrichJsonSchema({ schemaText: demoAfd2BaselineSchemaText(), annotation });
    if (!enriched.ok) throw new Error(JSON.stringify(enriched.messages));
    expect(readCertificationAnnotation(enriched.enrichedText)).toEqual(annotation);
    const parsed = JSON.parse(enriched.enrichedText) as Record<string, { certificatePage?: string }>;
    expect(parsed['x-afd-certification']?.certificatePage).toBe('https://portaal.example.nl/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(new Ajv2019({ strict: false }).validateSchema(parsed)).toBe(true);
  });
});
