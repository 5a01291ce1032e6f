import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import { certifyXsd } from '../afd1/certification/certify-xsd.ts';
import type { CatalogueResolver } from '../afd1/xml/catalogue-resolver.ts';
import { certifyJsonSchema } from '../afd2/certification/certify-json-schema.ts';
import type { CertificationResult } from '../model/certification.ts';
import type { Afd1CertificationBaseline, CertificationBaseline, FileToCertify } from './certification-baseline.ts';
import { withAlreadyEnrichedNotice } from './with-already-enriched-notice.ts';
import { offlineTexts } from './offline-texts.ts';

// The portal's verdict on one file, from its baseline (ADR 0042): AFD 1.0 is the upload's Valideer
// (checks 1-5 with the baseline's XPath rules, then the 'already enriched' notice), AFD 2.0 the
// JSON Schema checker that certifies a generated function schema. The offline checker calls
// certifyAgainstBaseline; the portal calls the same pieces: certifyAgainstAfd1Baseline on its
// worker pool, then withAlreadyEnrichedNotice in Valideer; certifyAgainstBaseline for AFD 2.0.

export interface CertifyAgainstBaselineOptions {
  /** A resolver over the baseline's catalogue files, when the caller keeps one (the server caches them). */
  catalogueResolver?: CatalogueResolver;
}

/** Certifies the file against the baseline; answers only messages and manualValidation, as the portal does. */
export function certifyAgainstBaseline(baseline: CertificationBaseline, file: FileToCertify, options: CertifyAgainstBaselineOptions = {}): CertificationResult {
  if (baseline.afdVersion === 1) return withAlreadyEnrichedNotice(certifyAgainstAfd1Baseline(baseline, file, options), file.content, file.fileName);
  const schemaText = decodeUtf8(file.content);
  if (schemaText === null) return { messages: [{ severity: 1, ...offlineTexts.notUtf8(file.fileName) }], manualValidation: false };
  return certifyJsonSchema({ schemaText, baseline: baseline.library, codeLists: baseline.codeLists, baselineSchemaText: baseline.baselineSchemaText });
}

/** AFD 1.0 checks 1-5 alone, as the portal's worker pool runs them for every certification (uploads, generated and stored schemas). */
export function certifyAgainstAfd1Baseline(baseline: Afd1CertificationBaseline, file: FileToCertify, options: CertifyAgainstBaselineOptions = {}): CertificationResult {
  const { messages, manualValidation } = certifyXsd({
    xsd: file.content,
    fileName: file.fileName,
    baseline: baseline.library,
    baselineXsd: baseline.baselineXsd,
    catalogueResolver: options.catalogueResolver ?? catalogueResolverFromFiles(baseline.catalogueXsdFiles),
    xpathRules: baseline.xpathRules,
  });
  return { messages, manualValidation };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(content: Uint8Array): string | null {
  try {
    return decoder.decode(content);
  } catch {
    return null;
  }
}
