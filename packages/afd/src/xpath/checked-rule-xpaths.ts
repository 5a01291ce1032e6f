import { compilePredicateXPath } from './compile-predicate-xpath.ts';
import { compileSelectionXPath } from './compile-selection-xpath.ts';
import type { XPathCheck } from './xpath-check.ts';

// Checking a rule's two XPaths compiles them (fontoxpath's parser and static analysis, libxml2):
// a third of a worker's time certifying a schema against a baseline with rules (bench:revalidation,
// CPU profile), for an answer that depends only on the text. Certification checks the same few
// rule texts for every schema of a baseline, so the answers are kept: the last 512 texts of each
// kind, per thread.

const capacity = 512;

function lastUsedChecks(check: (expression: string) => XPathCheck): (expression: string) => XPathCheck {
  const answers = new Map<string, XPathCheck>();
  return (expression) => {
    const known = answers.get(expression);
    if (known !== undefined) {
      // Moved to the end: the first key is then the one used longest ago.
      answers.delete(expression);
      answers.set(expression, known);
      return known;
    }
    const answer = check(expression);
    if (answers.size >= capacity) answers.delete(answers.keys().next().value as string);
    answers.set(expression, answer);
    return answer;
  };
}

/** compileSelectionXPath, remembered per text. */
export const checkedSelectionXPath = lastUsedChecks(compileSelectionXPath);

/** compilePredicateXPath, remembered per text. */
export const checkedPredicateXPath = lastUsedChecks(compilePredicateXPath);
