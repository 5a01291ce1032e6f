import { CDATA_SECTION_NODE, ELEMENT_NODE, TEXT_NODE, type NamespaceScope, type PlainElement } from '../../../afd1/xml/plain-dom.ts';
import { escapeXml } from '../../../afd1/xml/xml-escape.ts';

// Writes XSD text: elements of our own and copies of parsed ones. A copy keeps its QName values
// ('fm:AN__35') as written, so it declares every prefix whose binding in its source differs from
// the binding where it lands; that keeps the copy's meaning whatever it is nested in. Every QName
// written is noted (namespace + local name), so the caller knows which catalogue types are used.

export type Attributes = readonly (readonly [name: string, value: string | number | undefined])[];

export interface WrittenPiece {
  lines: readonly string[];
  references: ReadonlySet<string>;
}

const QNAME_ATTRIBUTES = new Set(['type', 'base', 'ref', 'itemType', 'substitutionGroup']);

export class XsdWriter {
  private readonly lines: string[] = [];
  /** 'namespace localName' of every QName value written (type, base, ref, memberTypes, ...). */
  readonly references = new Set<string>();

  /**
   * Starts an element of our own. `namespaces`: the prefixes its QName values are written with
   * (those of the parsed element they come from); any not bound so in `scope` are declared here.
   */
  open(indent: string, name: string, attributes: Attributes, scope: NamespaceScope, namespaces?: NamespaceScope): NamespaceScope {
    const { declarations, inner } = declarationsFor(namespaces, scope);
    this.lines.push(`${indent}<${name}${declarations}${attributeText(attributes)}>`);
    this.noteReferences(inner, attributes);
    return inner;
  }

  close(indent: string, name: string): void {
    this.lines.push(`${indent}</${name}>`);
  }

  /** An element of our own without content (see `open`). */
  empty(indent: string, name: string, attributes: Attributes, scope: NamespaceScope, namespaces?: NamespaceScope): void {
    const { declarations, inner } = declarationsFor(namespaces, scope);
    this.lines.push(`${indent}<${name}${declarations}${attributeText(attributes)}/>`);
    this.noteReferences(inner, attributes);
  }

  /** A line written as it is (the XML declaration). */
  raw(line: string): void {
    this.lines.push(line);
  }

  /** What another writer wrote (a piece made once and used again), with the QNames it noted. */
  append(piece: WrittenPiece): void {
    for (const line of piece.lines) this.lines.push(line);
    for (const reference of piece.references) this.references.add(reference);
  }

  /** What this writer wrote so far, as a piece to append elsewhere (one string: fewer parts to join later). */
  piece(): WrittenPiece {
    return { lines: [this.lines.join('\n')], references: new Set(this.references) };
  }

  /** A copy of a parsed element and everything in it; comments and layout whitespace are left out. */
  copy(element: PlainElement, indent: string, scope: NamespaceScope, except: (child: PlainElement) => boolean = () => false): void {
    const { declarations, inner } = declarationsFor(element.namespaces, scope);
    const attributes = element.attributes.filter((attribute) => attribute.namespaceURI === null || attribute.prefix === 'xml').map((attribute) => [attribute.name, attribute.value] as const);
    this.noteReferences(inner, attributes);
    const start = `${indent}<${element.nodeName}${declarations}${attributeText(attributes)}`;
    const children = element.childNodes.filter((child) => child.nodeType !== ELEMENT_NODE || !except(child));
    const hasText = children.some((child) => (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) && child.data.trim() !== '');
    if (hasText) {
      // Mixed or text content (documentation) is written on one line, its spaces as they were.
      this.lines.push(`${start}>${inlineContent(element, inner)}</${element.nodeName}>`);
      return;
    }
    const elements = children.filter((child): child is PlainElement => child.nodeType === ELEMENT_NODE);
    if (elements.length === 0) {
      this.lines.push(`${start}/>`);
      return;
    }
    this.lines.push(`${start}>`);
    for (const child of elements) this.copy(child, `${indent}  `, inner);
    this.lines.push(`${indent}</${element.nodeName}>`);
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }

  private noteReferences(scope: NamespaceScope, attributes: Attributes): void {
    for (const [name, value] of attributes) {
      if (typeof value !== 'string') continue;
      const qnames = name === 'memberTypes' ? value.split(/\s+/).filter((part) => part !== '') : QNAME_ATTRIBUTES.has(name) ? [value.trim()] : [];
      for (const qname of qnames) {
        const colon = qname.indexOf(':');
        const namespace = scope.get(colon === -1 ? '' : qname.slice(0, colon)) ?? null;
        this.references.add(referenceKey(namespace, qname.slice(colon + 1)));
      }
    }
  }
}

/** The key under which XsdWriter.references notes a QName. */
export function referenceKey(namespace: string | null, localName: string): string {
  return `${namespace ?? ''} ${localName}`;
}

function attributeText(attributes: Attributes): string {
  return attributes
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

function declarationsFor(wanted: NamespaceScope | undefined, scope: NamespaceScope): { declarations: string; inner: NamespaceScope } {
  if (!wanted) return { declarations: '', inner: scope };
  const missing = [...wanted].filter(([prefix, uri]) => prefix !== 'xml' && scope.get(prefix) !== uri);
  if (missing.length === 0) return { declarations: '', inner: scope };
  const declarations = missing.map(([prefix, uri]) => ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeXml(uri)}"`).join('');
  return { declarations, inner: new Map([...scope, ...missing]) };
}

function inlineContent(element: PlainElement, scope: NamespaceScope): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) text += escapeXml(child.data);
    else if (child.nodeType === ELEMENT_NODE) {
      const { declarations, inner } = declarationsFor(child.namespaces, scope);
      const attributes = attributeText(child.attributes.filter((attribute) => attribute.namespaceURI === null).map((attribute) => [attribute.name, attribute.value] as const));
      text += `<${child.nodeName}${declarations}${attributes}>${inlineContent(child, inner)}</${child.nodeName}>`;
    }
  }
  return text;
}
