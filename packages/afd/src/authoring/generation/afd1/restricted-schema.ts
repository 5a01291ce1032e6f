import { elementTypeOf } from '../../../afd1/schema/particle-tree.ts';
import type { TreeEntity } from '../../../afd1/schema/entity-tree.ts';
import { attributeValue, childElement, childElements, XSD_NAMESPACE } from '../../../afd1/xml/plain-dom-queries.ts';
import type { NamespaceScope, PlainElement } from '../../../afd1/xml/plain-dom.ts';
import { escapeXml } from '../../../afd1/xml/xml-escape.ts';
import type { BaselineSource } from './baseline-source.ts';
import { writeEntityContent, type ContentContext } from './entity-content.ts';
import type { FunctionSelection } from '../function-selection.ts';
import { XsdWriter } from './xsd-writer.ts';

// afdSchema.xsd: the baseline XSD restricted to what one function keeps. It keeps the baseline's
// target namespace (a message of the function is then literally a message of the baseline, and
// the rules of check 2 hold as they do for the baseline), its imports (pointed at the files of the
// set), its named simple types, and its root elements; every kept entity gets a named complexType
// of its own, because one baseline type may serve paths the definition treats differently.

export interface RestrictedSchemaInput {
  source: BaselineSource;
  selection: FunctionSelection;
  /** The target namespace when the baseline has none (check 2 demands one). */
  fallbackNamespace: string;
  /** Catalogue namespace -> the set's file that the import points at. */
  importLocations: ReadonlyMap<string, string>;
  codeListValues: (name: string) => readonly string[] | null;
  /** What the schema's own documentation says it is. */
  description: string;
  version: string;
}

export interface RestrictedSchema {
  text: string;
  targetNamespace: string;
  /** 'namespace localName' of every type and element the schema names. */
  references: ReadonlySet<string>;
}

const RESERVED_PREFIXES = new Set(['cl', 'fm', 'at']);

/** Writes the function's schema from the baseline and the function's selection. */
export function writeRestrictedSchema(input: RestrictedSchemaInput): RestrictedSchema {
  const { source, selection } = input;
  const root = source.components.set.main.root;
  const targetNamespace = source.components.set.main.targetNamespace || input.fallbackNamespace;
  const xs = root.prefix ? `${root.prefix}:` : '';
  const scope = new Map(root.namespaces);
  const ownPrefix = ownPrefixFor(scope, targetNamespace, source.components.set.main.targetNamespace === null);
  scope.set(ownPrefix, targetNamespace);
  const ownType = (typeName: string) => (ownPrefix === '' ? typeName : `${ownPrefix}:${typeName}`);
  const globalSimpleTypes = childElements(root, 'simpleType');
  const typeNames = entityTypeNames(source.roots, selection, new Set(globalSimpleTypes.map((type) => attributeValue(type, 'name') ?? '')));

  const writer = new XsdWriter();
  writer.raw('<?xml version="1.0" encoding="UTF-8"?>');
  const schemaAttributes = (['elementFormDefault', 'attributeFormDefault', 'blockDefault', 'finalDefault'] as const).map((name) => [name, attributeValue(root, name)] as const);
  const inner = writer.open('', `${xs}schema`, [['targetNamespace', targetNamespace], ...schemaAttributes, ['version', input.version]], new Map(), scope);
  writeDocumentation(writer, xs, '  ', inner, input.description);
  for (const imported of childElements(root, 'import')) {
    const namespace = attributeValue(imported, 'namespace') ?? '';
    writer.empty('  ', `${xs}import`, [['namespace', namespace], ['schemaLocation', input.importLocations.get(namespace)]], inner);
  }
  for (const simpleType of globalSimpleTypes) writer.copy(simpleType, '  ', inner);

  const context: ContentContext = {
    source,
    selection,
    writer,
    xs,
    ownType,
    typeNameOf: (path) => typeNames.get(path),
    codeListValues: input.codeListValues,
    qualifiedByDefault: attributeValue(root, 'elementFormDefault') === 'qualified',
  };
  for (const entity of source.roots) {
    const typeName = typeNames.get(entity.path);
    if (typeName === undefined) continue;
    const declaration = entity.declaration;
    const hasType = complexTypeOf(source, declaration) !== null;
    const attributes = [['name', entity.name], ['type', hasType ? ownType(typeName) : attributeValue(declaration, 'type')], ['nillable', attributeValue(declaration, 'nillable')], ['block', attributeValue(declaration, 'block')]] as const;
    writer.empty('  ', `${xs}element`, attributes, inner, hasType ? undefined : declaration.namespaces);
  }
  for (const entity of keptEntities(source.roots, selection)) writeEntityType(context, entity, typeNames.get(entity.path) ?? entity.name, inner);
  writer.close('', `${xs}schema`);
  return { text: writer.text(), targetNamespace, references: writer.references };
}

