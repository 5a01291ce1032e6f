import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';

// The namespaces a wildcard (xs:any, xs:anyAttribute) admits: all of them, all but some (##other,
// XSD 1.1 notNamespace), or a list. `null` stands for names without a namespace (##local).

export type NamespaceName = string | null;

export type NamespaceConstraint =
  | { kind: 'any' }
  | { kind: 'not'; namespaces: ReadonlySet<NamespaceName> }
  | { kind: 'enumeration'; namespaces: ReadonlySet<NamespaceName> };

export type ProcessContents = 'strict' | 'lax' | 'skip';

/** Strength of validation: a restriction may validate more strictly, never less. */
export const processStrength: Readonly<Record<ProcessContents, number>> = { skip: 0, lax: 1, strict: 2 };

const tokens = (text: string) => text.split(/\s+/).filter((token) => token !== '');

/** The namespace constraint of an xs:any or xs:anyAttribute in a schema with this target namespace. */
export function namespaceConstraintOf(wildcard: PlainElement, targetNamespace: NamespaceName): NamespaceConstraint {
  const token = (value: string): NamespaceName => (value === '##targetNamespace' ? targetNamespace : value === '##local' ? null : value);
  const excluded = attributeValue(wildcard, 'notNamespace');
  if (excluded !== undefined) return { kind: 'not', namespaces: new Set(tokens(excluded).map(token)) };
  const namespace = (attributeValue(wildcard, 'namespace') ?? '##any').trim();
  if (namespace === '##any') return { kind: 'any' };
  // ##other: neither the target namespace nor no namespace (XSD 1.0 §3.10.2).
  if (namespace === '##other') return { kind: 'not', namespaces: new Set([targetNamespace, null]) };
  return { kind: 'enumeration', namespaces: new Set(tokens(namespace).map(token)) };
}

/** The processContents of a wildcard (XSD default strict). */
export function processContentsOf(wildcard: PlainElement): ProcessContents {
  const value = attributeValue(wildcard, 'processContents');
  return value === 'lax' || value === 'skip' ? value : 'strict';
}

/** True when the constraint admits names in `namespace`. */
export function admitsNamespace(constraint: NamespaceConstraint, namespace: NamespaceName): boolean {
  if (constraint.kind === 'any') return true;
  if (constraint.kind === 'not') return !constraint.namespaces.has(namespace);
  return constraint.namespaces.has(namespace);
}

/** True when every namespace `inner` admits, `outer` admits too. */
export function namespacesIncluded(inner: NamespaceConstraint, outer: NamespaceConstraint): boolean {
  if (outer.kind === 'any') return true;
  if (inner.kind === 'enumeration') return [...inner.namespaces].every((namespace) => admitsNamespace(outer, namespace));
  if (inner.kind === 'any' || outer.kind === 'enumeration') return false;
  return [...outer.namespaces].every((namespace) => inner.namespaces.has(namespace));
}

/** The namespaces a constraint names explicitly (those in a list or excluded). */
export function namedNamespaces(constraint: NamespaceConstraint): NamespaceName[] {
  return constraint.kind === 'any' ? [] : [...constraint.namespaces];
}

/** The constraint with each namespace renamed (the upload's own namespace read as the baseline's). */
export function mapNamespaces(constraint: NamespaceConstraint, rename: (namespace: NamespaceName) => NamespaceName): NamespaceConstraint {
  return constraint.kind === 'any' ? constraint : { kind: constraint.kind, namespaces: new Set([...constraint.namespaces].map(rename)) };
}

/** Dutch description of a constraint for messages. */
export function describeNamespaces(constraint: NamespaceConstraint): string {
  const name = (namespace: NamespaceName) => (namespace === null ? 'zonder namespace' : `"${namespace}"`);
  if (constraint.kind === 'any') return 'elke namespace';
  const list = [...constraint.namespaces].map(name).join(', ');
  return constraint.kind === 'not' ? `elke namespace behalve ${list}` : `namespace ${list}`;
}
