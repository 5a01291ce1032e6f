import type { NamespaceName } from '../schema/namespace-constraint.ts';
import type { QualifiedName } from '../xml/plain-dom-queries.ts';
import { escapeXml } from '../xml/xml-escape.ts';

// An example message as a tree, written as XML text. The same tree is written twice: in the
// organisation's namespace (the example shown) and with that namespace read as the baseline's
// (what the baseline validates), as certification compares them.

export interface ExampleAttribute {
  name: QualifiedName;
  value: string;
}

export interface ExampleElement {
  name: QualifiedName;
  attributes: ExampleAttribute[];
  children: ExampleElement[];
  /** Text content (simple content); '' for none. */
  text: string;
  /** xsi:nil="true". */
  nil: boolean;
  /** xsi:type naming this type. */
  xsiType?: QualifiedName | undefined;
}

const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** A made-up element of no declaration, for a wildcard or xs:anyType to admit. */
export function madeUpElement(namespace: NamespaceName): ExampleElement {
  return { name: { namespace, localName: 'voorbeeld' }, attributes: [], children: [], text: '', nil: false };
}

/** The tree as an XML document, each namespace renamed by `rename`. */
export function exampleXml(root: ExampleElement, rename: (namespace: NamespaceName) => NamespaceName = (namespace) => namespace): string {
  const prefixes = new Map<string, string>();
  // The root's namespace is the default one, unless an unqualified element needs the default.
  const rootNamespace = rename(root.name.namespace);
  if (rootNamespace !== null && !hasUnqualifiedElement(root, rename)) prefixes.set(rootNamespace, '');
  const prefixOf = (namespace: NamespaceName): string => {
    if (namespace === null) return '';
    let prefix = prefixes.get(namespace);
    if (prefix === undefined) prefixes.set(namespace, (prefix = namespace === XSI_NAMESPACE ? 'xsi' : `ns${prefixes.size + 1}`));
    return prefix === '' ? '' : `${prefix}:`;
  };
  // Attributes take no default namespace: a qualified one needs a prefix of its own.
  const attributePrefixOf = (namespace: NamespaceName): string => {
    if (namespace === null || prefixes.get(namespace) !== '') return prefixOf(namespace);
    const prefix = `ns${prefixes.size + 1}`;
    attributePrefixes.set(namespace, prefix);
    return `${prefix}:`;
  };
  const attributePrefixes = new Map<string, string>();
  const qualified = (name: QualifiedName) => `${prefixOf(rename(name.namespace))}${name.localName}`;
  const write = (element: ExampleElement, indent: string): string => {
    const tag = qualified(element.name);
    const attributes = element.attributes.map((attribute) => ` ${attributePrefixOf(rename(attribute.name.namespace))}${attribute.name.localName}="${escapeXml(attribute.value)}"`).join('');
    const nil = element.nil ? ` ${prefixOf(XSI_NAMESPACE)}nil="true"` : '';
    const xsiType = element.xsiType ? ` ${prefixOf(XSI_NAMESPACE)}type="${qualified(element.xsiType)}"` : '';
    const open = `${indent}<${tag}${attributes}${nil}${xsiType}`;
    if (element.children.length > 0) {
      // Text beside children (mixed content) is written before the first child.
      const children = element.children.map((child) => write(child, `${indent}  `)).join('\n');
      return `${open}>${escapeXml(element.text)}\n${children}\n${indent}</${tag}>`;
    }
    return element.text === '' ? `${open}/>` : `${open}>${escapeXml(element.text)}</${tag}>`;
  };
  const body = write(root, '');
  // Declarations on the root, written after the body so that every prefix used is known.
  const declarations = [...prefixes, ...attributePrefixes]
    .map(([namespace, prefix]) => ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeXml(namespace)}"`)
    .join('');
  const rootTag = qualified(root.name);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.replace(`<${rootTag}`, `<${rootTag}${declarations}`)}\n`;
}

function hasUnqualifiedElement(element: ExampleElement, rename: (namespace: NamespaceName) => NamespaceName): boolean {
  return rename(element.name.namespace) === null || element.children.some((child) => hasUnqualifiedElement(child, rename));
}
