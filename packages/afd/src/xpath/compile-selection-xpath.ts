import { XmlDocument, XmlXPath } from 'libxml2-wasm';
import { invalidXPath, validXPath, type XPathCheck } from './xpath-check.ts';
import { XML_SCHEMA_NAMESPACE, xpathRuleNamespaces } from './xpath-rule-namespaces.ts';

// A selection XPath picks the nodes of an uploaded XSD that a rule checks. It is XPath 1.0,
// compiled and later evaluated by libxml2 on the XSD as the certification parses it, so every
// selected node keeps its line number for the message (docs/adr/0006).

const emptySchema = `<xs:schema xmlns:xs="${XML_SCHEMA_NAMESPACE}"/>`;

function kindOf(result: string | number | boolean): string {
  if (typeof result === 'string') return 'tekst';
  if (typeof result === 'number') return 'getal';
  return 'booleaanse waarde';
}

/** libxml2-wasm repeats the expression after its message; the user has it on screen already. */
function engineMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const evaluationFailure = /^Failed to evaluate XPath expression '[\s\S]*': ([\s\S]+)$/.exec(message);
  if (evaluationFailure?.[1]) return evaluationFailure[1].trim();
  return message.replace(/^(Failed to compile XPath expression): [\s\S]*$/, '$1');
}

/**
 * Compiles a selection XPath (XPath 1.0, libxml2). libxml2 leaves function names, their
 * arguments and namespace prefixes to evaluation, so the compiled expression is also run once
 * on an empty schema: XPath 1.0 has no loops or ranges, so on one element that costs next to
 * nothing. The result must be a node-set: the rule's predicate runs once per selected node.
 */
export function compileSelectionXPath(expression: string): XPathCheck {
  let compiled: XmlXPath;
  try {
    compiled = XmlXPath.compile(expression, { ...xpathRuleNamespaces });
  } catch (error) {
    return invalidXPath(engineMessage(error));
  }
  const probe = XmlDocument.fromString(emptySchema);
  try {
    const result = probe.eval(compiled);
    if (Array.isArray(result)) return validXPath;
    return invalidXPath(`de expressie selecteert geen knooppunten maar levert een ${kindOf(result)} op`);
  } catch (error) {
    return invalidXPath(engineMessage(error));
  } finally {
    compiled.dispose();
    probe.dispose();
  }
}
