import { parseXPathSyntaxTree } from '../../xpath/xpath-syntax-tree.ts';

// Which element names an AFD 1.0 verbandscontrole in XPath mode steps to, read from fontoxpath's
// syntax tree (not from the text), so that names inside strings or comments do not count and
// every spelling of a step does (`//PP_A`, `PP/child::PP_A`, `afd:PP_A`). Server-side: fontoxpath.

/** The local names of the element steps of an XPath (attribute-axis steps and wildcards left out); throws when it does not parse. */
export function elementNamesOfXPath(expression: string): string[] {
  const names = new Set<string>();
  for (const node of parseXPathSyntaxTree(expression).descendantsAndSelf()) {
    if (node.name !== 'stepExpr') continue;
    const nameTest = node.child('nameTest');
    if (nameTest && node.child('xpathAxis')?.textContent() !== 'attribute') names.add(nameTest.textContent());
  }
  return [...names];
}
