// What a certificate states, fixed at certification and never changed afterwards, except its
// status. The page and the API show these; the verification compares a file's sha-256 with the
// two hashes.

/** A certificate is valid, withdrawn (the schema deleted, or it no longer certifies) or replaced by a newer one. */
export type CertificateStatus = 'geldig' | 'ingetrokken' | 'vervangen';

/** A rule the checker applied, by name, with the sha-256 of its text (see ruleHashText). */
export interface AppliedRule {
  name: string;
  sha256: string;
}

export interface CertificateFacts {
  kenmerk: string;
  organisation: string;
  schemaName: string;
  schemaVersion: number;
  /** 1 (XSD) or 2 (JSON Schema). */
  afdVersion: number;
  key: { certificationArea: string; messageType: string; applicationArea: string };
  baselineLibrary: { createdAt: string; sha256: string };
  catalogueVersion: string;
  rules: AppliedRule[];
  /** The version of packages/afd that made the verdict. */
  checkerVersion: string;
  /** How it was certified: an upload that passed the checks, by hand, or generated from a definition. */
  origin: 'upload' | 'manual' | 'definition';
  certifiedAt: string;
  originalSha256: string;
  enrichedSha256: string;
}

/**
 * The text whose sha-256 names one applied rule: its name and every expression and message the
 * checker uses, one per line (a rule edited in any of them gets another hash).
 */
export function ruleHashText(rule: { name: string; selectionXPath: string; predicateXPath: string; errorMessage: string }): string {
  return [rule.name, rule.selectionXPath, rule.predicateXPath, rule.errorMessage].map((part) => part.replace(/\r\n?/g, '\n')).join('\n');
}
