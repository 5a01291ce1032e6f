import { certifyXsd, type CertificationResult } from '@afd/afd';
import type { CertificationContext } from './certification-context.ts';

// One AFD 1.0 certification run, stripped to what may leave the server: messages and whether
// manual validation is needed (the checker's failedChecks are internal). Runs on the calling
// thread; revalidation spreads many runs over worker threads (src/jobs/certification-pool.ts).

/** Certifies one XSD against the context's baseline, rules and catalogue. */
export function certifyAgainst(context: CertificationContext, xsd: Uint8Array | string, fileName: string): CertificationResult {
  const { messages, manualValidation } = certifyXsd({
    xsd,
    fileName,
    baseline: context.library,
    baselineXsd: context.baselineXsd,
    catalogueResolver: context.catalogueResolver,
    xpathRules: context.xpathRules,
  });
  return { messages, manualValidation };
}
