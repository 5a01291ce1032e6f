/** The XML Schema namespace: XPath rules look at the uploaded XSD itself. */
export const XML_SCHEMA_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';

const XPATH_FUNCTIONS_NAMESPACE = 'http://www.w3.org/2005/xpath-functions';

/**
 * Prefixes an XPath rule may use without declaring them. Rules run on an XSD, whose own prefix
 * for the XML Schema namespace varies per file ('xs' or 'xsd'), so both are bound.
 */
export const xpathRuleNamespaces: Readonly<Record<string, string>> = {
  xs: XML_SCHEMA_NAMESPACE,
  xsd: XML_SCHEMA_NAMESPACE,
};

/** The same for XPath 2.0 predicates, which also name functions as `fn:exists(...)`. */
export const xpathPredicateNamespaces: Readonly<Record<string, string>> = {
  ...xpathRuleNamespaces,
  fn: XPATH_FUNCTIONS_NAMESPACE,
};
