import { attributeValue, childElement, childElements, isXsd, resolveQName, XSD_NAMESPACE, type QualifiedName } from '../xml/plain-dom-queries.ts';
import { ELEMENT_NODE, type PlainElement } from '../xml/plain-dom.ts';
import {
  namespaceConstraintOf,
  processContentsOf,
  admitsNamespace,
  type NamespaceConstraint,
  type ProcessContents,
} from './namespace-constraint.ts';
import type { SchemaComponents } from './schema-components.ts';

// The content type of an element declaration as XML Schema defines it, kept as a tree: sequences,
// choices and all groups with their occurrences, element particles under their qualified names
// (elementFormDefault/form decide the namespace), wildcards, substitution groups spelled out as
// choices, the base's content before an extension's, and the attribute uses with the attribute
// wildcard. Certification compares the language of two such trees (particle-language.ts).

export interface Occurrence {
  min: number;
  /** Infinity for maxOccurs="unbounded". */
  max: number;
}

export interface ElementTerm extends Occurrence {
  kind: 'element';
  name: QualifiedName;
  /** The declaration that validates the element: the local xs:element or the top-level one. */
  declaration: PlainElement;
  /** The particle as written (its line is the place messages name). */
  source: PlainElement;
  /** For a member of a substitution group: the head the particle names. */
  substituting: PlainElement | null;
}

export interface WildcardTerm extends Occurrence {
  kind: 'wildcard';
  namespaces: NamespaceConstraint;
  processContents: ProcessContents;
  source: PlainElement;
}

export interface GroupTerm extends Occurrence {
  kind: 'sequence' | 'choice' | 'all';
  children: Particle[];
  source: PlainElement;
}

export type Particle = ElementTerm | WildcardTerm | GroupTerm;

export interface ValueConstraint {
  kind: 'fixed' | 'default';
  value: string;
}

export interface AttributeUseTerm {
  name: QualifiedName;
  declaration: PlainElement;
  /** The xs:attribute as written in the type (a reference or the local declaration). */
  use: PlainElement;
  required: boolean;
  prohibited: boolean;
  valueConstraint: ValueConstraint | null;
}

export interface AttributeWildcardTerm {
  namespaces: NamespaceConstraint;
  processContents: ProcessContents;
  source: PlainElement;
}

export type ContentVariety = 'empty' | 'simple' | 'element-only' | 'mixed';

export interface ContentType {
  /** The xs:complexType read; null for xs:anyType. */
  definition: PlainElement | null;
  variety: ContentVariety;
  particle: Particle | null;
  attributes: AttributeUseTerm[];
  attributeWildcard: AttributeWildcardTerm | null;
  /** Places the reader could not follow (a group or type that contains itself, a missing component). */
  unreadable: PlainElement[];
}

export type ElementType = { kind: 'simple' } | { kind: 'complex'; content: ContentType };

/** Nesting deeper than this is a hostile schema. */
const MAX_DEPTH = 64;

/** The schema element a component belongs to. */
export function schemaRootOf(element: PlainElement): PlainElement {
  let node = element;
  while (node.parentNode.nodeType === ELEMENT_NODE) node = node.parentNode;
  return node;
}

const targetNamespaceOf = (element: PlainElement) => attributeValue(schemaRootOf(element), 'targetNamespace') ?? null;
const isTopLevel = (element: PlainElement) => element.parentNode.nodeType === ELEMENT_NODE && isXsd(element.parentNode, 'schema');

/** The qualified name of an element or attribute declaration (form and the schema's *FormDefault decide). */
export function declarationName(declaration: PlainElement): QualifiedName {
  const localName = attributeValue(declaration, 'name') ?? '';
  const root = schemaRootOf(declaration);
  if (isTopLevel(declaration)) return { namespace: attributeValue(root, 'targetNamespace') ?? null, localName };
  const formDefault = attributeValue(root, declaration.localName === 'attribute' ? 'attributeFormDefault' : 'elementFormDefault');
  const qualified = (attributeValue(declaration, 'form') ?? formDefault) === 'qualified';
  return { namespace: qualified ? (attributeValue(root, 'targetNamespace') ?? null) : null, localName };
}

