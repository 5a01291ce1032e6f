import { attributeValue, childElement, documentationOf, elementsBelowRoot, resolveQName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { contentModelOf } from './content-model.ts';
import { add, occursOf, type Occurs } from './occurrences.ts';
import { elementTypeOf } from './particle-tree.ts';
import { declarationWhiteSpace, normalizeWhiteSpace } from './simple-type-structure.ts';
import type { SchemaComponents } from './schema-components.ts';
import { resolveSimpleType, type ResolvedSimpleType } from './simple-type-resolution.ts';

// The entity tree of an AFD 1.0 XSD: from its root element down, an element of complex type is an
// entity and an element of simple type one of its attributes. Baselines parse into this tree, and
// certification builds the same tree from an uploaded schema to compare the two path by path.

export interface TreeAttribute {
  name: string;
  /** Entity path, '@', element name: 'Contractbericht/PP@PP_NUMMER'. */
  path: string;
  description: string;
  type: ResolvedSimpleType;
  occurs: Occurs;
  /** True for an xs:attribute rather than an element. */
  isXmlAttribute: boolean;
  declaration: PlainElement;
}

export interface TreeEntity {
  name: string;
  /** Entity names from the root joined with '/'. */
  path: string;
  description: string;
  occurs: Occurs;
  attributes: TreeAttribute[];
  children: TreeEntity[];
  /** The xs:element particle as written (its line is the place messages name). */
  declaration: PlainElement;
}

export interface TreeProblem {
  kind: 'recursion';
  path: string;
  declaration: PlainElement;
}

export interface EntityTree {
  roots: TreeEntity[];
  problems: TreeProblem[];
}

/** Builds the entity tree from the upload's top-level elements that no other element refers to. */
export function buildEntityTree(components: SchemaComponents, { descriptions = true }: { /** False: leave descriptions empty (certification shows none). */ descriptions?: boolean } = {}): EntityTree {
  const describe = descriptions ? documentationOf : () => '';
  const problems: TreeProblem[] = [];
  const referenced = new Set<string>();
  for (const element of elementsBelowRoot(components.set.main.document)) {
    const ref = attributeValue(element, 'ref');
    if (ref !== undefined) referenced.add(resolveQName(element, ref).localName);
  }
  const roots = components
    .mainComponents('element')
    .filter((element) => !referenced.has(attributeValue(element, 'name') ?? ''))
    .map((element) => buildEntity(components, describe, element, element, occursOf(element), '', [], problems))
    .filter((entity): entity is TreeEntity => entity !== null);
  return { roots, problems };
}

/** The simple type of an element or attribute declaration (xs:anyType-like when it has none). */
export function simpleTypeOf(components: SchemaComponents, declaration: PlainElement): ResolvedSimpleType {
  const type = attributeValue(declaration, 'type');
  const inline = childElement(declaration, 'simpleType');
  const resolved =
    type !== undefined
      ? resolveSimpleType(components, { qname: type, context: declaration })
      : inline
        ? resolveSimpleType(components, { inline })
        : { format: null, codeList: null, facets: {}, builtin: 'anyType', description: '', undecidable: [] };
  const fixed = attributeValue(declaration, 'fixed');
  // Compared as the type reads it: ' 12 ' is 12 for a number.
  if (fixed !== undefined) resolved.facets.const = normalizeWhiteSpace(fixed, declarationWhiteSpace(components, declaration));
  return resolved;
}

function buildEntity(
  components: SchemaComponents,
  describe: (element: PlainElement) => string,
  particle: PlainElement,
  declaration: PlainElement,
  occurs: Occurs,
  parentPath: string,
  typesAbove: PlainElement[],
  problems: TreeProblem[],
): TreeEntity | null {
  const type = elementTypeOf(components, declaration);
  if (type.kind === 'simple') return null;
  // xs:anyType (an element without a type) is an entity whose content nothing describes.
  const complexType = type.content.definition;
  const name = attributeValue(declaration, 'name') ?? '';
  const path = parentPath === '' ? name : `${parentPath}/${name}`;
  const entity: TreeEntity = {
    name,
    path,
    description: describe(declaration) || (complexType ? describe(complexType) : ''),
    occurs,
    attributes: [],
    children: [],
    declaration: particle,
  };
  if (complexType === null) return entity;
  // A type that contains itself would make the tree endless: it stops at the second occurrence.
  if (typesAbove.includes(complexType)) {
    problems.push({ kind: 'recursion', path, declaration: particle });
    return entity;
  }
  const model = contentModelOf(components, complexType);
  for (const element of mergeSameNames(model.elements)) {
    if (elementTypeOf(components, element.declaration).kind === 'complex') {
      const child = buildEntity(components, describe, element.particle, element.declaration, element.occurs, path, [...typesAbove, complexType], problems);
      if (child) entity.children.push(child);
    } else {
      entity.attributes.push(attributeOf(components, describe, element.declaration, element.occurs, path, false));
    }
  }
  for (const use of model.attributes) {
    entity.attributes.push(attributeOf(components, describe, use.declaration, { min: use.required ? 1 : 0, max: 1 }, path, true));
  }
  return entity;
}

function attributeOf(components: SchemaComponents, describe: (element: PlainElement) => string, declaration: PlainElement, occurs: Occurs, entityPath: string, isXmlAttribute: boolean): TreeAttribute {
  const elementName = attributeValue(declaration, 'name') ?? '';
  const name = isXmlAttribute ? `@${elementName}` : elementName;
  const type = simpleTypeOf(components, declaration);
  return { name, path: `${entityPath}@${name}`, description: describe(declaration) || (describe === documentationOf ? type.description : ''), type, occurs, isXmlAttribute, declaration };
}

/** Two particles with one name in one entity are one element that may occur as often as both. */
function mergeSameNames<T extends { declaration: PlainElement; occurs: Occurs }>(elements: T[]): T[] {
  const byName = new Map<string, T>();
  for (const element of elements) {
    const name = attributeValue(element.declaration, 'name') ?? '';
    const earlier = byName.get(name);
    byName.set(name, earlier ? { ...earlier, occurs: add(earlier.occurs, element.occurs) } : element);
  }
  return [...byName.values()];
}

/** All entities of a tree, depth first. */
export function* allEntities(roots: TreeEntity[]): Generator<TreeEntity> {
  for (const root of roots) {
    yield root;
    yield* allEntities(root.children);
  }
}

