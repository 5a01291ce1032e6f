import { parsePseudoRule, parseXPathRule, pseudoFieldSpans } from './rule-parser.ts';
import { printPseudoRule, printXPathRule, pseudoExpression } from './rule-printer.ts';
import { attributeReferencesOf, RuleSyntaxError, type PseudoField, type PseudoFieldSpan } from './rule-syntax.ts';
import { businessRuleTexts } from './rule-texts.ts';

// Pseudo code ↔ XPath 2.0 (docs/authoring.md 'Business rules'): what the editor shows and what the
// definition stores and generates (afdXPathLibrary.xml). Browser-safe: the editor uses the same
// translation to open a stored rule in pseudo mode; compiling the XPath is the server's.

export type PseudoTranslation =
  | { ok: true; xpath: string; pseudo: string; attributeNames: string[] }
  /** `field`: the Indien or Dan field the refusal is in, and `position` then counts from that field's start. */
  | { ok: false; message: string; position: number; field?: PseudoField };

/** A refusal at `position` (0-based, in the whole text), said in its field's terms when it has one. */
function refusal(detail: string, position: number, span: PseudoFieldSpan | undefined): PseudoTranslation {
  if (span === undefined) return { ok: false, message: businessRuleTexts.syntax(detail, position + 1), position: position + 1 };
  const inField = position - span.start + 1;
  return { ok: false, message: businessRuleTexts.fieldSyntax(span.field, detail, inField), position: inField, field: span.field };
}

/**
 * Pseudo code to XPath, or the refusal with its (1-based) position: in the Indien or Dan field it
 * stands in, counted from that field's start, when the text has the rule's three keywords. Unknown
 * attribute names are refused when `knownNames` is given.
 */
export function pseudoToXPath(text: string, knownNames?: ReadonlySet<string>): PseudoTranslation {
  try {
    const rule = parsePseudoRule(text);
    const references = [...attributeReferencesOf(rule.condition), ...attributeReferencesOf(rule.then)];
    const unknown = knownNames ? references.find((reference) => !knownNames.has(reference.name)) : undefined;
    if (unknown !== undefined) {
      const span = pseudoFieldSpans(text).find((candidate) => unknown.position >= candidate.start && unknown.position < candidate.end);
      return refusal(businessRuleTexts.unknownAttribute(unknown.name), unknown.position, span);
    }
    const attributeNames = [...new Set(references.map((reference) => reference.name))];
    return { ok: true, xpath: printXPathRule(rule), pseudo: printPseudoRule(rule), attributeNames };
  } catch (error) {
    if (error instanceof RuleSyntaxError) return refusal(error.detail, error.position, error.span);
    throw error;
  }
}

/** The pseudo code of an XPath rule of the form `if (...) then ... else true()/false()`; null for any other XPath (it opens in XPath mode). */
export function xpathToPseudo(xpath: string): string | null {
  const rule = parseXPathRule(xpath);
  return rule === null ? null : printPseudoRule(rule);
}

/** The pseudo mode's three fields (Indien, DAN, ANDERS): what the editor is composed of. */
export interface PseudoRuleParts {
  condition: string;
  then: string;
  otherwise: 'true' | 'false';
}

/** An XPath rule of the rule form in the pseudo mode's three fields, read through the grammar; null for any other XPath (it opens in XPath mode). */
export function xpathToPseudoParts(xpath: string): PseudoRuleParts | null {
  const rule = parseXPathRule(xpath);
  return rule === null ? null : { condition: pseudoExpression(rule.condition), then: pseudoExpression(rule.then), otherwise: rule.otherwise ? 'true' : 'false' };
}
