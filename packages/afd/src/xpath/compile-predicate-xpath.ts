import { expressionNestingProblem, isStackOverflow, nestingProblemMessage, tooComplexExpression } from './expression-nesting.ts';
import { evaluateXPath, evaluateXPathToBoolean } from './fontoxpath-engine.ts';
import { fontoxpathMessage } from './fontoxpath-message.ts';
import { invalidXPath, validXPath, type XPathCheck } from './xpath-check.ts';
import { xpathPredicateNamespaces } from './xpath-rule-namespaces.ts';
import { parseXPathSyntaxTree } from './xpath-syntax-tree.ts';

// A predicate XPath tests one selected node (its context) and is true when the node complies.
// Rules are written in XPath 2.0 ('if (A) then B else true()', docs/domain.md), so fontoxpath
// compiles them; it implements XPath 3.1, of which 2.0 is nearly all a subset (docs/adr/0006).

function resolvePrefix(prefix: string): string | null {
  return xpathPredicateNamespaces[prefix] ?? null;
}

/**
 * Compiles a predicate XPath without evaluating any of it. First the expression is parsed on
 * its own: syntax errors then point into the expression as written, and an expression that
 * parses alone cannot break out of the wrapper of the second step. That step puts it in the body
 * of an inline function that is never called: fontoxpath analyses the body statically (unknown
 * functions or arities, unbound prefixes and variables) while nothing in it runs, so a costly
 * expression costs nothing here.
 */
export function compilePredicateXPath(expression: string): XPathCheck {
  const nesting = expressionNestingProblem(expression, 'xpath');
  if (nesting) return invalidXPath(nestingProblemMessage(nesting));
  try {
    parseXPathSyntaxTree(expression);
  } catch (error) {
    if (isStackOverflow(error)) return invalidXPath(tooComplexExpression);
    return invalidXPath(fontoxpathMessage(error, { withPosition: true }));
  }
  try {
    evaluateXPathToBoolean(`fn:exists(function () { ( ${expression} ) })`, null, null, {}, {
      language: evaluateXPath.XPATH_3_1_LANGUAGE,
      namespaceResolver: resolvePrefix,
      // Every rule text is new to the engine; caching each one would only grow the cache.
      disableCache: true,
    });
    return validXPath;
  } catch (error) {
    if (isStackOverflow(error)) return invalidXPath(tooComplexExpression);
    // Positions would point into the wrapper, not into the expression as written.
    return invalidXPath(fontoxpathMessage(error, { withPosition: false }));
  }
}
