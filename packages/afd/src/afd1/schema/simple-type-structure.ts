import type { Facets } from '../../model/baseline-library.ts';
import { attributeValue, childElement, childElements, resolveQName, XSD_NAMESPACE, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { collectFacets } from './facet-collection.ts';
import type { SchemaComponents } from './schema-components.ts';
import { resolveSimpleType, type ResolvedSimpleType, type SimpleTypeStart } from './simple-type-resolution.ts';

// A simple type's shape beyond its facets: its whiteSpace (how much a value is normalised before
// the facets see it), and for a union its member types, for a list its item type. The atomic
// pieces are resolved as everywhere else (resolveSimpleType), so they compare the same way.

export type WhiteSpace = 'preserve' | 'replace' | 'collapse';

export const whiteSpaceStrength: Readonly<Record<WhiteSpace, number>> = { preserve: 0, replace: 1, collapse: 2 };

export type SimpleTypeStructure =
  | { kind: 'atomic'; type: ResolvedSimpleType; whiteSpace: WhiteSpace }
  | { kind: 'union'; members: SimpleTypeStructure[]; facets: Facets }
  | { kind: 'list'; item: SimpleTypeStructure; facets: Facets }
  | { kind: 'unknown' };

const MAX_DEPTH = 32;

const byTypeName = new WeakMap<SchemaComponents, Map<string, SimpleTypeStructure>>();
const byInlineType = new WeakMap<PlainElement, SimpleTypeStructure>();

/** The simple type of an element or attribute declaration, as a structure (read once per named type). */
export function simpleTypeStructureOf(components: SchemaComponents, declaration: PlainElement): SimpleTypeStructure {
  const type = attributeValue(declaration, 'type');
  if (type !== undefined) {
    const name = resolveQName(declaration, type);
    let known = byTypeName.get(components);
    if (!known) byTypeName.set(components, (known = new Map()));
    const key = `${name.namespace ?? ''} ${name.localName}`;
    const cached = known.get(key);
    if (cached) return cached;
    const structure = structureOf(components, { qname: type, context: declaration }, 0);
    known.set(key, structure);
    return structure;
  }
  const inline = childElement(declaration, 'simpleType');
  if (!inline) return { kind: 'unknown' };
  const cached = byInlineType.get(inline);
  if (cached) return cached;
  const structure = structureOf(components, { inline }, 0);
  byInlineType.set(inline, structure);
  return structure;
}

function structureOf(components: SchemaComponents, start: SimpleTypeStart, depth: number): SimpleTypeStructure {
  if (depth > MAX_DEPTH) return { kind: 'unknown' };
  const resolved = resolveSimpleType(components, start);
  if (resolved.undecidable.length === 0) return { kind: 'atomic', type: resolved, whiteSpace: whiteSpaceOf(components, start) };
  // Facets on the way down to the union or list restrict it as a whole.
  const facets: Facets = {};
  let simpleType = startElement(components, start);
  for (let step = 0; simpleType && step < MAX_DEPTH; step += 1) {
    const restriction = childElement(simpleType, 'restriction');
    if (!restriction) break;
    collectFacets(restriction, facets);
    const base = attributeValue(restriction, 'base');
    simpleType = base === undefined ? childElement(restriction, 'simpleType') : components.findQualified('simpleType', resolveQName(restriction, base))?.element;
  }
  const union = simpleType && childElement(simpleType, 'union');
  if (union) {
    const named = (attributeValue(union, 'memberTypes') ?? '').split(/\s+/).filter((token) => token !== '');
    const members = [
      ...named.map((qname) => structureOf(components, { qname, context: union }, depth + 1)),
      ...childElements(union, 'simpleType').map((inline) => structureOf(components, { inline }, depth + 1)),
    ];
    return { kind: 'union', members, facets };
  }
  const list = simpleType && childElement(simpleType, 'list');
  if (list) {
    const itemType = attributeValue(list, 'itemType');
    const inline = childElement(list, 'simpleType');
    const item = itemType !== undefined ? structureOf(components, { qname: itemType, context: list }, depth + 1) : inline ? structureOf(components, { inline }, depth + 1) : { kind: 'unknown' as const };
    return { kind: 'list', item, facets };
  }
  return { kind: 'unknown' };
}

function startElement(components: SchemaComponents, start: SimpleTypeStart): PlainElement | undefined {
  return 'inline' in start ? start.inline : components.find('simpleType', start.context, start.qname)?.element;
}

/** The whiteSpace in force for a declaration's simple type ('preserve' when it has none of its own). */
export function declarationWhiteSpace(components: SchemaComponents, declaration: PlainElement): WhiteSpace {
  const type = attributeValue(declaration, 'type');
  const inline = childElement(declaration, 'simpleType');
  if (type !== undefined) return whiteSpaceOf(components, { qname: type, context: declaration });
  return inline ? whiteSpaceOf(components, { inline }) : 'preserve';
}

/** A value as the type sees it after whitespace normalisation. */
export function normalizeWhiteSpace(value: string, whiteSpace: WhiteSpace): string {
  if (whiteSpace === 'preserve') return value;
  const replaced = value.replace(/[\t\n\r]/g, ' ');
  return whiteSpace === 'replace' ? replaced : replaced.replace(/ +/g, ' ').trim();
}

/** The whiteSpace facet in force: the first one met going down, else the built-in type's. */
function whiteSpaceOf(components: SchemaComponents, start: SimpleTypeStart): WhiteSpace {
  let next: { name: QualifiedName } | { inline: PlainElement } | undefined = 'inline' in start ? { inline: start.inline } : { name: resolveQName(start.context, start.qname) };
  for (let step = 0; next && step < MAX_DEPTH; step += 1) {
    let simpleType: PlainElement | undefined;
    if ('inline' in next) simpleType = next.inline;
    else if (next.name.namespace === XSD_NAMESPACE) return builtinWhiteSpace(next.name.localName);
    else simpleType = components.findQualified('simpleType', next.name)?.element;
    const restriction: PlainElement | undefined = simpleType && childElement(simpleType, 'restriction');
    if (!restriction) return 'collapse';
    const facet = childElement(restriction, 'whiteSpace');
    const value = facet && attributeValue(facet, 'value');
    if (value === 'preserve' || value === 'replace' || value === 'collapse') return value;
    const base = attributeValue(restriction, 'base');
    const inline = childElement(restriction, 'simpleType');
    next = base !== undefined ? { name: resolveQName(restriction, base) } : inline ? { inline } : undefined;
  }
  return 'collapse';
}

function builtinWhiteSpace(name: string): WhiteSpace {
  if (name === 'string' || name === 'anySimpleType' || name === 'anyType') return 'preserve';
  return name === 'normalizedString' ? 'replace' : 'collapse';
}

/** Each built-in type's base (XSD 1.0 Part 2, §3): what a derived built-in narrows. */
const builtinBase: Readonly<Record<string, string>> = {
  string: 'anySimpleType', normalizedString: 'string', token: 'normalizedString', language: 'token', NMTOKEN: 'token', Name: 'token', NCName: 'Name',
  ID: 'NCName', IDREF: 'NCName', ENTITY: 'NCName', decimal: 'anySimpleType', integer: 'decimal', nonPositiveInteger: 'integer', negativeInteger: 'nonPositiveInteger',
  long: 'integer', int: 'long', short: 'int', byte: 'short', nonNegativeInteger: 'integer', unsignedLong: 'nonNegativeInteger', unsignedInt: 'unsignedLong',
  unsignedShort: 'unsignedInt', unsignedByte: 'unsignedShort', positiveInteger: 'nonNegativeInteger',
};

/** True when built-in `derived` is `base` or narrows it (every built-in narrows anySimpleType). */
export function builtinDerivesFrom(derived: string, base: string): boolean {
  if (base === 'anySimpleType' || base === 'anyType') return true;
  for (let type: string | undefined = derived, step = 0; type !== undefined && step < 16; type = builtinBase[type], step += 1) if (type === base) return true;
  return false;
}
