import { XmlDocument, XmlXPath } from 'libxml2-wasm';
import { expressionNestingProblem, isStackOverflow, nestingProblemMessage, tooComplexExpression } from './expression-nesting.ts';
import { fontoxpathMessage } from './fontoxpath-message.ts';
import { invalidXPath, validXPath, type XPathCheck } from './xpath-check.ts';
import { XML_SCHEMA_NAMESPACE, xpathRuleNamespaces } from './xpath-rule-namespaces.ts';
import { parseXPathSyntaxTree, type SyntaxNode } from './xpath-syntax-tree.ts';
import { xpath1StaticProblem } from './xpath1-static-check.ts';

// A selection XPath picks the nodes of an uploaded XSD that a rule checks. It is XPath 1.0,
// compiled and later evaluated by libxml2 on the XSD as the certification parses it, so every
// selected node keeps its line number for the message (docs/adr/0006).

const emptySchema = `<xs:schema xmlns:xs="${XML_SCHEMA_NAMESPACE}"/>`;
const boundPrefixes: ReadonlySet<string> = new Set(Object.keys(xpathRuleNamespaces));

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** libxml2-wasm repeats the expression after its message; the user has it on screen already. */
function libxml2Message(error: unknown): string {
  const message = messageOf(error);
  const evaluationFailure = /^Failed to evaluate XPath expression '[\s\S]*': ([\s\S]+)$/.exec(message);
  if (evaluationFailure?.[1]) return evaluationFailure[1].trim();
  return message.replace(/^(Failed to compile XPath expression): [\s\S]*$/, '$1');
}

function syntaxTreeOf(expression: string): { tree: SyntaxNode } | { error: unknown } {
  try {
    return { tree: parseXPathSyntaxTree(expression) };
  } catch (error) {
    return { error };
  }
}

function kindOf(result: string | number | boolean): string {
  if (typeof result === 'string') return 'tekst';
  if (typeof result === 'number') return 'getal';
  return 'booleaanse waarde';
}

/**
 * Compiles a selection XPath (XPath 1.0, libxml2). libxml2 says only 'Failed to compile' for a
 * syntax error; fontoxpath's parser then names the place, unless the text is valid XPath 2.0 or
 * later, which is not XPath 1.0. What libxml2 checks only while evaluating (functions, their
 * arguments, prefixes, variables) is checked in the syntax tree; a run on an empty schema then
 * shows that the result is a node-set, as a rule's predicate runs once per selected node.
 */
export function compileSelectionXPath(expression: string): XPathCheck {
  const nesting = expressionNestingProblem(expression, 'xpath');
  if (nesting) return invalidXPath(nestingProblemMessage(nesting));
  try {
    return compileNestedWithinLimit(expression);
  } catch (error) {
    if (isStackOverflow(error)) return invalidXPath(tooComplexExpression);
    throw error;
  }
}

function compileNestedWithinLimit(expression: string): XPathCheck {
  const syntax = syntaxTreeOf(expression);
  let compiled: XmlXPath;
  try {
    compiled = XmlXPath.compile(expression, { ...xpathRuleNamespaces });
  } catch (error) {
    if ('error' in syntax) return invalidXPath(fontoxpathMessage(syntax.error, { withPosition: true }));
    return invalidXPath(`dit is geen XPath 1.0 (libxml2: ${libxml2Message(error)})`);
  }
  const probe = XmlDocument.fromString(emptySchema);
  try {
    // The few XPath 1.0 texts outside the later grammar ('a = b = c') have no tree; libxml2 decides.
    const staticProblem = 'tree' in syntax ? xpath1StaticProblem(syntax.tree, boundPrefixes) : null;
    if (staticProblem) return invalidXPath(staticProblem);
    const result = probe.eval(compiled);
    if (Array.isArray(result)) return validXPath;
    return invalidXPath(`de expressie selecteert geen knooppunten maar levert een ${kindOf(result)} op`);
  } catch (error) {
    return invalidXPath(libxml2Message(error));
  } finally {
    compiled.dispose();
    probe.dispose();
  }
}
