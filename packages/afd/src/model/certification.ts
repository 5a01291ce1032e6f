// What certification answers (spec 000 §3 'Upload result'): Dutch messages that name the place.

/** 0 = warning (shaded as such in the message table), 1 = error. */
export type Severity = 0 | 1;

export interface CertificationMessage {
  severity: Severity;
  /** Short Dutch statement of the problem. */
  message: string;
  /** Dutch explanation naming the place: element path and line (XSD) or JSON pointer (JSON). */
  description: string;
  /** For a refusal of the restriction check: an example message, or why there is none. */
  example?: MessageExample;
}

/**
 * A small message the organisation schema accepts and the baseline refuses, confirmed with the
 * real validators (libxml2, Ajv) before it is shown; or, in Dutch, why none could be given.
 */
export type MessageExample = { kind: 'built'; fileName: string; mediaType: string; content: string } | { kind: 'none'; reason: string };

export interface CertificationResult {
  messages: CertificationMessage[];
  /** True when the checker met constructs it cannot decide; the reasons are warning messages. */
  manualValidation: boolean;
}

/** Valid = no error and no need for manual validation (spec 000 §4). */
export function isCertifiable(result: CertificationResult): boolean {
  return !result.manualValidation && result.messages.every((m) => m.severity === 0);
}

/** A message before its severity is attached: the statement and the place it names. */
export type CertificationProblem = Omit<CertificationMessage, 'severity'>;

/**
 * One message of one check, the unit every checker rule returns (AFD 1.0, AFD 2.0, and the
 * authoring rules that must agree with them); a manual finding is a warning that sets manual validation.
 */
export interface CertificationFinding<Check extends string = string> {
  /** The rule that found it, so a checker can order, group or filter by rule. */
  check: Check;
  severity: Severity;
  manual: boolean;
  problem: CertificationProblem;
}

/** The result for findings already in message order; ordering is each checker's own choice. */
export function certificationResultOf(findings: readonly CertificationFinding[]): CertificationResult {
  return {
    messages: findings.map((finding) => ({ severity: finding.severity, ...finding.problem })),
    manualValidation: findings.some((finding) => finding.manual),
  };
}
