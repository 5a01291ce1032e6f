import type { Facets } from '../../model/baseline-library.ts';
import { afd1Format } from '../formats/format-notation.ts';
import { xsdShapeOfAfd1Format } from '../formats/format-facets.ts';
import { codeListOfXsdFormat, formatNotationOfXsdName } from '../formats/xsd-format-names.ts';
import { attributeValue, childElement, childElements, documentationOf, resolveQName, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { ExactBounds } from './exact-decimal.ts';
import { collectFacets } from './facet-collection.ts';
import { isBuiltin, type SchemaComponents } from './schema-components.ts';

// What an attribute's simple type means in AFD terms. The type is followed from the attribute
// down its restrictions: a catalogue format (fm:AN__35) or code list (cl:ADNBRA) ends the walk
// and names the attribute's format or list; restrictions on the way narrow it (facets, a subset
// of the list's values); a built-in type ends it without a format.

export interface ResolvedSimpleType {
  /** Catalogue notation ('AN..35') of the format the type restricts; null if none. */
  format: string | null;
  /** The code list and the values this type allows (null = the whole list). */
  codeList: { name: string; values: string[] | null } | null;
  /** Facets added on top of the format or code list. */
  facets: Facets;
  /** The XSD built-in type it ends in ('string', 'decimal', ...); null when it cannot be told. */
  builtin: string | null;
  /** The first documentation met along the way (the catalogue attribute's or format's). */
  description: string;
  /** Constructs that make the type undecidable for certification (xs:union, xs:list). */
  undecidable: ('union' | 'list')[];
  /** Bounds whose number does not hold the schema's value exactly, as written (absent for nearly every type). */
  exactBounds?: ExactBounds;
}

/** Where a type starts: a QName written on an element, or an inline xs:simpleType. */
export type SimpleTypeStart = { qname: string; context: PlainElement } | { inline: PlainElement };

/** A deep restriction chain is a broken or hostile schema; the compiler would have said so. */
const MAX_CHAIN = 64;

/**
 * Named types already followed, per schema set: a large upload names the same few dozen types for
 * thousands of attributes, and following one reads its chain and documentation every time (6% of
 * certifying the 5.7 MB benchmark schema). The schema set does not change once loaded.
 */
const resolvedByName = new WeakMap<SchemaComponents, Map<string, ResolvedSimpleType>>();

/** Follows a simple type to its format or code list, collecting the narrowing facets. */
export function resolveSimpleType(components: SchemaComponents, start: SimpleTypeStart): ResolvedSimpleType {
  if ('inline' in start) return follow(components, { inline: start.inline });
  const name = resolveQName(start.context, start.qname);
  let known = resolvedByName.get(components);
  if (!known) {
    known = new Map();
    resolvedByName.set(components, known);
  }
  // An unknown prefix resolves to no namespace (null), which differs from the empty namespace.
  const key = `${name.namespace ?? '\u0001'}\u0000${name.localName}`;
  let resolved = known.get(key);
  if (!resolved) {
    resolved = follow(components, { name });
    known.set(key, resolved);
  }
  // A copy the caller may change (a declaration's fixed value is added to its facets).
  return { ...resolved, facets: { ...resolved.facets }, undecidable: [...resolved.undecidable] };
}

function follow(components: SchemaComponents, start: { name: QualifiedName } | { inline: PlainElement }): ResolvedSimpleType {
  const result: ResolvedSimpleType = { format: null, codeList: null, facets: {}, builtin: null, description: '', undecidable: [] };
  let next: { name: QualifiedName } | { inline: PlainElement } | null = start;
  for (let step = 0; next !== null && step < MAX_CHAIN; step += 1) {
    if ('inline' in next) {
      next = followRestriction(next.inline, result);
      continue;
    }
    const { name } = next;
    if (isBuiltin(name)) {
      result.builtin ??= name.localName;
      break;
    }
    const component = components.findQualified('simpleType', name);
    if (!component) break;
    if (result.description === '') result.description = documentationOf(component.element);
    if (component.imported && endsAtCatalogueType(component.element, name.localName, result)) break;
    next = followRestriction(component.element, result);
  }
  return result;
}

/**
 * The catalogue notation and built-in type of an XSD format name (null when it names no format),
 * kept per name: a large upload asks for the same few dozen names for every attribute (3% of
 * certifying the 5.7 MB benchmark schema). Strings in, strings out; at most 10,000 names kept.
 */
const formatOfName = new Map<string, { notation: string; builtin: string } | null>();

function catalogueFormatOf(name: string): { notation: string; builtin: string } | null {
  let known = formatOfName.get(name);
  if (known === undefined) {
    const notation = formatNotationOfXsdName(name);
    known = notation === null ? null : { notation, builtin: xsdShapeOfAfd1Format(afd1Format(notation)).builtin };
    if (formatOfName.size >= 10_000) formatOfName.clear();
    formatOfName.set(name, known);
  }
  return known;
}

/** A catalogue format or code list ends the walk; true when `simpleType` is one. */
function endsAtCatalogueType(simpleType: PlainElement, name: string, result: ResolvedSimpleType): boolean {
  const format = catalogueFormatOf(name);
  if (format !== null) {
    result.format = format.notation;
    result.builtin = format.builtin;
    const codeList = codeListOfXsdFormat(name);
    if (codeList !== null) result.codeList = takeEnumerationAsCodeList(codeList, result);
    return true;
  }
  const restriction = childElement(simpleType, 'restriction');
  if (restriction && childElements(restriction, 'enumeration').length > 0) {
    result.codeList = takeEnumerationAsCodeList(name, result);
    result.builtin = 'string';
    return true;
  }
  return false;
}

/** Values the derived restrictions listed become the code list's allowed subset. */
function takeEnumerationAsCodeList(name: string, result: ResolvedSimpleType): { name: string; values: string[] | null } {
  const values = result.facets.enumeration ?? null;
  delete result.facets.enumeration;
  return { name, values };
}

function followRestriction(simpleType: PlainElement, result: ResolvedSimpleType): { name: QualifiedName } | { inline: PlainElement } | null {
  const restriction = childElement(simpleType, 'restriction');
  if (!restriction) {
    if (childElement(simpleType, 'union')) result.undecidable.push('union');
    if (childElement(simpleType, 'list')) result.undecidable.push('list');
    return null;
  }
  collectFacets(restriction, result.facets, (facet, text) => ((result.exactBounds ??= {})[facet] = text));
  const base = attributeValue(restriction, 'base');
  if (base !== undefined) return { name: resolveQName(restriction, base) };
  const inline = childElement(restriction, 'simpleType');
  return inline ? { inline } : null;
}