/** The block (or final) set of a declaration or type: its own attribute or the schema's default. */
export function derivationSet(component: PlainElement, attribute: 'block' | 'final'): ReadonlySet<string> {
  const value = attributeValue(component, attribute) ?? attributeValue(schemaRootOf(component), `${attribute}Default`) ?? '';
  if (value.trim() === '') return NOTHING;
  const tokens = value.split(/\s+/).filter((token) => token !== '');
  return tokens.includes('#all') ? new Set(['extension', 'restriction', 'substitution']) : new Set(tokens);
}

const NOTHING: ReadonlySet<string> = new Set();

const occurrenceOf = (particle: PlainElement): Occurrence => {
  const min = Number(attributeValue(particle, 'minOccurs') ?? '1');
  const maxText = attributeValue(particle, 'maxOccurs') ?? '1';
  const max = maxText.trim() === 'unbounded' ? Infinity : Number(maxText);
  return { min: Number.isFinite(min) ? min : 1, max: Number.isNaN(max) ? 1 : max };
};

const cache = new WeakMap<SchemaComponents, Map<PlainElement, ContentType>>();

const elementTypes = new WeakMap<SchemaComponents, WeakMap<PlainElement, ElementType>>();

/** What an element declaration's type is: simple, or complex with its content type (read once per declaration). */
export function elementTypeOf(components: SchemaComponents, declaration: PlainElement): ElementType {
  let known = elementTypes.get(components);
  if (!known) elementTypes.set(components, (known = new WeakMap()));
  const cached = known.get(declaration);
  if (cached) return cached;
  const type = readElementType(components, declaration, 0);
  known.set(declaration, type);
  return type;
}

function readElementType(components: SchemaComponents, declaration: PlainElement, depth: number): ElementType {
  const type = attributeValue(declaration, 'type');
  if (type !== undefined) {
    const name = resolveQName(declaration, type);
    if (name.namespace === XSD_NAMESPACE) return name.localName === 'anyType' ? { kind: 'complex', content: anyTypeContent(declaration) } : { kind: 'simple' };
    const complexType = components.findQualified('complexType', name);
    return complexType ? { kind: 'complex', content: contentTypeOf(components, complexType.element) } : { kind: 'simple' };
  }
  const inline = childElement(declaration, 'complexType');
  if (inline) return { kind: 'complex', content: contentTypeOf(components, inline) };
  if (childElement(declaration, 'simpleType')) return { kind: 'simple' };
  // Without a type of its own a member of a substitution group has its head's type.
  const head = firstHead(components, declaration);
  if (head && depth < MAX_DEPTH) return readElementType(components, head, depth + 1);
  return { kind: 'complex', content: anyTypeContent(declaration) };
}

function firstHead(components: SchemaComponents, declaration: PlainElement): PlainElement | undefined {
  const heads = attributeValue(declaration, 'substitutionGroup')?.split(/\s+/).filter((token) => token !== '') ?? [];
  return heads.length === 0 ? undefined : components.find('element', declaration, heads[0] ?? '')?.element;
}

/** The content type of a complexType, read once per schema set. */
export function contentTypeOf(components: SchemaComponents, complexType: PlainElement): ContentType {
  let byType = cache.get(components);
  if (!byType) cache.set(components, (byType = new Map()));
  const cached = byType.get(complexType);
  if (cached) return cached;
  const content = new ContentReader(components).read(complexType, 0);
  byType.set(complexType, content);
  return content;
}

