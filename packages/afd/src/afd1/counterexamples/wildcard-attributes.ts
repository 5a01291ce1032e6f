import { admitsNamespace, type NamespaceName } from '../schema/namespace-constraint.ts';
import type { AttributeWildcardTerm } from '../schema/particle-tree.ts';
import { simpleTypeStructureOf } from '../schema/simple-type-structure.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { ExampleBuilder } from './example-builder.ts';
import type { ExampleAttribute } from './example-document.ts';
import { plausibleValue } from './simple-values.ts';

// Attributes an xs:anyAttribute admits, for an example message where the baseline has no attribute
// wildcard: a made-up name in each namespace the wildcard admits (lax and skip validate nothing they
// have no declaration for), and for a strict one the organisation schema's own global attributes.

/** A namespace no schema declares anything in. */
const OTHER_NAMESPACE = 'urn:voorbeeld:ander-attribuut';
const MADE_UP_NAME = 'voorbeeld';

/** Candidate attributes for the wildcard, smallest first. */
export function wildcardAttributeCandidates(builder: ExampleBuilder, wildcard: Pick<AttributeWildcardTerm, 'namespaces' | 'processContents'>): ExampleAttribute[] {
  const candidates: ExampleAttribute[] = [];
  const target = builder.components.set.main.targetNamespace;
  const ownDeclarations = admitsNamespace(wildcard.namespaces, target) ? builder.components.mainComponents('attribute') : [];
  for (const declaration of ownDeclarations) {
    const value = plausibleValue(simpleTypeStructureOf(builder.components, declaration), builder.codeLists);
    if (value !== null) candidates.push({ name: { namespace: target, localName: attributeValue(declaration, 'name') ?? '' }, value });
  }
  if (wildcard.processContents === 'strict') return candidates;
  const listed = wildcard.namespaces.kind === 'enumeration' ? [...wildcard.namespaces.namespaces] : [];
  const namespaces: NamespaceName[] = [...new Set<NamespaceName>([null, OTHER_NAMESPACE, target, ...listed])];
  for (const namespace of namespaces) {
    if (admitsNamespace(wildcard.namespaces, namespace)) candidates.push({ name: { namespace, localName: MADE_UP_NAME }, value: 'A' });
  }
  return candidates;
}
