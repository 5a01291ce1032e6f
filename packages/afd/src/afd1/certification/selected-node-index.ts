import { XmlAttribute, XmlElement, type XmlDocument, type XmlNode } from 'libxml2-wasm';
import type { PlainAttribute, PlainDocument, PlainElement } from '../xml/plain-dom.ts';

// libxml2 hands out a new wrapper object for a node on every access, so the nodes an XPath
// selection returns cannot be looked up by identity. This index finds the plain copy of a selected
// element in the schema's already loaded plain document by its line and name, and a selected
// attribute through its element. (Copying a large upload once more for this cost a third of
// certifying it, bench:certification.) Elements of one name on one line — a minified XSD, or any
// line past 65,535, where libxml2 stops counting — are told apart by libxml2's own node identity
// (isSameNode) among the elements of that name, paired in document order with their copies.

interface SameNamed {
  originals: XmlNode[];
  copies: PlainElement[];
  /** Where the last one was found: selections come in document order, so the next is usually after it. */
  cursor: number;
}

export class SelectedNodeIndex {
  private readonly byName = new Map<string, PlainElement[]>();
  /** Per local name, its elements by line; made when a selection first holds that name. */
  private readonly byLineOfName = new Map<string, Map<number, PlainElement[]>>();
  private readonly sameNamed = new Map<string, SameNamed>();

  /** `document` is the plain copy of `parsed` (the same text, parsed the same way). */
  constructor(
    document: PlainDocument,
    private readonly parsed: XmlDocument,
  ) {
    // By name only: a rule selects few names, and keying every element of a large upload by line
    // and name was most of this check's own time (bench:certification).
    for (const element of document.elements) pushTo(this.byName, element.localName, element);
  }

  private byLine(localName: string): Map<number, PlainElement[]> {
    let lines = this.byLineOfName.get(localName);
    if (!lines) {
      lines = new Map();
      for (const element of this.byName.get(localName) ?? []) pushTo(lines, element.line, element);
      this.byLineOfName.set(localName, lines);
    }
    return lines;
  }

  /** The plain copy of a node of `parsed`; null for nodes that are neither element nor attribute. */
  copyOf(node: XmlNode): PlainElement | PlainAttribute | null {
    if (node instanceof XmlElement) return this.elementCopyOf(node);
    if (!(node instanceof XmlAttribute)) return null;
    const owner = node.parent;
    const element = owner === null ? null : this.elementCopyOf(owner);
    const namespaceURI = node.namespaceUri || null;
    return element?.attributes.find((attribute) => attribute.localName === node.name && attribute.namespaceURI === namespaceURI) ?? null;
  }

  private elementCopyOf(node: XmlElement): PlainElement | null {
    const onLine = this.byLine(node.name).get(node.line);
    if (onLine?.length === 1) return onLine[0] ?? null;
    const named = this.sameNamedAs(node.name);
    const count = named.originals.length;
    for (let step = 0; step < count; step++) {
      const index = (named.cursor + step) % count;
      if (named.originals[index]?.isSameNode(node)) {
        named.cursor = index;
        return named.copies[index] ?? null;
      }
    }
    return null;
  }

  private sameNamedAs(localName: string): SameNamed {
    let named = this.sameNamed.get(localName);
    if (!named) {
      const copies = this.byName.get(localName) ?? [];
      const originals = this.parsed.find(...sameNamedQuery(localName, copies)).filter((node) => node instanceof XmlElement);
      // The same text parsed the same way: anything else is a bug, not a property of the upload.
      if (originals.length !== copies.length) throw new Error(`the plain copy has ${copies.length} elements ${localName}, libxml2 ${originals.length}`);
      named = { originals, copies, cursor: 0 };
      this.sameNamed.set(localName, named);
    }
    return named;
  }
}

/**
 * The XPath that finds the elements of this local name in document order. When all of them are in
 * one namespace (the XSD's own elements always are), a name test in that namespace selects the same
 * elements, and libxml2 answers it without calling local-name() on every element of the document
 * (that call was 8% of certifying the 5.7 MB benchmark schema, whose lines pass 65,535).
 */
function sameNamedQuery(localName: string, copies: readonly PlainElement[]): [string, Record<string, string>?] {
  const namespace = copies[0]?.namespaceURI;
  if (namespace && copies.every((copy) => copy.namespaceURI === namespace)) return [`//n:${localName}`, { n: namespace }];
  // A local name is an NCName: no quote can end the string literal early.
  return [`//*[local-name() = "${localName}"]`];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