/** xs:anyType: any attributes, any elements, text between them; all checked where declared (lax). */
export function anyTypeContent(source: PlainElement): ContentType {
  const wildcard = { namespaces: { kind: 'any' } as const, processContents: 'lax' as const };
  return {
    definition: null,
    variety: 'mixed',
    particle: { kind: 'wildcard', ...wildcard, source, min: 0, max: Infinity },
    attributes: [],
    attributeWildcard: { ...wildcard, source },
    unreadable: [],
  };
}

class ContentReader {
  private readonly unreadable: PlainElement[] = [];
  private readonly groupsOpen: PlainElement[] = [];

  constructor(private readonly components: SchemaComponents) {}

  read(complexType: PlainElement, depth: number): ContentType {
    if (depth > MAX_DEPTH) return this.give(complexType, null, 'empty', [], null);
    const complexContent = childElement(complexType, 'complexContent');
    const simpleContent = childElement(complexType, 'simpleContent');
    const derivation = complexContent ?? simpleContent;
    const method = derivation && (childElement(derivation, 'restriction') ?? childElement(derivation, 'extension'));
    const mixed = (attributeValue(complexContent ?? complexType, 'mixed') ?? attributeValue(complexType, 'mixed')) === 'true';
    if (!method) {
      const attributes = this.attributesOf(complexType, depth);
      return this.give(complexType, this.particleIn(complexType, depth), mixed ? 'mixed' : 'element-only', attributes.uses, attributes.wildcard);
    }
    const base = this.baseOf(method, depth);
    const own = this.attributesOf(method, depth);
    const byName = new Map<string, AttributeUseTerm>();
    for (const use of base?.attributes ?? []) byName.set(keyOf(use.name), use);
    for (const use of own.uses) byName.set(keyOf(use.name), use);
    const uses = [...byName.values()].filter((use) => !use.prohibited);
    const isExtension = method.localName === 'extension';
    const wildcard = isExtension ? unionWildcard(base?.attributeWildcard ?? null, own.wildcard) : own.wildcard;
    if (simpleContent) return this.give(complexType, null, 'simple', uses, wildcard);
    const ownParticle = this.particleIn(method, depth);
    let particle = ownParticle;
    if (isExtension && base?.particle) {
      particle = ownParticle ? { kind: 'sequence', children: [base.particle, ownParticle], source: method, min: 1, max: 1 } : base.particle;
    }
    return this.give(complexType, particle, mixed ? 'mixed' : 'element-only', uses, wildcard);
  }

  private give(definition: PlainElement, particle: Particle | null, variety: ContentVariety, attributes: AttributeUseTerm[], attributeWildcard: AttributeWildcardTerm | null): ContentType {
    const empty = variety === 'element-only' && (particle === null || particle.max === 0 || (particle.kind !== 'choice' && 'children' in particle && particle.children.length === 0));
    return { definition, variety: empty ? 'empty' : variety, particle, attributes, attributeWildcard, unreadable: [...this.unreadable] };
  }

  private baseOf(method: PlainElement, depth: number): ContentType | null {
    const base = attributeValue(method, 'base');
    if (base === undefined) return null;
    const name = resolveQName(method, base);
    if (name.namespace === XSD_NAMESPACE) return name.localName === 'anyType' && method.localName === 'extension' ? anyTypeContent(method) : null;
    const component = this.components.findQualified('complexType', name);
    if (!component) return null;
    return new ContentReader(this.components).read(component.element, depth + 1);
  }

  private particleIn(owner: PlainElement, depth: number): Particle | null {
    const child = childElements(owner).find((candidate) => isXsd(candidate, 'sequence', 'choice', 'all', 'group'));
    const particle = child ? this.particle(child, depth) : null;
    return particle && particle.max !== 0 ? particle : null;
  }

