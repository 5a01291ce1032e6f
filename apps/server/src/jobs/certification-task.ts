import { certifyAgainstAfd1Baseline, type Afd1XPathRule, type BaselineLibrary, type CertificationResult } from '@afd/afd';
import { catalogueResolverOf } from './worker-catalogue-resolvers.ts';

// One AFD 1.0 certification as plain data, so it can cross into a worker thread: the catalogue
// travels as its XSD files (the worker builds the resolver once per catalogue version).

export interface CertificationTask {
  xsd: Uint8Array;
  fileName: string;
  library: BaselineLibrary;
  baselineXsd: string | undefined;
  xpathRules: Afd1XPathRule[];
  catalogue: { version: string; xsdFiles: Record<string, string> };
}

/** Runs the task; answers only messages and manualValidation (failedChecks stay internal). */
export function runCertificationTask(task: CertificationTask): CertificationResult {
  // The offline checker (afd-certify) runs the same function on the same data.
  return certifyAgainstAfd1Baseline(
    { afdVersion: 1, library: task.library, baselineXsd: task.baselineXsd, xpathRules: task.xpathRules, catalogueXsdFiles: task.catalogue.xsdFiles },
    { fileName: task.fileName, content: task.xsd },
    { catalogueResolver: catalogueResolverOf(`version:${task.catalogue.version}`, task.catalogue.xsdFiles) },
  );
}
