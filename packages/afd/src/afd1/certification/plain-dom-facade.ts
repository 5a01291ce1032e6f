import type { Attr, CharacterData, Element, IDomFacade, Node } from 'fontoxpath';
import { ATTRIBUTE_NODE, DOCUMENT_NODE, ELEMENT_NODE, type PlainChild, type PlainNode } from '../xml/plain-dom.ts';

// fontoxpath evaluates over any tree it can walk through a DOM facade. This one walks the plain
// copy of the uploaded XSD, so XPath 2.0 predicates run without a browser DOM or a DOM library,
// on the same nodes (with their line numbers) that the other checks use.

/** fontoxpath hands back the nodes it was given; anything else is a bug worth a loud failure. */
function plain(node: Node): PlainNode {
  if (!('line' in node)) throw new Error('fontoxpath passed a node that is not from the plain XSD copy');
  return node as PlainNode;
}

function childrenOf(node: PlainNode): readonly PlainChild[] {
  return node.nodeType === DOCUMENT_NODE || node.nodeType === ELEMENT_NODE ? node.childNodes : [];
}

const siblingIndex = new WeakMap<PlainChild, number>();

function indexInParent(node: PlainChild): number {
  let index = siblingIndex.get(node);
  if (index === undefined) {
    // Index all siblings at once: the next question is usually about one of them.
    childrenOf(node.parentNode).forEach((sibling, position) => siblingIndex.set(sibling, position));
    index = siblingIndex.get(node) ?? -1;
  }
  return index;
}

function sibling(node: Node, offset: 1 | -1): Node | null {
  const current = plain(node);
  if (current.nodeType === DOCUMENT_NODE || current.nodeType === ATTRIBUTE_NODE) return null;
  return childrenOf(current.parentNode)[indexInParent(current) + offset] ?? null;
}

/** The DOM facade fontoxpath uses to walk a plain XSD copy. */
export const plainDomFacade: IDomFacade = {
  getAllAttributes: (element: Element): Attr[] => {
    const node = plain(element);
    return node.nodeType === ELEMENT_NODE ? node.attributes : [];
  },
  getAttribute: (element: Element, name: string) => {
    const node = plain(element);
    return node.nodeType === ELEMENT_NODE ? (node.attributes.find((attribute) => attribute.name === name)?.value ?? null) : null;
  },
  getChildNodes: (node: Node) => [...childrenOf(plain(node))],
  getData: (node: Attr | CharacterData) => {
    const current = plain(node);
    if (current.nodeType === ATTRIBUTE_NODE) return current.value;
    return 'data' in current ? current.data : '';
  },
  getFirstChild: (node: Node) => childrenOf(plain(node))[0] ?? null,
  getLastChild: (node: Node) => childrenOf(plain(node)).at(-1) ?? null,
  getNextSibling: (node: Node) => sibling(node, 1),
  getPreviousSibling: (node: Node) => sibling(node, -1),
  getParentNode: (node: Node) => {
    const current = plain(node);
    if (current.nodeType === ATTRIBUTE_NODE) return current.ownerElement;
    return current.parentNode;
  },
};