  private particle(node: PlainElement, depth: number): Particle | null {
    if (depth > MAX_DEPTH) {
      this.unreadable.push(node);
      return null;
    }
    const occurrence = occurrenceOf(node);
    if (isXsd(node, 'element')) return this.elementParticle(node, occurrence);
    if (isXsd(node, 'any')) {
      return { kind: 'wildcard', namespaces: namespaceConstraintOf(node, targetNamespaceOf(node)), processContents: processContentsOf(node), source: node, ...occurrence };
    }
    if (isXsd(node, 'sequence', 'choice', 'all')) {
      const children = childElements(node)
        .filter((child) => isXsd(child, 'element', 'sequence', 'choice', 'group', 'any'))
        .map((child) => this.particle(child, depth + 1))
        // A particle that may occur zero times at most is no part of the content model (XSD §3.9.1).
        .filter((child): child is Particle => child !== null && child.max !== 0);
      return { kind: node.localName as GroupTerm['kind'], children, source: node, ...occurrence };
    }
    if (isXsd(node, 'group')) {
      const ref = attributeValue(node, 'ref');
      const group = ref === undefined ? undefined : this.components.find('group', node, ref)?.element;
      const compositor = group && childElements(group).find((child) => isXsd(child, 'sequence', 'choice', 'all'));
      if (!group || !compositor || this.groupsOpen.includes(group)) {
        this.unreadable.push(node);
        return null;
      }
      this.groupsOpen.push(group);
      const inner = this.particle(compositor, depth + 1);
      this.groupsOpen.pop();
      return inner && { ...inner, min: occurrence.min * inner.min, max: occurrence.max === 0 || inner.max === 0 ? 0 : occurrence.max * inner.max, source: node };
    }
    return null;
  }

  private elementParticle(node: PlainElement, occurrence: Occurrence): Particle | null {
    const ref = attributeValue(node, 'ref');
    if (ref === undefined) return { kind: 'element', name: declarationName(node), declaration: node, source: node, substituting: null, ...occurrence };
    const head = this.components.find('element', node, ref)?.element;
    if (!head) {
      this.unreadable.push(node);
      return null;
    }
    const terms: ElementTerm[] = [];
    if (attributeValue(head, 'abstract') !== 'true') terms.push({ kind: 'element', name: declarationName(head), declaration: head, source: node, substituting: null, min: 1, max: 1 });
    for (const member of substitutionMembers(this.components, head)) {
      terms.push({ kind: 'element', name: declarationName(member), declaration: member, source: node, substituting: head, min: 1, max: 1 });
    }
    const [only] = terms;
    if (terms.length === 1 && only && only.substituting === null) return { ...only, ...occurrence };
    return { kind: 'choice', children: terms, source: node, ...occurrence };
  }

  private attributesOf(owner: PlainElement, depth: number): { uses: AttributeUseTerm[]; wildcard: AttributeWildcardTerm | null } {
    const uses: AttributeUseTerm[] = [];
    const wildcards: AttributeWildcardTerm[] = [];
    this.collectAttributes(owner, uses, wildcards, depth, []);
    const [first, ...others] = wildcards;
    // Several wildcards (the type's own and its attribute groups') admit what all of them admit.
    const wildcard = first ? others.reduce((result, next) => ({ ...result, namespaces: intersect(result.namespaces, next.namespaces) }), first) : null;
    return { uses, wildcard };
  }

  private collectAttributes(owner: PlainElement, uses: AttributeUseTerm[], wildcards: AttributeWildcardTerm[], depth: number, groupsOpen: PlainElement[]): void {
    for (const child of childElements(owner)) {
      if (isXsd(child, 'attribute')) {
        const ref = attributeValue(child, 'ref');
        const declaration = ref === undefined ? child : this.components.find('attribute', child, ref)?.element;
        if (!declaration) continue;
        const use = attributeValue(child, 'use');
        const valueConstraint = valueConstraintOf(child) ?? (declaration === child ? null : valueConstraintOf(declaration));
        uses.push({ name: declarationName(declaration), declaration, use: child, required: use === 'required', prohibited: use === 'prohibited', valueConstraint });
      } else if (isXsd(child, 'attributeGroup')) {
        const ref = attributeValue(child, 'ref');
        const group = ref === undefined ? undefined : this.components.find('attributeGroup', child, ref)?.element;
        if (!group || groupsOpen.includes(group) || depth > MAX_DEPTH) continue;
        this.collectAttributes(group, uses, wildcards, depth + 1, [...groupsOpen, group]);
      } else if (isXsd(child, 'anyAttribute')) {
        wildcards.push({ namespaces: namespaceConstraintOf(child, targetNamespaceOf(child)), processContents: processContentsOf(child), source: child });
      }
    }
  }
}

