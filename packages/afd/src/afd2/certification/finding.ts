import { certificationResultOf, type CertificationFinding, type CertificationMessage, type CertificationResult } from '../../model/certification.ts';
import type { JsonExampleTarget } from '../counterexamples/json-example-candidates.ts';
import type { Afd2CheckId } from './check-ids.ts';

// AFD 1.0's idiom (afd1/certification/finding.ts) on the shared shape: each check is a pure
// function that returns its findings, and certify combines them. An error rejects the schema; a
// manual finding (a warning) asks a certifier to look. The texts already carry their severity.

/** One finding of an AFD 2.0 check; a refusal names what an example message for it is built around. */
export type Finding = CertificationFinding<Afd2CheckId> & { exampleTarget?: Partial<JsonExampleTarget> };

const findingOf = (check: Afd2CheckId, manual: boolean, { severity, ...problem }: CertificationMessage): Finding => ({ check, severity, manual, problem });

/** A violation of the baseline or of the AFD 2.0 shape. */
export const error = (check: Afd2CheckId, message: CertificationMessage): Finding => findingOf(check, false, message);

/** A construct the checker cannot decide; whichever check meets it, it is reported under manual-constructs, as in AFD 1.0. */
export const manual = (message: CertificationMessage): Finding => findingOf('manual-constructs', true, message);

/** Errors first, then the reasons for manual validation, each in the order the checks found them. */
export function resultOf(findings: readonly Finding[]): CertificationResult {
  return certificationResultOf([...findings.filter((finding) => !finding.manual), ...findings.filter((finding) => finding.manual)]);
}
