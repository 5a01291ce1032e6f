import type { IDocumentWriter, ISimpleNodesFactory } from 'fontoxpath';
import { evaluateXPath, parseScript } from './fontoxpath-engine.ts';

// fontoxpath's parser hands out its syntax tree as XQueryX, written through a node factory and a
// document writer. These build a plain tree instead of a DOM, enough to look at which functions,
// prefixes and variables an expression uses.

/** One node of an XQueryX syntax tree: an element ('functionCallExpr', 'nameTest', ...) or '#text'. */
export class SyntaxNode {
  readonly attributes = new Map<string, string>();
  readonly children: SyntaxNode[] = [];
  constructor(
    /** Local name, without the 'xqx:' prefix. */
    readonly name: string,
    public text = '',
  ) {}

  /** The first child element with this local name. */
  child(name: string): SyntaxNode | undefined {
    return this.children.find((node) => node.name === name);
  }

  /** The text of the element's text children, e.g. the function name of 'functionName'. */
  textContent(): string {
    return this.children.map((node) => (node.name === '#text' ? node.text : node.textContent())).join('');
  }

  /** This node and all below it, depth first. */
  *descendantsAndSelf(): Generator<SyntaxNode> {
    yield this;
    for (const child of this.children) yield* child.descendantsAndSelf();
  }
}

const localNameOf = (qualifiedName: string) => qualifiedName.slice(qualifiedName.indexOf(':') + 1);

// The factory's types are fontoxpath's DOM types; our nodes deliberately are not DOM nodes, and
// fontoxpath only ever passes them back to the writer below.
const node = (name: string, text = '') => new SyntaxNode(name, text) as never;

const nodesFactory: ISimpleNodesFactory = {
  createAttributeNS: (_namespace, name) => node(`@${localNameOf(name)}`),
  createCDATASection: (contents) => node('#text', contents),
  createComment: (contents) => node('#comment', contents),
  createElementNS: (_namespace, name) => node(localNameOf(name)),
  createProcessingInstruction: (target, data) => node(`?${target}`, data),
  createTextNode: (contents) => node('#text', contents),
};

function asSyntaxNode(value: unknown): SyntaxNode {
  if (!(value instanceof SyntaxNode)) throw new Error('fontoxpath passed a node it did not create through our factory');
  return value;
}

const documentWriter: IDocumentWriter = {
  insertBefore: (parent, newNode, referenceNode) => {
    const children = asSyntaxNode(parent).children;
    const index = referenceNode === null ? -1 : children.indexOf(asSyntaxNode(referenceNode));
    children.splice(index < 0 ? children.length : index, 0, asSyntaxNode(newNode));
  },
  removeAttributeNS: (element, _namespace, name) => {
    asSyntaxNode(element).attributes.delete(localNameOf(name));
  },
  removeChild: (parent, child) => {
    const children = asSyntaxNode(parent).children;
    children.splice(children.indexOf(asSyntaxNode(child)), 1);
  },
  setAttributeNS: (element, _namespace, name, value) => {
    asSyntaxNode(element).attributes.set(localNameOf(name), value);
  },
  setData: (target, data) => {
    asSyntaxNode(target).text = data;
  },
};

/**
 * Parses an expression with fontoxpath's XPath 3.1 grammar (which includes 2.0 and nearly all
 * of 1.0) into its syntax tree, without evaluating it. Throws fontoxpath's XPST0003 error when the
 * expression does not parse.
 */
export function parseXPathSyntaxTree(expression: string): SyntaxNode {
  return asSyntaxNode(parseScript(expression, { language: evaluateXPath.XPATH_3_1_LANGUAGE }, nodesFactory, documentWriter));
}