/** The fixed or default value written on a declaration or use. */
export function valueConstraintOf(declaration: PlainElement): ValueConstraint | null {
  const fixed = attributeValue(declaration, 'fixed');
  if (fixed !== undefined) return { kind: 'fixed', value: fixed };
  const value = attributeValue(declaration, 'default');
  return value === undefined ? null : { kind: 'default', value };
}

const keyOf = (name: QualifiedName) => `${name.namespace ?? ''} ${name.localName}`;

/** The top-level elements that may stand in for `head` (transitively), abstract ones left out. */
export function substitutionMembers(components: SchemaComponents, head: PlainElement): PlainElement[] {
  if (derivationSet(head, 'block').has('substitution')) return [];
  const index = membersIndex(components);
  const found: PlainElement[] = [];
  const pending = [head];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const member of index.get(keyOf(declarationName(next))) ?? []) {
      if (found.includes(member) || member === head) continue;
      found.push(member);
      pending.push(member);
    }
  }
  return found.filter((member) => attributeValue(member, 'abstract') !== 'true');
}

const memberIndexes = new WeakMap<SchemaComponents, Map<string, PlainElement[]>>();

function membersIndex(components: SchemaComponents): Map<string, PlainElement[]> {
  const cached = memberIndexes.get(components);
  if (cached) return cached;
  const index = new Map<string, PlainElement[]>();
  const schemas = [components.set.main, ...components.set.imported.values()];
  for (const schema of schemas) {
    for (const element of childElements(schema.root, 'element')) {
      for (const head of attributeValue(element, 'substitutionGroup')?.split(/\s+/).filter((token) => token !== '') ?? []) {
        const key = keyOf(resolveQName(element, head));
        index.set(key, [...(index.get(key) ?? []), element]);
      }
    }
  }
  memberIndexes.set(components, index);
  return index;
}

function intersect(first: NamespaceConstraint, second: NamespaceConstraint): NamespaceConstraint {
  if (first.kind === 'any') return second;
  if (second.kind === 'any') return first;
  if (first.kind === 'enumeration') return { kind: 'enumeration', namespaces: new Set([...first.namespaces].filter((namespace) => admitsNamespace(second, namespace))) };
  if (second.kind === 'enumeration') return intersect(second, first);
  return { kind: 'not', namespaces: new Set([...first.namespaces, ...second.namespaces]) };
}

function unionWildcard(base: AttributeWildcardTerm | null, own: AttributeWildcardTerm | null): AttributeWildcardTerm | null {
  if (!base || !own) return own ?? base;
  const [first, second] = [base.namespaces, own.namespaces];
  let namespaces: NamespaceConstraint;
  if (first.kind === 'any' || second.kind === 'any') namespaces = { kind: 'any' };
  else if (first.kind === 'enumeration' && second.kind === 'enumeration') namespaces = { kind: 'enumeration', namespaces: new Set([...first.namespaces, ...second.namespaces]) };
  else if (first.kind === 'not' && second.kind === 'not') namespaces = { kind: 'not', namespaces: new Set([...first.namespaces].filter((namespace) => second.namespaces.has(namespace))) };
  else {
    const excluded = first.kind === 'not' ? first : second;
    const listed = first.kind === 'not' ? second : first;
    namespaces = { kind: 'not', namespaces: new Set([...excluded.namespaces].filter((namespace) => !listed.namespaces.has(namespace))) };
  }
  return { ...own, namespaces };
}
