import type { MessageExample, Severity } from '../../model/certification.ts';
import type { ExampleTarget } from '../counterexamples/example-candidates.ts';
import type { XmlProblem } from '../xml/xml-problem.ts';
import type { Afd1CheckId } from './check-ids.ts';

/** One message of one check; a manual finding is a warning that sets manual validation. */
export interface Finding {
  check: Afd1CheckId;
  severity: Severity;
  manual: boolean;
  problem: XmlProblem;
  /** The baseline path the finding is measured against (check 3), to name its line in the baseline XSD. */
  baselinePath?: string | undefined;
  /** What an example message for this refusal is built around, when it is not simply `baselinePath`. */
  exampleTarget?: ExampleTarget | undefined;
  /**
   * What a person is asked instead when no example message confirms this refusal: the checker
   * refuses only what a witness shows (issue 34); without one the verdict is manual validation.
   */
  unwitnessed?: XmlProblem | undefined;
  /** The example message for a refusal (or why there is none). */
  example?: MessageExample | undefined;
}

/** An error of a check. */
export const error = (check: Afd1CheckId, problem: XmlProblem): Finding => ({ check, severity: 1, manual: false, problem });

/** An error that stands only with an example message; without one, `question` sets manual validation. */
export const witnessedError = (check: Afd1CheckId, problem: XmlProblem, question: XmlProblem): Finding => ({ ...error(check, problem), unwitnessed: question });

/** A warning that certifies: the schema is a restriction, under a condition the message says. */
export const warning = (check: Afd1CheckId, problem: XmlProblem): Finding => ({ check, severity: 0, manual: false, problem });

/** A reason for manual validation (a warning). */
export const manual = (check: Afd1CheckId, problem: XmlProblem): Finding => ({ check, severity: 0, manual: true, problem });
