import type { CertificationMessage, CertificationResult } from '../../model/certification.ts';

// One message of one check, kept apart by consequence, as AFD 1.0's checks do
// (afd1/certification/finding.ts): each check is a pure function that returns its findings, and
// certify combines them. An error rejects the schema; a manual finding (a warning) asks a
// certifier to look.

export interface Finding {
  manual: boolean;
  message: CertificationMessage;
}

/** A violation of the baseline or of the AFD 2.0 shape. */
export const error = (message: CertificationMessage): Finding => ({ manual: false, message });

/** A construct the checker cannot decide: the result needs manual validation. */
export const manual = (message: CertificationMessage): Finding => ({ manual: true, message });

/** Errors first, then the reasons for manual validation. */
export function resultOf(findings: readonly Finding[]): CertificationResult {
  const errors = findings.filter((finding) => !finding.manual).map((finding) => finding.message);
  const reasons = findings.filter((finding) => finding.manual).map((finding) => finding.message);
  return { messages: [...errors, ...reasons], manualValidation: reasons.length > 0 };
}