function writeEntityType(context: ContentContext, entity: TreeEntity, typeName: string, scope: NamespaceScope): void {
  const complexType = complexTypeOf(context.source, entity.declaration);
  if (complexType === null) return;
  const name = `${context.xs}complexType`;
  const inner = context.writer.open('  ', name, [['name', typeName], ['mixed', attributeValue(complexType, 'mixed')]], scope);
  const annotation = childElement(complexType, 'annotation');
  // Every entity keeps a description: the standard's XPath rules may ask for one (EntiteitMetOmschrijving).
  if (annotation) context.writer.copy(annotation, '    ', inner);
  else writeDocumentation(context.writer, context.xs, '    ', inner, entity.description || entity.name);
  const simpleContent = childElement(complexType, 'simpleContent');
  if (simpleContent) context.writer.copy(simpleContent, '    ', inner);
  else writeEntityContent(context, complexType, entity.path, '    ', inner);
  context.writer.close('  ', name);
}

/** The complexType of an entity's declaration; null for an element without type (xs:anyType). */
function complexTypeOf(source: BaselineSource, particle: PlainElement): PlainElement | null {
  const ref = attributeValue(particle, 'ref');
  const declaration = ref === undefined ? particle : source.components.find('element', particle, ref)?.element;
  if (!declaration) return null;
  const type = elementTypeOf(source.components, declaration);
  return type.kind === 'complex' ? type.content.definition : null;
}

function writeDocumentation(writer: XsdWriter, xs: string, indent: string, scope: NamespaceScope, text: string): void {
  const annotation = `${xs}annotation`;
  const documentation = `${xs}documentation`;
  writer.open(indent, annotation, [], scope);
  writer.raw(`${indent}  <${documentation}>${escapeXml(text)}</${documentation}>`);
  writer.close(indent, annotation);
}

/** Kept entities, depth first, in the baseline's order. */
function* keptEntities(entities: readonly TreeEntity[], selection: FunctionSelection): Generator<TreeEntity> {
  for (const entity of entities) {
    if (!selection.entities.has(entity.path)) continue;
    yield entity;
    yield* keptEntities(entity.children, selection);
  }
}

/**
 * A type name per kept entity: its element name ('PP'), or where that is taken its path below the
 * root ('PP_VN_AN'), then a number. Named simple types of the baseline share the symbol space.
 */
function entityTypeNames(roots: readonly TreeEntity[], selection: FunctionSelection, taken: Set<string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const entity of keptEntities(roots, selection)) {
    const segments = entity.path.split('/');
    const candidates = [entity.name, segments.length > 1 ? segments.slice(1).join('_') : entity.name];
    let name = candidates.find((candidate) => !taken.has(candidate));
    for (let number = 2; name === undefined; number += 1) if (!taken.has(`${candidates[1]}_${number}`)) name = `${candidates[1]}_${number}`;
    taken.add(name);
    names.set(entity.path, name);
  }
  return names;
}

/**
 * The prefix for the schema's own types: one the baseline binds to its namespace, else 'afd' (or
 * 'afd2', ...). Never cl, fm or at (check 2). A baseline without namespace names its own types
 * without prefix, so there the new namespace becomes the default one where that is free.
 */
function ownPrefixFor(scope: NamespaceScope, targetNamespace: string, baselineWithoutNamespace: boolean): string {
  if (baselineWithoutNamespace && !scope.has('')) return '';
  const bound = [...scope].find(([prefix, uri]) => uri === targetNamespace && !RESERVED_PREFIXES.has(prefix) && !(prefix === '' && uri === XSD_NAMESPACE));
  if (bound) return bound[0];
  let prefix = 'afd';
  for (let number = 2; scope.has(prefix); number += 1) prefix = `afd${number}`;
  return prefix;
}
