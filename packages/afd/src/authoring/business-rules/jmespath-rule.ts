import { compile, search, type JSONValue } from '@jmespath-community/jmespath';
import { expressionNestingProblem, isStackOverflow, nestingProblemMessage, tooComplexExpression } from '../../xpath/expression-nesting.ts';

// AFD 2.0 verbandscontroles are JMESPath expressions that say true or false of a message
// (docs/authoring.md 'Business rules', the `-validationRules.json` of the standards body's files).
// Compiled with the real engine on save; evaluated on messages in the tests and by consumers.

export type JmesPathCheck = { valid: true } | { valid: false; error: string };

export function compileJmesPathRule(expression: string): JmesPathCheck {
  const nesting = expressionNestingProblem(expression, 'jmespath');
  if (nesting) return { valid: false, error: nestingProblemMessage(nesting) };
  try {
    compile(expression);
    return { valid: true };
  } catch (error) {
    if (isStackOverflow(error)) return { valid: false, error: tooComplexExpression };
    return { valid: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The rule's verdict on a message: true (holds), false (broken), or null when it says neither. */
export function evaluateJmesPathRule(expression: string, message: unknown): boolean | null {
  const outcome = search(message as JSONValue, expression);
  return typeof outcome === 'boolean' ? outcome : null;
}
