import { XmlCData, XmlComment, XmlElement, XmlText, type XmlDocument, type XmlNode } from 'libxml2-wasm';

// A plain JavaScript copy of a parsed document. libxml2-wasm hands out a new wrapper object on
// every access and reads wasm memory each time; the analyses (entity tree, component rules) walk
// the tree many times, so they walk this copy. Its nodes carry the DOM properties fontoxpath reads
// (nodeType, localName, namespaceURI, ...), so XPath 2.0 predicates run on it too, and each keeps
// the line of its source node for messages.

export const ELEMENT_NODE = 1;
export const ATTRIBUTE_NODE = 2;
export const TEXT_NODE = 3;
export const CDATA_SECTION_NODE = 4;
export const COMMENT_NODE = 8;
export const DOCUMENT_NODE = 9;

export type NamespaceScope = ReadonlyMap<string, string>;

export interface PlainAttribute {
  readonly nodeType: typeof ATTRIBUTE_NODE;
  readonly localName: string;
  readonly name: string;
  readonly nodeName: string;
  readonly namespaceURI: string | null;
  readonly prefix: string | null;
  readonly value: string;
  readonly ownerElement: PlainElement;
  readonly line: number;
}

export interface PlainCharacterData {
  readonly nodeType: typeof TEXT_NODE | typeof CDATA_SECTION_NODE | typeof COMMENT_NODE;
  readonly nodeName: string;
  readonly data: string;
  readonly parentNode: PlainElement;
  readonly line: number;
}

export interface PlainElement {
  readonly nodeType: typeof ELEMENT_NODE;
  readonly localName: string;
  readonly nodeName: string;
  readonly namespaceURI: string | null;
  readonly prefix: string | null;
  readonly attributes: PlainAttribute[];
  readonly childNodes: PlainChild[];
  readonly parentNode: PlainElement | PlainDocument;
  readonly line: number;
  /** Prefixes in scope ('' for the default namespace), for QName values such as type="fm:AN__35". */
  readonly namespaces: NamespaceScope;
}

export interface PlainDocument {
  readonly nodeType: typeof DOCUMENT_NODE;
  readonly nodeName: '#document';
  readonly childNodes: PlainElement[];
  readonly parentNode: null;
  readonly line: 0;
}

export type PlainChild = PlainElement | PlainCharacterData;
export type PlainNode = PlainDocument | PlainChild | PlainAttribute;

/** Called for each copied element and attribute with its libxml2 original (for XPath results). */
export type CopyListener = (original: XmlNode, copy: PlainElement | PlainAttribute) => void;

/** Copies a parsed document into plain objects. */
export function toPlainDocument(doc: XmlDocument, onCopy?: CopyListener): PlainDocument {
  const document: { -readonly [K in keyof PlainDocument]: PlainDocument[K] } = {
    nodeType: DOCUMENT_NODE,
    nodeName: '#document',
    childNodes: [],
    parentNode: null,
    line: 0,
  };
  document.childNodes.push(copyElement(doc.root, document, new Map(), onCopy));
  return document;
}

function copyElement(source: XmlElement, parent: PlainElement | PlainDocument, scope: NamespaceScope, onCopy?: CopyListener): PlainElement {
  const declarations = Object.entries(source.nsDeclarations);
  const namespaces = declarations.length === 0 ? scope : new Map([...scope, ...declarations]);
  const prefix = source.prefix || null;
  const element: PlainElement = {
    nodeType: ELEMENT_NODE,
    localName: source.name,
    nodeName: prefix ? `${prefix}:${source.name}` : source.name,
    namespaceURI: source.namespaceUri || null,
    prefix,
    attributes: [],
    childNodes: [],
    parentNode: parent,
    line: source.line,
    namespaces,
  };
  onCopy?.(source, element);
  for (const attribute of source.attrs) {
    const namespaceURI = attribute.namespaceUri || null;
    // Most attributes are unqualified; asking libxml2 for a prefix they cannot have costs time.
    const attributePrefix = namespaceURI === null ? null : attribute.prefix || null;
    const copy: PlainAttribute = {
      nodeType: ATTRIBUTE_NODE,
      localName: attribute.name,
      name: attributePrefix ? `${attributePrefix}:${attribute.name}` : attribute.name,
      nodeName: attributePrefix ? `${attributePrefix}:${attribute.name}` : attribute.name,
      namespaceURI,
      prefix: attributePrefix,
      value: attribute.value,
      ownerElement: element,
      line: element.line,
    };
    element.attributes.push(copy);
    onCopy?.(attribute, copy);
  }
  for (let child = source.firstChild; child !== null; child = child.next) {
    const copy = copyChild(child, element, onCopy);
    if (copy) element.childNodes.push(copy);
  }
  return element;
}

function copyChild(child: XmlNode, parent: PlainElement, onCopy?: CopyListener): PlainChild | null {
  if (child instanceof XmlElement) return copyElement(child, parent, parent.namespaces, onCopy);
  if (child instanceof XmlCData) return characterData(CDATA_SECTION_NODE, '#cdata-section', child, parent);
  if (child instanceof XmlText) return characterData(TEXT_NODE, '#text', child, parent);
  if (child instanceof XmlComment) return characterData(COMMENT_NODE, '#comment', child, parent);
  // Processing instructions and entity references play no part in a schema.
  return null;
}

function characterData(
  nodeType: PlainCharacterData['nodeType'],
  nodeName: string,
  source: XmlText | XmlCData | XmlComment,
  parent: PlainElement,
): PlainCharacterData {
  return { nodeType, nodeName, data: source.content, parentNode: parent, line: source.line };
}
