import { catalogueResolverFromFiles, certifyXsd, type Afd1XPathRule, type BaselineLibrary, type CatalogueResolver, type CertificationResult } from '@afd/afd';

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

const resolvers = new Map<string, CatalogueResolver>();

function resolverOf(catalogue: CertificationTask['catalogue']): CatalogueResolver {
  let resolver = resolvers.get(catalogue.version);
  if (!resolver) {
    if (resolvers.size > 4) resolvers.clear();
    resolver = catalogueResolverFromFiles(catalogue.xsdFiles);
    resolvers.set(catalogue.version, resolver);
  }
  return resolver;
}

/** Runs the task; answers only messages and manualValidation (failedChecks stay internal). */
export function runCertificationTask(task: CertificationTask): CertificationResult {
  const { messages, manualValidation } = certifyXsd({
    xsd: task.xsd,
    fileName: task.fileName,
    baseline: task.library,
    baselineXsd: task.baselineXsd,
    catalogueResolver: resolverOf(task.catalogue),
    xpathRules: task.xpathRules,
  });
  return { messages, manualValidation };
}
