import { alreadyEnrichedMessage } from '../afd1/enrichment/already-enriched.ts';
import type { CertificationResult } from '../model/certification.ts';

// Valideer of an uploaded XSD (spec 000 §2 screen 3): a schema downloaded from the portal is
// already enriched and cannot be certified again, so its messages begin with that error. The
// portal's validation and the offline checker both finish a certification with this step.

/** The checker's result with the 'already enriched' error in front when the file carries the annotation. */
export function withAlreadyEnrichedNotice(result: CertificationResult, content: Uint8Array, fileName: string): CertificationResult {
  const enriched = alreadyEnrichedMessage(content, fileName);
  return enriched ? { ...result, messages: [enriched, ...result.messages] } : result;
}
