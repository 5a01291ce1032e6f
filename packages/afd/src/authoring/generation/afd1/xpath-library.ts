import { escapeXml } from '../../../afd1/xml/xml-escape.ts';
import type { DefinitionBusinessRule } from '../generated-file.ts';

// afdXPathLibrary.xml: the definition's business rules (verbandscontroles) in the shape the
// certification's rule runner reads (check 4, Afd1XPathRule): a name, a selection (XPath 1.0) that
// picks the context nodes, a predicate (XPath 2.0) asked of each, and the message when it is false.
// Business rules speak about the message, so the selection is its root element and the predicate
// is the rule's `if (A) then B else true()`. Their element names are unprefixed and the message's
// elements are in the schema's namespace: `xpathDefaultNamespace` (the XSD 1.1 name for it) tells
// a runner which namespace unprefixed names mean.

/** The root element of afdXPathLibrary.xml (no namespace). */
export const XPATH_LIBRARY_ROOT = 'afdXPathLibrary';
/** The selection of every business rule: the message's root element. */
export const BUSINESS_RULE_SELECTION = '/*';

/** The message when a rule fails: its own (AFD 2.0 style) or one that names it. */
export function businessRuleMessage(rule: DefinitionBusinessRule): string {
  return rule.message.trim() !== '' ? rule.message : `Verbandscontrole ${rule.name} is niet voldaan.`;
}

/** The text of afdXPathLibrary.xml for these rules over messages in `targetNamespace`. */
export function xpathLibraryXml(rules: readonly DefinitionBusinessRule[], targetNamespace: string, description: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${XPATH_LIBRARY_ROOT} xpathDefaultNamespace="${escapeXml(targetNamespace)}" description="${escapeXml(description)}">`,
    ...rules.flatMap((rule) => [
      `  <rule name="${escapeXml(rule.name)}">`,
      `    <selectionXPath>${escapeXml(BUSINESS_RULE_SELECTION)}</selectionXPath>`,
      `    <predicateXPath>${escapeXml(rule.expression)}</predicateXPath>`,
      `    <errorMessage>${escapeXml(businessRuleMessage(rule))}</errorMessage>`,
      '  </rule>',
    ]),
    `</${XPATH_LIBRARY_ROOT}>`,
  ];
  return `${lines.join('\n')}\n`;
}
