import type { CertificationMessage, CertificationResult } from '../../model/certification.ts';

// What the checks report, kept apart by consequence: an error rejects the schema, a manual
// finding (a warning) asks a certifier to look.

export class Findings {
  private readonly errors: CertificationMessage[] = [];
  private readonly manual: CertificationMessage[] = [];

  /** Records a violation of the baseline or of the AFD 2.0 shape. */
  error(...messages: CertificationMessage[]): void {
    this.errors.push(...messages);
  }

  /** Records a construct the checker cannot decide: the result needs manual validation. */
  needsManualValidation(...messages: CertificationMessage[]): void {
    this.manual.push(...messages);
  }

  /** Errors first, then the reasons for manual validation. */
  result(): CertificationResult {
    return { messages: [...this.errors, ...this.manual], manualValidation: this.manual.length > 0 };
  }
}
