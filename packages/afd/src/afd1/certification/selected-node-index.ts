import { XmlAttribute, XmlElement, type XmlNode } from 'libxml2-wasm';
import type { CopyListener, PlainAttribute, PlainElement } from '../xml/plain-dom.ts';

// libxml2 hands out a new wrapper object for a node on every access, so the nodes an XPath
// selection returns cannot be looked up by identity. This index finds the plain copy of a
// selected element or attribute by its line and name, and among those by libxml2's own
// node identity (isSameNode), which only a minified XSD needs.

interface Entry {
  original: XmlNode;
  copy: PlainElement | PlainAttribute;
}

function keyOf(node: XmlNode): string | null {
  if (node instanceof XmlElement) return `${node.line} element ${node.name}`;
  if (node instanceof XmlAttribute) return `${node.line} attribute ${node.name}`;
  return null;
}

export class SelectedNodeIndex {
  private readonly entries = new Map<string, Entry[]>();

  /** Pass to toPlainDocument to index every element and attribute it copies. */
  readonly listener: CopyListener = (original, copy) => {
    const key = keyOf(original);
    if (key === null) return;
    const bucket = this.entries.get(key);
    if (bucket) bucket.push({ original, copy });
    else this.entries.set(key, [{ original, copy }]);
  };

  /** The plain copy of a node from the same document; null for other kinds of node. */
  copyOf(node: XmlNode): PlainElement | PlainAttribute | null {
    const key = keyOf(node);
    if (key === null) return null;
    return this.entries.get(key)?.find((entry) => entry.original.isSameNode(node))?.copy ?? null;
  }
}
