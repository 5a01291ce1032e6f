import { attributeValue, childElement, childElements, isXsd, resolveQName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { multiply, occursOf, ONCE, type Occurs } from './occurrences.ts';
import { isBuiltin, type SchemaComponents } from './schema-components.ts';

// The element and attribute declarations a complexType allows, flattened out of its sequences,
// choices, groups and complexContent, each with the occurrences it ends up with. A choice between
// several particles makes each of them optional: certification asks only how often an element
// may occur, not in what combination.

export interface ElementParticle {
  /** The xs:element as written in the content model (its minOccurs/maxOccurs count here). */
  particle: PlainElement;
  /** The declaration: the particle itself, or the top-level xs:element it refers to. */
  declaration: PlainElement;
  occurs: Occurs;
}

export interface AttributeUse {
  declaration: PlainElement;
  required: boolean;
}

export interface ContentModel {
  elements: ElementParticle[];
  attributes: AttributeUse[];
}

/** Nesting deeper than this is a hostile schema (group refs that refer to each other). */
const MAX_DEPTH = 64;

/** Flattens a complexType's content model into element particles and attribute uses. */
export function contentModelOf(components: SchemaComponents, complexType: PlainElement): ContentModel {
  const model: ContentModel = { elements: [], attributes: [] };
  addComplexType(components, complexType, model, 0);
  return model;
}

function addComplexType(components: SchemaComponents, complexType: PlainElement, model: ContentModel, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of childElements(complexType)) {
    if (isXsd(child, 'complexContent')) {
      const derivation = childElement(child, 'restriction') ?? childElement(child, 'extension');
      if (!derivation) continue;
      // A restriction states its whole content again; an extension adds to its base's content.
      if (derivation.localName === 'extension') addBaseType(components, derivation, model, depth);
      else addInheritedAttributes(components, derivation, model, depth);
      addComplexType(components, derivation, model, depth + 1);
    } else if (isXsd(child, 'simpleContent')) {
      const derivation = childElement(child, 'restriction') ?? childElement(child, 'extension');
      if (derivation?.localName === 'extension') addBaseType(components, derivation, { elements: [], attributes: model.attributes }, depth);
      else if (derivation) addInheritedAttributes(components, derivation, model, depth);
      if (derivation) addAttributes(components, derivation, model, depth);
    } else {
      addParticle(components, child, ONCE, model, depth);
    }
  }
  addAttributes(components, complexType, model, depth);
}

function addBaseType(components: SchemaComponents, extension: PlainElement, model: ContentModel, depth: number): void {
  const base = attributeValue(extension, 'base');
  if (base === undefined || isBuiltin(resolveQName(extension, base))) return;
  const baseType = components.find('complexType', extension, base);
  if (baseType) addComplexType(components, baseType.element, model, depth + 1);
}

/** A restriction keeps the attribute uses of its base that it does not name again. */
function addInheritedAttributes(components: SchemaComponents, restriction: PlainElement, model: ContentModel, depth: number): void {
  const base = attributeValue(restriction, 'base');
  const baseType = base === undefined || isBuiltin(resolveQName(restriction, base)) ? undefined : components.find('complexType', restriction, base);
  if (!baseType || depth > MAX_DEPTH) return;
  const inherited: ContentModel = { elements: [], attributes: [] };
  addComplexType(components, baseType.element, inherited, depth + 1);
  const named = new Set<string>();
  collectAttributeNames(components, restriction, named, depth);
  model.attributes.push(...inherited.attributes.filter((use) => !named.has(attributeValue(use.declaration, 'name') ?? '')));
}

/** Names of the attributes an owner mentions, prohibited ones included. */
function collectAttributeNames(components: SchemaComponents, owner: PlainElement, names: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of childElements(owner)) {
    if (isXsd(child, 'attribute')) {
      const ref = attributeValue(child, 'ref');
      names.add(ref === undefined ? (attributeValue(child, 'name') ?? '') : resolveQName(child, ref).localName);
    } else if (isXsd(child, 'attributeGroup')) {
      const ref = attributeValue(child, 'ref');
      const group = ref === undefined ? undefined : components.find('attributeGroup', child, ref);
      if (group) collectAttributeNames(components, group.element, names, depth + 1);
    }
  }
}

function addParticle(components: SchemaComponents, particle: PlainElement, outer: Occurs, model: ContentModel, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (isXsd(particle, 'element')) {
    const ref = attributeValue(particle, 'ref');
    const declaration = ref === undefined ? particle : components.find('element', particle, ref)?.element;
    if (declaration) model.elements.push({ particle, declaration, occurs: multiply(outer, occursOf(particle)) });
  } else if (isXsd(particle, 'sequence', 'all', 'choice')) {
    const occurs = multiply(outer, occursOf(particle));
    const children = childElements(particle).filter((child) => isXsd(child, 'element', 'sequence', 'choice', 'group', 'any'));
    const inner = particle.localName === 'choice' && children.length > 1 ? { ...occurs, min: 0 } : occurs;
    for (const child of children) addParticle(components, child, inner, model, depth + 1);
  } else if (isXsd(particle, 'group')) {
    const ref = attributeValue(particle, 'ref');
    const group = ref === undefined ? undefined : components.find('group', particle, ref);
    const compositor = group && childElements(group.element).find((child) => isXsd(child, 'sequence', 'choice', 'all'));
    if (compositor) addParticle(components, compositor, multiply(outer, occursOf(particle)), model, depth + 1);
  }
  // xs:any declares no element; certification leaves it to manual validation.
}

function addAttributes(components: SchemaComponents, owner: PlainElement, model: ContentModel, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of childElements(owner)) {
    if (isXsd(child, 'attribute')) {
      const ref = attributeValue(child, 'ref');
      const declaration = ref === undefined ? child : components.find('attribute', child, ref)?.element;
      if (declaration && attributeValue(child, 'use') !== 'prohibited') {
        model.attributes.push({ declaration, required: attributeValue(child, 'use') === 'required' });
      }
    } else if (isXsd(child, 'attributeGroup')) {
      const ref = attributeValue(child, 'ref');
      const group = ref === undefined ? undefined : components.find('attributeGroup', child, ref);
      if (group) addAttributes(components, group.element, model, depth + 1);
    }
  }
}
