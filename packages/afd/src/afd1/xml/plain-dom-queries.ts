import { CDATA_SECTION_NODE, ELEMENT_NODE, TEXT_NODE, type PlainDocument, type PlainElement } from './plain-dom.ts';

// Small questions asked of XSD elements everywhere: children in the XML Schema namespace, an
// attribute's value, a QName's namespace, the element's path for a message.

export const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';

export interface QualifiedName {
  namespace: string | null;
  localName: string;
}

/** The child elements, optionally only those in the XML Schema namespace with this local name. */
export function childElements(element: PlainElement, xsdLocalName?: string): PlainElement[] {
  const result: PlainElement[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType !== ELEMENT_NODE) continue;
    if (xsdLocalName === undefined || (child.namespaceURI === XSD_NAMESPACE && child.localName === xsdLocalName)) result.push(child);
  }
  return result;
}

/** The first XSD child with this local name. */
export function childElement(element: PlainElement, xsdLocalName: string): PlainElement | undefined {
  return childElements(element, xsdLocalName)[0];
}

/** True for an element in the XML Schema namespace with one of these local names. */
export function isXsd(element: PlainElement, ...localNames: string[]): boolean {
  return element.namespaceURI === XSD_NAMESPACE && localNames.includes(element.localName);
}

/** The value of an unqualified attribute; undefined when absent. */
export function attributeValue(element: PlainElement, name: string): string | undefined {
  return element.attributes.find((attribute) => attribute.namespaceURI === null && attribute.localName === name)?.value;
}

/** The namespace and local name of a QName value as the element's prefixes define them. */
export function resolveQName(element: PlainElement, qname: string): QualifiedName {
  const trimmed = qname.trim();
  const colon = trimmed.indexOf(':');
  const prefix = colon === -1 ? '' : trimmed.slice(0, colon);
  const localName = colon === -1 ? trimmed : trimmed.slice(colon + 1);
  return { namespace: element.namespaces.get(prefix) ?? null, localName };
}

/** All text below the element (text and CDATA), e.g. of xs:documentation. */
export function textContent(element: PlainElement): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) text += child.data;
    else if (child.nodeType === ELEMENT_NODE) text += textContent(child);
  }
  return text;
}

/** The documentation of a component: its xs:annotation/xs:documentation texts, whitespace collapsed. */
export function documentationOf(element: PlainElement): string {
  const texts = childElements(element, 'annotation').flatMap((annotation) => childElements(annotation, 'documentation').map(textContent));
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The element's path for messages: /xs:schema/xs:complexType[@name='PP']/xs:sequence/... */
export function xsdPathOf(element: PlainElement): string {
  const steps: string[] = [];
  for (let node: PlainElement['parentNode'] = element; node.nodeType === ELEMENT_NODE; node = node.parentNode) {
    const name = attributeValue(node, 'name') ?? attributeValue(node, 'ref');
    const key = attributeValue(node, 'name') !== undefined ? 'name' : 'ref';
    steps.push(name === undefined ? node.nodeName : `${node.nodeName}[@${key}='${name}']`);
  }
  return `/${steps.reverse().join('/')}`;
}

/** The document's elements below its root, in document order: descendantElements(root) without a walk. */
export function elementsBelowRoot(document: PlainDocument): readonly PlainElement[] {
  return document.elements.slice(1);
}

/** Descendant elements (not the element itself), in document order. */
export function* descendantElements(element: PlainElement): Generator<PlainElement> {
  // A stack, not nested generators: each level of yield* costs every element below it a step,
  // a cost that grew with the depth of a large upload (bench:certification).
  const stack: PlainElement[] = [];
  const pushChildren = (parent: PlainElement) => {
    for (let index = parent.childNodes.length - 1; index >= 0; index--) {
      const child = parent.childNodes[index];
      if (child?.nodeType === ELEMENT_NODE) stack.push(child);
    }
  };
  pushChildren(element);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    yield next;
    pushChildren(next);
  }
}
