import type { CertificationMessage } from '../../model/certification.ts';
import { CERTIFICATION_NAMESPACE } from './certification-annotation.ts';
import { enrichmentTexts } from './enrichment-texts.ts';

// A schema downloaded from the portal is already enriched: it carries the certification
// annotation. Certifying it again would fail at enrichment ('Het schema is al verrijkt.'), so
// validation says so at once instead of 'Schema is valide.' (issue 10).

/** The error for an XSD that already carries a certification annotation; null for any other. */
export function alreadyEnrichedMessage(xsd: string | Uint8Array, fileName: string): CertificationMessage | null {
  const text = typeof xsd === 'string' ? xsd : new TextDecoder().decode(xsd);
  if (!text.includes(CERTIFICATION_NAMESPACE)) return null;
  return { severity: 1, ...enrichmentTexts.alreadyEnriched(fileName) };
}
