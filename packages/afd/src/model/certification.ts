// What certification answers (spec 000 §3 'Upload result'): Dutch messages that name the place.

/** 0 = warning (shaded as such in the message table), 1 = error. */
export type Severity = 0 | 1;

export interface CertificationMessage {
  severity: Severity;
  /** Short Dutch statement of the problem. */
  message: string;
  /** Dutch explanation naming the place: element path and line (XSD) or JSON pointer (JSON). */
  description: string;
}

export interface CertificationResult {
  messages: CertificationMessage[];
  /** True when the checker met constructs it cannot decide; the reasons are warning messages. */
  manualValidation: boolean;
}

/** Valid = no error and no need for manual validation (spec 000 §4). */
export function isCertifiable(result: CertificationResult): boolean {
  return !result.manualValidation && result.messages.every((m) => m.severity === 0);
}
