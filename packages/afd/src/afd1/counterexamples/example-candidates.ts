import type { AlphabetSymbol } from '../schema/content-inclusion.ts';
import type { NamespaceName } from '../schema/namespace-constraint.ts';
import { declarationName, elementTypeOf, valueConstraintOf, type AttributeUseTerm, type AttributeWildcardTerm, type ElementTerm } from '../schema/particle-tree.ts';
import { simpleTypeStructureOf } from '../schema/simple-type-structure.ts';
import { attributeValue, XSD_NAMESPACE, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { leavesOf } from '../certification/content-model-shapes.ts';
import type { ExampleBuilder, ElementFocus } from './example-builder.ts';
import { madeUpElement, type ExampleElement } from './example-document.ts';
import { valueCandidates } from './simple-values.ts';
import { wildcardAttributeCandidates } from './wildcard-attributes.ts';

// Candidate example messages for one refusal of check 3, smallest first: the path from the root
// down to the place the finding names, everything else minimal, and at that place what may differ
// from the baseline — the content model's counterexample (a sequence of children), each boundary
// value of a simple type, the element left out, repeated as often as allowed, or xsi:nil. Which of
// them the organisation schema accepts and the baseline refuses, only the real validator decides.

/** What an example is built around: a path of check 3 and, for a content model, its counterexample. */
export interface ExampleTarget {
  /** Entity path ('Bericht/A'), with '@NAME' for an attribute element or '@@NAME' for an XML attribute. */
  path: string;
  /** The children (baseline names) the upload admits there and the baseline does not. */
  children?: readonly AlphabetSymbol[] | undefined;
  /** The entity's attribute wildcard, where the baseline has none: an attribute it admits. */
  attributeWildcard?: Pick<AttributeWildcardTerm, 'namespaces' | 'processContents'> | undefined;
  /** A type derived from the entity's type that the baseline does not know: the entity naming it with xsi:type. */
  xsiType?: { name: QualifiedName; definition: PlainElement } | undefined;
}

interface Step {
  name: QualifiedName;
  declaration: PlainElement;
  /** The particle that brings the element into its parent (null for the root). */
  term: ElementTerm | null;
}

type Leaf = { kind: 'child'; term: ElementTerm } | { kind: 'attribute'; use: AttributeUseTerm };

/** A namespace no schema declares anything in. */
const OTHER_NAMESPACE = 'urn:voorbeeld:ander-element';

/** Repeats tried for an element that may repeat. */
const REPEATS = [2, 10, 50];

/** The candidates for a target, lazily and smallest first. */
export function* exampleCandidates(builder: ExampleBuilder, target: ExampleTarget, rename: (namespace: NamespaceName) => NamespaceName): Generator<ExampleElement> {
  const resolved = resolvePath(builder, target.path);
  if (!resolved) {
    // A path of the baseline the upload lacks (a required part left out): its parent as the upload has it.
    const parent = parentPath(target.path);
    if (parent !== null) yield* exampleCandidates(builder, { path: parent }, rename);
    return;
  }
  const { chain: entityChain, attribute } = resolved;
  const last = entityChain[entityChain.length - 1]!;
  const xsiType = target.xsiType;
  if (xsiType && !attribute) {
    yield* present(along(builder, entityChain, 0, () => ({ xsiType })));
    return;
  }
  const wildcard = target.attributeWildcard;
  if (wildcard && !attribute) {
    for (const extraAttribute of wildcardAttributeCandidates(builder, wildcard)) yield* present(along(builder, entityChain, 0, () => ({ extraAttribute })));
    return;
  }
  if (target.children && !attribute) {
    const children = witnessChildren(builder, last, target.children, rename);
    if (children) yield* present(along(builder, entityChain, 0, () => ({ children })));
  }
  // An entity is shown as its parent's child (left out, repeated, nil), unless it is the root.
  const leaf: Leaf | null = attribute ?? (last.term ? { kind: 'child', term: last.term } : null);
  const chain = attribute || !last.term ? entityChain : entityChain.slice(0, -1);
  const at = (focus: ElementFocus) => along(builder, chain, 0, () => focus);
  if (!leaf) {
    yield* present(at({}));
    if (attributeValue(last.declaration, 'nillable') === 'true') yield* present(at({ nil: true }));
    for (const focus of contentFoci()) yield* present(at(focus));
    return;
  }
  if (leaf.kind === 'attribute') {
    for (const value of valueCandidates(simpleTypeStructureOf(builder.components, leaf.use.declaration), builder.codeLists)) yield* present(at({ attribute: { use: leaf.use, value } }));
    yield* present(at({}));
    return;
  }
  const { term } = leaf;
  const child = (times: number, value: string | null = null, nil = false): ElementFocus => ({ child: { term, times, value, nil } });
  const once = Math.max(1, term.min);
  if (elementTypeOf(builder.components, term.declaration).kind === 'simple') {
    const structure = simpleTypeStructureOf(builder.components, term.declaration);
    for (const value of valueCandidates(structure, builder.codeLists)) yield* present(at(child(once, value)));
    // With a fixed or default value an empty element is valid: it takes that value.
    if (valueConstraintOf(term.declaration)) yield* present(at(child(once, '')));
  }
  yield* present(at(child(once)));
  yield* present(at(child(0)));
  if (elementTypeOf(builder.components, term.declaration).kind === 'complex') for (const focus of contentFoci()) yield* present(at({ child: { term, times: once, value: null, focus } }));
  for (const times of REPEATS) if (times > once && times <= term.max) yield* present(at(child(times)));
  if (Number.isFinite(term.max) && term.max > once && !REPEATS.includes(term.max)) yield* present(at(child(term.max)));
  if (attributeValue(term.declaration, 'nillable') === 'true') yield* present(at(child(once, null, true)));
}

/** Content a complex element may hold beyond its declared children: text (mixed), or an element of no declaration (xs:anyType). */
function contentFoci(): ElementFocus[] {
  // A lax wildcard assesses an undeclared element by its xsi:type; a skip wildcard does not look.
  const assessed = { ...madeUpElement(OTHER_NAMESPACE), text: 'A', xsiType: { namespace: XSD_NAMESPACE, localName: 'integer' } };
  return [{ text: 'A' }, { children: [madeUpElement(null)] }, { children: [madeUpElement(OTHER_NAMESPACE)] }, { children: [assessed] }];
}

function* present(element: ExampleElement | null): Generator<ExampleElement> {
  if (element) yield element;
}

/** The element of each step from the root down, the parent's content holding the next step; the last one focused. */
function along(builder: ExampleBuilder, chain: readonly Step[], index: number, focus: () => ElementFocus): ExampleElement | null {
  const step = chain[index]!;
  const next = chain[index + 1];
  if (!next?.term) return builder.element(step.name, step.declaration, focus());
  const type = elementTypeOf(builder.components, step.declaration);
  if (type.kind !== 'complex') return null;
  const nextTerm = next.term;
  const word = builder.wordWith(type.content.particle, (term) => term === nextTerm, Math.max(1, nextTerm.min));
  if (!word) return null;
  const children: ExampleElement[] = [];
  let onPath = false;
  for (const term of word) {
    const built = term === nextTerm && !onPath ? along(builder, chain, index + 1, focus) : builder.minimal(term.name, term.declaration);
    onPath ||= term === nextTerm;
    if (!built) return null;
    children.push(built);
  }
  return builder.element(step.name, step.declaration, { children });
}

/** The declarations along a path of check 3 down to its entity, and the XML attribute or attribute element it names there. */
function resolvePath(builder: ExampleBuilder, path: string): { chain: Step[]; attribute: Leaf | null } | null {
  const [entityPath = '', attributeName] = path.split(/@@?/, 2);
  const [rootName, ...names] = entityPath.split('/');
  const root = builder.components.mainComponents('element').find((element) => attributeValue(element, 'name') === rootName);
  if (!root) return null;
  const chain: Step[] = [{ name: declarationName(root), declaration: root, term: null }];
  for (const name of names) {
    const term = childTerm(builder, chain[chain.length - 1]!.declaration, name);
    if (!term) return null;
    chain.push({ name: term.name, declaration: term.declaration, term });
  }
  if (attributeName === undefined) return { chain, attribute: null };
  const parent = chain[chain.length - 1]!.declaration;
  if (path.includes('@@')) {
    const type = elementTypeOf(builder.components, parent);
    const use = type.kind === 'complex' ? type.content.attributes.find((candidate) => candidate.name.localName === attributeName) : undefined;
    return use ? { chain, attribute: { kind: 'attribute', use } } : null;
  }
  const term = childTerm(builder, parent, attributeName);
  return term ? { chain, attribute: { kind: 'child', term } } : null;
}

/** 'A/B@C' -> 'A/B', 'A/B' -> 'A'; null for a root. */
function parentPath(path: string): string | null {
  const attribute = path.search(/@/);
  if (attribute !== -1) return path.slice(0, attribute);
  const slash = path.lastIndexOf('/');
  return slash === -1 ? null : path.slice(0, slash);
}

function childTerm(builder: ExampleBuilder, parent: PlainElement, name: string): ElementTerm | undefined {
  const type = elementTypeOf(builder.components, parent);
  if (type.kind !== 'complex') return undefined;
  return leavesOf(type.content.particle).find((term): term is ElementTerm => term.kind === 'element' && term.name.localName === name && attributeValue(term.declaration, 'abstract') !== 'true');
}

/** The counterexample's children as the smallest elements the upload declares under those names. */
function witnessChildren(builder: ExampleBuilder, step: Step, symbols: readonly AlphabetSymbol[], rename: (namespace: NamespaceName) => NamespaceName): ExampleElement[] | null {
  const type = elementTypeOf(builder.components, step.declaration);
  if (type.kind !== 'complex') return null;
  const terms = leavesOf(type.content.particle).filter((term): term is ElementTerm => term.kind === 'element');
  const children: ExampleElement[] = [];
  for (const symbol of symbols) {
    // A name only a wildcard reads: an element of no declaration in that namespace.
    if (symbol.kind === 'other-name') children.push(madeUpElement(symbol.namespace === rename(builder.components.set.main.targetNamespace) ? builder.components.set.main.targetNamespace : symbol.namespace));
    if (symbol.kind === 'other-namespace') children.push(madeUpElement(OTHER_NAMESPACE));
    if (symbol.kind !== 'name') continue;
    const term = terms.find((candidate) => candidate.name.localName === symbol.name.localName && rename(candidate.name.namespace) === symbol.name.namespace);
    const built = term && builder.minimal(term.name, term.declaration);
    if (!built) return null;
    children.push(built);
  }
  return children;
}
