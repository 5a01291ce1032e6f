/** The outcome of compiling one XPath expression: valid, or the engine's reason why not. */
export type XPathCheck = { valid: true } | { valid: false; error: string };

export const validXPath: XPathCheck = { valid: true };

/** An invalid expression with the reason to show after 'Selectie X-path is ongeldig: ' and the like. */
export function invalidXPath(error: string): XPathCheck {
  return { valid: false, error };
}
