import { compilePredicateXPath } from './compile-predicate-xpath.ts';
import { compileSelectionXPath } from './compile-selection-xpath.ts';
import type { XPathCheck } from './xpath-check.ts';

export interface XPathRuleExpressions {
  selectionXPath?: string | undefined;
  predicateXPath?: string | undefined;
}

export interface XPathRuleValidation {
  /** Both given expressions compile. */
  valid: boolean;
  /** The engine's reason the selection does not compile; null when it does or was not given. */
  selectionXPathError: string | null;
  predicateXPathError: string | null;
}

function errorOf(expression: string | undefined, compile: (expression: string) => XPathCheck): string | null {
  if (expression === undefined || expression.trim() === '') return null;
  const check = compile(expression);
  return check.valid ? null : check.error;
}

/** Compiles the expressions of an XPath rule, each with its own engine; absent ones are skipped. */
export function validateXPathRule({ selectionXPath, predicateXPath }: XPathRuleExpressions): XPathRuleValidation {
  const selectionXPathError = errorOf(selectionXPath, compileSelectionXPath);
  const predicateXPathError = errorOf(predicateXPath, compilePredicateXPath);
  return { valid: selectionXPathError === null && predicateXPathError === null, selectionXPathError, predicateXPathError };
}
