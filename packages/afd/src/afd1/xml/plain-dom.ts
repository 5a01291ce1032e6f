import type { XmlDocument, XmlNode } from 'libxml2-wasm';
// libxml2-wasm's struct readers: marked internal there, exported from this module of the pinned
// version; plain-dom.test.ts fails at once if a version reads them differently.
import { XmlNamedNodeStruct, XmlNodeStruct, XmlNsStruct, xmlNodeGetContent } from 'libxml2-wasm/lib/libxml2.mjs';

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
  /**
   * Every element, in document order, the root first. The whole-document walks (references,
   * checks 2, 3 and 5, the XPath rules' index, the entity tree's refs) read this list instead of
   * each walking the tree: those walks of a large upload cost certification ~60 ms (bench:certification).
   */
  readonly elements: readonly PlainElement[];
}

export type PlainChild = PlainElement | PlainCharacterData;
export type PlainNode = PlainDocument | PlainChild | PlainAttribute;

/**
 * Copies a parsed document into plain objects. The walk reads libxml2's node structs by pointer
 * (libxml2-wasm's own struct readers) instead of through its wrapper classes: those build a new
 * object per node, attribute list and namespace table on every access, which made this copy a
 * quarter of certifying a large upload and much of its garbage (bench:certification, CPU profile).
 * A namespace is read once per libxml2 namespace struct. plain-dom.test.ts holds the copy to what
 * the wrapper classes say, node by node.
 */
export function toPlainDocument(doc: XmlDocument): PlainDocument {
  const document: { -readonly [K in keyof PlainDocument]: PlainDocument[K] } = {
    nodeType: DOCUMENT_NODE,
    nodeName: '#document',
    childNodes: [],
    parentNode: null,
    line: 0,
    elements: [],
  };
  const walk = new StructWalk(document.elements as PlainElement[]);
  document.childNodes.push(walk.element(pointerOf(doc.root), document, new Map()));
  return document;
}

/** libxml2's node types (tree.h) that a copy keeps. */
const XML_ELEMENT_NODE = 1;
const XML_TEXT_NODE = 3;
const XML_CDATA_SECTION_NODE = 4;
const XML_COMMENT_NODE = 8;

/** The libxml2 node behind a wrapper (libxml2-wasm keeps it as `_nodePtr`). */
function pointerOf(node: XmlNode): number {
  const pointer = (node as unknown as { _nodePtr?: unknown })._nodePtr;
  if (typeof pointer !== 'number' || pointer === 0) throw new Error('libxml2-wasm node without a node pointer');
  return pointer;
}

interface Namespace {
  uri: string | null;
  prefix: string | null;
}

class StructWalk {
  private readonly namespaces = new Map<number, Namespace>();

  /** `elements` receives each element as it is made: parents before children, in document order. */
  constructor(private readonly elements: PlainElement[]) {}

  /** A node's namespace (its xmlNs struct, shared by every node in it), read once per struct. */
  private namespaceOf(pointer: number): Namespace {
    const ns = XmlNamedNodeStruct.namespace(pointer);
    if (ns === 0) return { uri: null, prefix: null };
    let known = this.namespaces.get(ns);
    if (known === undefined) {
      known = { uri: XmlNsStruct.href(ns) || null, prefix: XmlNsStruct.prefix(ns) || null };
      this.namespaces.set(ns, known);
    }
    return known;
  }

  element(pointer: number, parent: PlainElement | PlainDocument, scope: NamespaceScope): PlainElement {
    let namespaces = scope;
    const firstDeclaration = XmlNodeStruct.nsDef(pointer);
    if (firstDeclaration !== 0) {
      const declared = new Map(scope);
      for (let ns = firstDeclaration; ns !== 0; ns = XmlNsStruct.next(ns)) declared.set(XmlNsStruct.prefix(ns), XmlNsStruct.href(ns));
      namespaces = declared;
    }
    const name = XmlNodeStruct.name_(pointer);
    const { uri, prefix } = this.namespaceOf(pointer);
    const element: PlainElement = {
      nodeType: ELEMENT_NODE,
      localName: name,
      nodeName: prefix ? `${prefix}:${name}` : name,
      namespaceURI: uri,
      prefix,
      attributes: [],
      childNodes: [],
      parentNode: parent,
      line: XmlNodeStruct.line(pointer),
      namespaces,
    };
    this.elements.push(element);
    for (let attribute = XmlNodeStruct.properties(pointer); attribute !== 0; attribute = XmlNodeStruct.next(attribute)) {
      const attributeName = XmlNodeStruct.name_(attribute);
      const namespace = this.namespaceOf(attribute);
      const qualified = namespace.prefix ? `${namespace.prefix}:${attributeName}` : attributeName;
      element.attributes.push({
        nodeType: ATTRIBUTE_NODE,
        localName: attributeName,
        name: qualified,
        nodeName: qualified,
        namespaceURI: namespace.uri,
        prefix: namespace.uri === null ? null : namespace.prefix,
        value: xmlNodeGetContent(attribute),
        ownerElement: element,
        line: element.line,
      });
    }
    for (let child = XmlNodeStruct.children(pointer); child !== 0; child = XmlNodeStruct.next(child)) {
      const copy = this.child(child, element);
      if (copy) element.childNodes.push(copy);
    }
    return element;
  }

  private child(pointer: number, parent: PlainElement): PlainChild | null {
    switch (XmlNodeStruct.type(pointer)) {
      case XML_ELEMENT_NODE:
        return this.element(pointer, parent, parent.namespaces);
      case XML_CDATA_SECTION_NODE:
        return characterData(CDATA_SECTION_NODE, '#cdata-section', pointer, parent);
      case XML_TEXT_NODE:
        return characterData(TEXT_NODE, '#text', pointer, parent);
      case XML_COMMENT_NODE:
        return characterData(COMMENT_NODE, '#comment', pointer, parent);
      default:
        // Processing instructions and entity references play no part in a schema.
        return null;
    }
  }
}

function characterData(nodeType: PlainCharacterData['nodeType'], nodeName: string, pointer: number, parent: PlainElement): PlainCharacterData {
  return { nodeType, nodeName, data: xmlNodeGetContent(pointer), parentNode: parent, line: XmlNodeStruct.line(pointer) };
}
