import type { ErrorDetail } from 'libxml2-wasm';
import type { PlainDocument, PlainElement } from '../afd1/xml/plain-dom.ts';
import { ELEMENT_NODE } from '../afd1/xml/plain-dom.ts';
import type { MessageFinding } from './message-finding.ts';
import { workbenchTexts as texts } from './message-workbench-texts.ts';

// libxml2's validation errors as findings: the place is the element that starts on the error's
// line (messages are written an element per line; where several start on it, the deepest), as a
// path of local names with a position where a name repeats (`Contractbericht/PP/AN[2]`). The text
// is Dutch where the error is one of the few kinds an AFD message makes, with libxml2's own words
// after it; any other error is passed on after a Dutch lead-in.

const elementName = (qualified: string) => qualified.replace(/^\{[^}]*\}/, '');

const translations: { pattern: RegExp; text: (match: RegExpExecArray) => string }[] = [
  { pattern: /^Element '([^']+)': This element is not expected\. Expected is (?:one of )?\( ?([^)]+?) ?\)/, text: (m) => texts.xmlUnexpected(elementName(m[1] ?? ''), (m[2] ?? '').split(', ').map(elementName).join(', ')) },
  { pattern: /^Element '([^']+)': This element is not expected\.?$/, text: (m) => texts.xmlUnexpected(elementName(m[1] ?? ''), null) },
  { pattern: /^Element '([^']+)': Missing child element\(s\)\. Expected is (?:one of )?\( ?([^)]+?) ?\)/, text: (m) => texts.xmlMissing(elementName(m[1] ?? ''), (m[2] ?? '').split(', ').map(elementName).join(', ')) },
  { pattern: /\[facet 'enumeration'\] The value '([^']*)' is not an element of the set/, text: (m) => texts.notInList(m[1] ?? '') },
  { pattern: /\[facet '(maxLength|length)'\] The value (?:'[^']*' )?has a length of '\d+'; this (?:exceeds the allowed maximum length|differs from the allowed length) of '(\d+)'/, text: (m) => (m[1] === 'length' ? texts.exactLength(Number(m[2])) : texts.tooLong(Number(m[2]))) },
  { pattern: /\[facet 'minLength'\] The value (?:'[^']*' )?has a length of '\d+'; this underruns the allowed minimum length of '(\d+)'/, text: (m) => texts.tooShort(Number(m[1])) },
  { pattern: /\[facet 'pattern'\] The value '[^']*' is not accepted by the pattern '([^']*)'/, text: (m) => texts.pattern(m[1] ?? '') },
  { pattern: /\[facet '(minInclusive|maxInclusive|minExclusive|maxExclusive)'\] The value '[^']*' is (?:less|greater) than (?:or equal to )?the (?:minimum|maximum) value allowed \('([^']*)'\)/, text: (m) => texts.bound(facetComparison[m[1] ?? ''] ?? '', Number(m[2])) },
  { pattern: /\[facet 'totalDigits'\] The value '[^']*' has more digits than are allowed \('(\d+)'\)/, text: (m) => texts.totalDigits(Number(m[1])) },
  { pattern: /\[facet 'fractionDigits'\] The value '[^']*' has more fractional digits than are allowed \('(\d+)'\)/, text: (m) => texts.fractionDigits(Number(m[1])) },
  { pattern: /'([^']*)' is not a valid value of the (?:atomic|local atomic|union|list) type '([^']+)'/, text: (m) => texts.notOfType(m[1] ?? '', elementName(m[2] ?? '')) },
];

const facetComparison: Record<string, string> = { minInclusive: 'minstens', maxInclusive: 'hoogstens', minExclusive: 'groter dan', maxExclusive: 'kleiner dan' };

/** Dutch text of one libxml2 error: a translation and libxml2's words, or its words after a lead-in. */
export function validatorText(englishMessage: string): string {
  const english = englishMessage.trim().replace(/\.$/, '');
  for (const { pattern, text } of translations) {
    const match = pattern.exec(english);
    if (match) return `${text(match)} (${texts.validatorSays}: ${english}.)`;
  }
  return texts.otherXmlError(english);
}

/** `Root/Child/Item[2]`: local names from the root, a position where a name repeats among its siblings. */
function pathOf(element: PlainElement): string {
  const steps: string[] = [];
  let current: PlainElement | PlainDocument = element;
  while (current.nodeType === ELEMENT_NODE) {
    const node: PlainElement = current;
    const parent: PlainElement | PlainDocument = node.parentNode;
    const namesakes = (parent.childNodes as readonly { nodeType: number; localName?: string }[]).filter((sibling) => sibling.nodeType === ELEMENT_NODE && sibling.localName === node.localName);
    steps.unshift(namesakes.length > 1 ? `${node.localName}[${namesakes.indexOf(node) + 1}]` : node.localName);
    current = parent;
  }
  return steps.join('/');
}

/** The deepest element that starts on `line`, or null. */
function elementOnLine(document: PlainDocument, line: number): PlainElement | null {
  let found: PlainElement | null = null;
  const visit = (element: PlainElement) => {
    if (element.line > line) return;
    if (element.line === line) found = element;
    for (const child of element.childNodes) if (child.nodeType === ELEMENT_NODE) visit(child);
  };
  document.childNodes.forEach(visit);
  return found;
}

export function xmlValidatorFinding(detail: ErrorDetail, message: PlainDocument): MessageFinding {
  const element = detail.line > 0 ? elementOnLine(message, detail.line) : null;
  return { kind: 'schema', path: element ? pathOf(element) : '', message: validatorText(detail.message), source: 'xsd' };
}
