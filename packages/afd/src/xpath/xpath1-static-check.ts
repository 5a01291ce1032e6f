import type { SyntaxNode } from './xpath-syntax-tree.ts';
import { xpath1Functions } from './xpath1-function-library.ts';

// libxml2 compiles function calls, prefixes and variables without checking them; it fails on
// them only when evaluation reaches them, which for a call inside a predicate depends on the
// document. This finds them in the syntax tree, worded as libxml2 words them.

/** The first problem libxml2 would meet evaluating this tree with these prefixes bound; null if none. */
export function xpath1StaticProblem(tree: SyntaxNode, boundPrefixes: ReadonlySet<string>): string | null {
  for (const node of tree.descendantsAndSelf()) {
    const prefix = node.attributes.get('prefix');
    if (prefix && !boundPrefixes.has(prefix)) return `Undefined namespace prefix: ${prefix}`;
    if (node.name === 'varRef') return `Undefined variable: ${node.child('name')?.textContent() ?? ''}`;
    if (node.name === 'functionCallExpr') {
      const problem = functionCallProblem(node, boundPrefixes);
      if (problem) return problem;
    }
  }
  return null;
}

function functionCallProblem(call: SyntaxNode, boundPrefixes: ReadonlySet<string>): string | null {
  const functionName = call.child('functionName');
  const name = functionName?.textContent() ?? '';
  const prefix = functionName?.attributes.get('prefix');
  if (prefix && !boundPrefixes.has(prefix)) return `Undefined namespace prefix: ${prefix}`;
  // XPath 1.0 functions have no prefix; xs:integer() and the like are XPath 2.0 constructors.
  const arity = prefix ? undefined : xpath1Functions.get(name);
  if (!arity) return `Unregistered function: ${prefix ? `${prefix}:` : ''}${name}`;
  if (!arity) return `Unregistered function: ${name}`;
  const argumentCount = call.child('arguments')?.children.length ?? 0;
  const [minimum, maximum] = arity;
  return argumentCount < minimum || argumentCount > maximum ? `Invalid number of arguments: ${name}` : null;
}
