// How deep an expression nests its brackets, measured before a library parses it (issue 28).
// fontoxpath's parser and static analysis, libxml2 and the JMESPath compiler all recurse per
// bracket: an XPath nested about 250 levels deep ran fontoxpath out of stack, a JMESPath about
// 2,700. A rule a person writes nests a handful of levels; 64 leaves ample room for generated or
// pasted rules and stays far below where any of the engines runs out of stack, on the server's
// thread or a worker's.

/** Deepest bracket nesting accepted in an XPath, JMESPath or verbandscontrole expression. */
export const maxExpressionNesting = 64;

/** Where an expression nests too deep: the offending bracket (1-based position) and the Dutch reason. */
export interface NestingProblem {
  position: number;
  message: string;
}

/** The Dutch reason, as the rule language and the XPath checks word a refusal. */
export function tooDeeplyNested(limit: number = maxExpressionNesting): string {
  return `de expressie is te diep genest (meer dan ${limit} niveaus van haakjes)`;
}

/** The same reason followed by the position, in the form the engines' own refusals take. */
export function nestingProblemMessage(problem: NestingProblem): string {
  return `${problem.message} (positie ${problem.position})`;
}

const isOpener = (character: string) => character === '(' || character === '[' || character === '{';
const isCloser = (character: string) => character === ')' || character === ']' || character === '}';

/**
 * The first bracket of an expression that opens a level deeper than the limit, or null. Text in
 * quotes does not count: XPath's '...' and "..." (a doubled quote inside reads as two strings,
 * which scans the same), JMESPath's raw strings, quoted names and `literals` with their backslash
 * escapes. XPath comments `(: ... :)` nest and count as levels themselves, quotes inside them
 * do not start text (fontoxpath reads them as comments too).
 */
export function expressionNestingProblem(expression: string, syntax: 'xpath' | 'jmespath', limit: number = maxExpressionNesting): NestingProblem | null {
  let depth = 0;
  let commentDepth = 0;
  let quote: string | null = null;
  const problemAt = (index: number): NestingProblem => ({ position: index + 1, message: tooDeeplyNested(limit) });
  for (let index = 0; index < expression.length; index += 1) {
    const character = expression[index] ?? '';
    if (quote !== null) {
      if (syntax === 'jmespath' && character === '\\') index += 1;
      else if (character === quote) quote = null;
      continue;
    }
    if (syntax === 'xpath' && character === '(' && expression[index + 1] === ':') {
      commentDepth += 1;
      if (depth + commentDepth > limit) return problemAt(index);
      index += 1;
      continue;
    }
    if (commentDepth > 0) {
      if (character === ':' && expression[index + 1] === ')') {
        commentDepth -= 1;
        index += 1;
      }
      continue;
    }
    if (character === "'" || character === '"' || (syntax === 'jmespath' && character === '`')) {
      quote = character;
    } else if (isOpener(character)) {
      depth += 1;
      if (depth > limit) return problemAt(index);
    } else if (isCloser(character)) {
      depth = Math.max(0, depth - 1);
    }
  }
  return null;
}

/** Whether an engine gave up for lack of stack: a refusal to word as too complex, not to show as is. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** What the user sees when an engine ran out of stack on an expression the bracket check let through (a very long chain of operators). */
export const tooComplexExpression = 'de expressie is te complex om te controleren (te veel geneste of aaneengeschakelde delen)';
