import type { Afd1XPathRule } from '../afd1/certification/check-4-xpath-rules.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';
import type { CodeList } from '../model/catalogue.ts';
import type { CertificationBaseline } from './certification-baseline.ts';

// The baseline package a member downloads to check schemas in their own build (ADR 0042): one
// JSON file with exactly what the portal certifies against for a key — the current library as
// the portal stored it (not parsed again, so a newer parser cannot change the verdict), the
// baseline file, the selected XPath rules and the library's catalogue.

export const baselinePackageFormat = 'afd-baselinepakket';
export const baselinePackageFormatVersion = 1;

export interface BaselinePackage {
  format: typeof baselinePackageFormat;
  formatVersion: typeof baselinePackageFormatVersion;
  afdVersion: 1 | 2;
  /** The baseline key by its names: certification area, message type, application area. */
  key: { certificationArea: string; messageType: string; applicationArea: string };
  /** The library certified against: its id and creation time (ISO 8601), so a member sees which one. */
  libraryId: string;
  libraryCreatedAt: string;
  /** The baseline file as uploaded (XSD or JSON Schema). */
  baseline: { fileName: string; content: string };
  library: BaselineLibrary;
  /** AFD 1.0: the XPath rules selected for the baseline; empty for AFD 2.0. */
  xpathRules: Afd1XPathRule[];
  /** The library's catalogue: XSD files (AFD 1.0) and code lists (AFD 2.0 full-list references). */
  catalogue: { version: string; xsdFiles: Record<string, string>; codeLists: CodeList[] };
}

/** What the package certifies against. */
export function certificationBaselineOf(baselinePackage: BaselinePackage): CertificationBaseline {
  if (baselinePackage.afdVersion === 1) {
    return {
      afdVersion: 1,
      library: baselinePackage.library,
      baselineXsd: baselinePackage.baseline.content,
      xpathRules: baselinePackage.xpathRules,
      catalogueXsdFiles: baselinePackage.catalogue.xsdFiles,
    };
  }
  return { afdVersion: 2, library: baselinePackage.library, codeLists: baselinePackage.catalogue.codeLists, baselineSchemaText: baselinePackage.baseline.content };
}

/** The package's file name: the key's names, so packages of several keys can lie side by side. */
export function baselinePackageFileName(key: BaselinePackage['key']): string {
  const safe = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return `${safe(key.certificationArea)}-${safe(key.messageType)}-${safe(key.applicationArea)}.afdbaseline.json`;
}
