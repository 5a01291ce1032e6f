import type { Afd1XPathRule } from '../afd1/certification/check-4-xpath-rules.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';
import type { CodeList } from '../model/catalogue.ts';

// Everything the checker needs to certify one file against one baseline, as plain data: what the
// portal reads from its database for a key, and what a baseline package carries to a member's
// own build (ADR 0042). Nothing here decides; certify-against-baseline.ts does.

/** An AFD 1.0 baseline: its library, its XSD (content models and lines), XPath rules and catalogue XSD files. */
export interface Afd1CertificationBaseline {
  afdVersion: 1;
  library: BaselineLibrary;
  /** The baseline XSD as uploaded; without it certification asks for manual validation. */
  baselineXsd: string | undefined;
  xpathRules: Afd1XPathRule[];
  /** The catalogue's XSD files by name: the schema's imports resolve against them, never elsewhere. */
  catalogueXsdFiles: Record<string, string>;
}

/** An AFD 2.0 baseline: its library and the catalogue's code lists (for full-list references). */
export interface Afd2CertificationBaseline {
  afdVersion: 2;
  library: BaselineLibrary;
  codeLists: CodeList[];
  /** The baseline's JSON Schema as uploaded: each refusal's example message is confirmed against it. */
  baselineSchemaText: string | undefined;
}

export type CertificationBaseline = Afd1CertificationBaseline | Afd2CertificationBaseline;

/** A file to certify: its bytes and the name messages use. */
export interface FileToCertify {
  fileName: string;
  content: Uint8Array;
}
