import type { UnsupportedKeyword } from '../schema/schema-tree.ts';
import { manual, type Finding } from './finding.ts';
import { manualTexts } from './texts.ts';

// Constraining keywords the reader does not model (if/then/else, patternProperties, anyOf, ...)
// could widen the baseline in ways the checker cannot weigh; each asks a certifier to look.
// Facets add the patterns they cannot compare (check-facets.ts), as AFD 1.0's check 3 does. What
// the library cannot hold but the checks compare (a choice of types) gets their verdict instead.

/** Findings for the keywords the schema reader noted as not modelled, each at its place. */
export function checkManualConstructs(unsupported: readonly UnsupportedKeyword[]): Finding[] {
  return unsupported
    .filter((keyword) => keyword.comparedByCertification !== true)
    .map(({ keyword, pointer, reason }) => manual(manualTexts.keyword(keyword, pointer, reason)));
}
