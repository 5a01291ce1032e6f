import { XmlXPath, type XmlDocument } from 'libxml2-wasm';
import { checkedPredicateXPath, checkedSelectionXPath } from '../../xpath/checked-rule-xpaths.ts';
import { evaluateXPath, evaluateXPathToBoolean } from '../../xpath/fontoxpath-engine.ts';
import { xpathPredicateNamespaces, xpathRuleNamespaces } from '../../xpath/xpath-rule-namespaces.ts';
import { xsdPathOf } from '../xml/plain-dom-queries.ts';
import { ATTRIBUTE_NODE, type PlainAttribute, type PlainElement } from '../xml/plain-dom.ts';
import { parseSafeXml } from '../xml/safe-xml.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import { certificationTexts } from './certification-texts.ts';
import { error, manual, type Finding } from './finding.ts';
import { plainDomFacade } from './plain-dom-facade.ts';
import { SelectedNodeIndex } from './selected-node-index.ts';

// Check 4: each XPath rule selected for the baseline. The selection (XPath 1.0) runs in libxml2
// on the uploaded XSD; the predicate (XPath 2.0) runs in fontoxpath with each selected node as
// its context, on the schema's plain copy. False gives the rule's error message at the node's
// place; a rule that cannot run leaves the schema to manual validation.

export interface Afd1XPathRule {
  name: string;
  selectionXPath: string;
  predicateXPath: string;
  errorMessage: string;
}

/** Findings of check 4: rule violations (errors) and rules that could not run (manual). */
export function checkXPathRules(schema: LoadedSchema, rules: readonly Afd1XPathRule[]): Finding[] {
  if (rules.length === 0) return [];
  const parsed = parseSafeXml(schema.text, schema.fileName);
  // The text was parsed when the schema was loaded; it parses again.
  if (!parsed.ok) throw new Error(parsed.problem.description);
  try {
    return checkXPathRulesOn(schema, parsed.doc, rules);
  } finally {
    parsed.doc.dispose();
  }
}

/** Check 4 on `doc`, a libxml2 parse of `schema.text` lent by the caller (which disposes it). */
export function checkXPathRulesOn(schema: LoadedSchema, doc: XmlDocument, rules: readonly Afd1XPathRule[]): Finding[] {
  if (rules.length === 0) return [];
  const index = new SelectedNodeIndex(schema.document, doc);
  return rules.flatMap((rule) => runRule(rule, doc, index, schema.fileName));
}

function runRule(rule: Afd1XPathRule, doc: XmlDocument, index: SelectedNodeIndex, fileName: string): Finding[] {
  const notExecutable = (reason: string) => [manual('xpath-rules', certificationTexts.manualXPathRule(rule.name, reason))];
  const selectionCheck = checkedSelectionXPath(rule.selectionXPath);
  if (!selectionCheck.valid) return notExecutable(`selectie: ${selectionCheck.error}`);
  const predicateCheck = checkedPredicateXPath(rule.predicateXPath);
  if (!predicateCheck.valid) return notExecutable(`predicaat: ${predicateCheck.error}`);

  const selected = select(rule.selectionXPath, doc);
  if (typeof selected === 'string') return notExecutable(`selectie: ${selected}`);
  const findings: Finding[] = [];
  for (const node of selected) {
    const copy = index.copyOf(node);
    if (copy === null) return notExecutable('de selectie levert knooppunten op die geen element of attribuut zijn');
    let holds: boolean;
    try {
      holds = evaluateXPathToBoolean(rule.predicateXPath, copy, plainDomFacade, {}, {
        language: evaluateXPath.XPATH_3_1_LANGUAGE,
        namespaceResolver: (prefix: string) => xpathPredicateNamespaces[prefix] ?? null,
      });
    } catch (failure) {
      return notExecutable(`predicaat: ${failure instanceof Error ? (failure.message.split('\n')[0] ?? '') : String(failure)}`);
    }
    if (!holds) findings.push(error('xpath-rules', certificationTexts.xpathRuleFailed(rule.errorMessage, placeOf(copy, fileName), rule.name)));
  }
  return findings;
}

/** The selected nodes, or the reason the selection gave no node-set. */
function select(expression: string, doc: XmlDocument): ReturnType<XmlDocument['find']> | string {
  const compiled = XmlXPath.compile(expression, { ...xpathRuleNamespaces });
  try {
    const result = doc.eval(compiled);
    return Array.isArray(result) ? result : 'de expressie selecteert geen knooppunten';
  } catch (failure) {
    return failure instanceof Error ? failure.message : String(failure);
  } finally {
    compiled.dispose();
  }
}

function placeOf(node: PlainElement | PlainAttribute, fileName: string) {
  if (node.nodeType === ATTRIBUTE_NODE) return { fileName, line: node.line, path: `${xsdPathOf(node.ownerElement)}/@${node.name}` };
  return { fileName, line: node.line, path: xsdPathOf(node) };
}
