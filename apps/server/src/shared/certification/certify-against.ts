import type { CertificationResult } from '@afd/afd';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import type { CertificationContext } from './certification-context.ts';

// One AFD 1.0 certification run on the certification pool (worker threads: the checks are CPU-heavy
// and must not block the event loop). Only messages and manualValidation come back; the checker's
// failedChecks stay internal.

/** Certifies one XSD against the context's baseline, rules and catalogue. */
export function certifyAgainst(pool: CertificationPool, context: CertificationContext, xsd: Uint8Array, fileName: string): Promise<CertificationResult> {
  return pool.run({
    xsd,
    fileName,
    library: context.library,
    baselineXsd: context.baselineXsd,
    xpathRules: context.xpathRules,
    catalogue: { version: context.catalogueVersion, xsdFiles: context.catalogueFiles },
  });
}
