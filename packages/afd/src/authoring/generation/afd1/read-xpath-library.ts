import type { Afd1XPathRule } from '../../../afd1/certification/check-4-xpath-rules.ts';
import { attributeValue, childElements, textContent } from '../../../afd1/xml/plain-dom-queries.ts';
import { toPlainDocument, type PlainElement } from '../../../afd1/xml/plain-dom.ts';
import { parseSafeXml } from '../../../afd1/xml/safe-xml.ts';
import { XPATH_LIBRARY_ROOT } from './xpath-library.ts';

// Reads afdXPathLibrary.xml back into the rule shape of check 4: what the ZIP import needs to
// restore a definition's business rules, and what shows that the file says what it should.

export interface Afd1XPathLibrary {
  /** The namespace that unprefixed element names in the rules mean. */
  xpathDefaultNamespace: string | null;
  rules: Afd1XPathRule[];
}

/** The rules of an afdXPathLibrary.xml, or null when the text is not one. */
export function readAfd1XPathLibrary(text: string): Afd1XPathLibrary | null {
  const parsed = parseSafeXml(text, 'afdXPathLibrary.xml');
  if (!parsed.ok) return null;
  let root;
  try {
    root = toPlainDocument(parsed.doc).childNodes[0];
  } finally {
    parsed.doc.dispose();
  }
  if (!root || root.localName !== XPATH_LIBRARY_ROOT || root.namespaceURI !== null) return null;
  const rules = childElements(root)
    .filter((element) => element.localName === 'rule')
    .map((rule) => ({ name: attributeValue(rule, 'name') ?? '', selectionXPath: field(rule, 'selectionXPath'), predicateXPath: field(rule, 'predicateXPath'), errorMessage: field(rule, 'errorMessage') }));
  return { xpathDefaultNamespace: attributeValue(root, 'xpathDefaultNamespace') ?? null, rules };
}

function field(rule: PlainElement, name: string): string {
  const child = childElements(rule).find((element) => element.localName === name);
  return child ? textContent(child) : '';
}
