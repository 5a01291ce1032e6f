import { elementTypeOf } from '../../../afd1/schema/particle-tree.ts';
import { isBuiltin } from '../../../afd1/schema/schema-components.ts';
import { attributeValue, childElement, childElements, isXsd, resolveQName } from '../../../afd1/xml/plain-dom-queries.ts';
import type { NamespaceScope, PlainElement } from '../../../afd1/xml/plain-dom.ts';
import type { MaxOccurs } from '../../../model/baseline-library.ts';
import { attributeNarrowing, type NarrowingFacets } from './attribute-narrowing.ts';
import type { BaselineSource } from './baseline-source.ts';
import type { FunctionSelection } from '../function-selection.ts';
import type { TreeAttributeView } from '../../merged-tree.ts';
import { XsdWriter, type Attributes, type WrittenPiece } from './xsd-writer.ts';

// One entity's content model, rewritten from the baseline's: the same compositors in the same
// order (so the content-model comparison of certification finds the same language, only smaller),
// without the particles the function drops, with the function's maximum and minimum (ADR 0056) on kept entities, V
// attributes made required and narrowed attribute types. Group references are written out and an
// extension becomes the sequence of its base's content and its own, because a message schema
// may use restriction only (check 2).

export interface ContentContext {
  source: BaselineSource;
  selection: FunctionSelection;
  writer: XsdWriter;
  /** The XSD prefix ('xs:') or '' when XML Schema is the default namespace. */
  xs: string;
  /** A QName for one of the generated types. */
  ownType: (typeName: string) => string;
  typeNameOf: (entityPath: string) => string | undefined;
  codeListValues: (name: string) => readonly string[] | null;
  /** The baseline's elementFormDefault is qualified (a reference written out as a local element keeps its namespace). */
  qualifiedByDefault: boolean;
}

const MAX_DEPTH = 64;

interface Content {
  particles: PlainElement[];
  attributes: PlainElement[];
}

/** Writes the content of an entity's type (compositors and attribute uses) below its xs:complexType. */
export function writeEntityContent(context: ContentContext, complexType: PlainElement, entityPath: string, indent: string, scope: NamespaceScope): void {
  const content: Content = { particles: [], attributes: [] };
  collectContent(context, complexType, content, 0);
  const [only] = content.particles;
  if (content.particles.length === 1 && only) writeParticle(context, only, entityPath, indent, scope, null);
  else if (content.particles.length > 1) {
    const sequence = `${context.xs}sequence`;
    context.writer.open(indent, sequence, [], scope);
    for (const particle of content.particles) writeParticle(context, particle, entityPath, `${indent}  `, scope, null);
    context.writer.close(indent, sequence);
  }
  for (const use of content.attributes) writeAttributeUse(context, use, entityPath, indent, scope, 0);
}

function collectContent(context: ContentContext, owner: PlainElement, content: Content, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of childElements(owner)) {
    if (isXsd(child, 'sequence', 'choice', 'all', 'group')) content.particles.push(child);
    else if (isXsd(child, 'attribute', 'attributeGroup', 'anyAttribute')) content.attributes.push(child);
    else if (isXsd(child, 'complexContent')) {
      const derivation = childElement(child, 'extension') ?? childElement(child, 'restriction');
      if (!derivation) continue;
      // An extension's content is its base's followed by its own; a restriction states all of it.
      const base = attributeValue(derivation, 'base');
      const baseType = derivation.localName === 'extension' && base !== undefined && !isBuiltin(resolveQName(derivation, base)) ? context.source.components.find('complexType', derivation, base) : undefined;
      if (baseType) collectContent(context, baseType.element, content, depth + 1);
      collectContent(context, derivation, content, depth + 1);
    }
  }
}

function occursAttributes(particle: PlainElement, maxOccurs: MaxOccurs | null = null, minOccurs: number | null = null): Attributes {
  return [
    ['minOccurs', minOccurs === null ? attributeValue(particle, 'minOccurs') : raisedMinimum(particle, minOccurs)],
    ['maxOccurs', maxOccurs === null ? attributeValue(particle, 'maxOccurs') : maxOccurs === 1 ? undefined : maxOccurs],
  ];
}

/** `occurs`: the occurrences of a group reference, which go to the group's compositor when written out. */
function writeParticle(context: ContentContext, particle: PlainElement, entityPath: string, indent: string, scope: NamespaceScope, occurs: PlainElement | null): void {
  const { writer, source } = context;
  if (isXsd(particle, 'element')) writeElementParticle(context, particle, entityPath, indent, scope);
  else if (isXsd(particle, 'sequence', 'choice', 'all')) {
    const name = `${context.xs}${particle.localName}`;
    const members = childElements(particle).filter((child) => isXsd(child, 'element', 'sequence', 'choice', 'group', 'any'));
    const inner = writer.open(indent, name, occursAttributes(occurs ?? particle), scope);
    for (const annotation of childElements(particle, 'annotation')) writer.copy(annotation, `${indent}  `, inner);
    for (const member of members) writeParticle(context, member, entityPath, `${indent}  `, inner, null);
    writer.close(indent, name);
  } else if (isXsd(particle, 'group')) {
    const ref = attributeValue(particle, 'ref');
    const group = ref === undefined ? undefined : source.components.find('group', particle, ref);
    const compositor = group && childElements(group.element).find((child) => isXsd(child, 'sequence', 'choice', 'all'));
    if (compositor) writeParticle(context, compositor, entityPath, indent, scope, particle);
  } else if (isXsd(particle, 'any')) writer.copy(particle, indent, scope);
}

/** The maximum of a kept entity's particle: the baseline particle's, capped by the function's, never below the minimum. */
function cappedMaximum(particle: PlainElement, functionMaximum: MaxOccurs, functionMinimum: number): MaxOccurs {
  const text = attributeValue(particle, 'maxOccurs')?.trim() ?? '1';
  const written: MaxOccurs = text === 'unbounded' ? 'unbounded' : Number(text);
  if (functionMaximum === 'unbounded') return written;
  const capped = written === 'unbounded' ? functionMaximum : Math.min(written, functionMaximum);
  return Math.max(capped, Number(attributeValue(particle, 'minOccurs') ?? '1'), functionMinimum);
}

/** The minimum of a kept entity's particle: the baseline particle's, raised to the function's (ADR 0056); as written, absent when 1. */
function raisedMinimum(particle: PlainElement, functionMinimum: number): string | undefined {
  const written = attributeValue(particle, 'minOccurs');
  if (functionMinimum <= Number(written ?? '1')) return written;
  return functionMinimum === 1 ? undefined : String(functionMinimum);
}

function writeElementParticle(context: ContentContext, particle: PlainElement, entityPath: string, indent: string, scope: NamespaceScope): void {
  const { writer, source } = context;
  const ref = attributeValue(particle, 'ref');
  const declaration = ref === undefined ? particle : source.components.find('element', particle, ref)?.element;
  if (!declaration) return;
  const name = attributeValue(declaration, 'name') ?? '';
  // A reference to an element of another namespace (the catalogue's) cannot be restricted here: it stays a reference.
  if (ref !== undefined && resolveQName(particle, ref).namespace !== source.components.set.main.targetNamespace) {
    if (source.entities.has(`${entityPath}/${name}`) ? context.selection.entities.has(`${entityPath}/${name}`) : context.selection.attributes.has(`${entityPath}@${name}`)) writer.copy(particle, indent, scope);
    return;
  }
  const form = ref !== undefined ? (context.qualifiedByDefault ? undefined : 'qualified') : attributeValue(declaration, 'form');
  const common: Attributes = [['nillable', attributeValue(declaration, 'nillable')], ['block', attributeValue(declaration, 'block')], ['form', form]];
  const elementName = `${context.xs}element`;
  const type = elementTypeOf(source.components, declaration);
  if (type.kind === 'complex') {
    const path = `${entityPath}/${name}`;
    const kept = context.selection.entities.get(path);
    const typeName = context.typeNameOf(path);
    if (!kept || typeName === undefined) return;
    const typeAttribute = type.content.definition === null ? attributeValue(declaration, 'type') : context.ownType(typeName);
    const attributes: Attributes = [['name', name], ['type', typeAttribute], ...occursAttributes(particle, cappedMaximum(particle, kept.maxOccurs, kept.minOccurs), kept.minOccurs), ...common];
    writeWithAnnotation(context, declaration, elementName, attributes, indent, scope, type.content.definition === null ? declaration.namespaces : undefined);
    return;
  }
  const path = `${entityPath}@${name}`;
  const kept = context.selection.attributes.get(path);
  const baseline = source.attributes.get(path);
  if (!kept || !baseline) return;
  reusedPiece(context.writer, kept.view, particle, kept.presence, indent, scopeSignature(scope), (writer) => {
    const narrowing = attributeNarrowing(kept.view, baseline.type, context.codeListValues);
    const minOccurs = kept.presence === 'V' ? String(Math.max(1, Number(attributeValue(particle, 'minOccurs') ?? '1'))) : attributeValue(particle, 'minOccurs');
  const typeAttribute = narrowing === null ? attributeValue(declaration, 'type') : undefined;
  const attributes: Attributes = [
    ['name', name],
    ['type', typeAttribute],
    ['minOccurs', minOccurs === '1' ? undefined : minOccurs],
    ['maxOccurs', attributeValue(particle, 'maxOccurs')],
    ...common,
    ['fixed', attributeValue(declaration, 'fixed')],
    ['default', attributeValue(declaration, 'default')],
  ];
    writeDeclaration({ ...context, writer }, declaration, elementName, attributes, narrowing, indent, scope);
  });
}

// An attribute reads the same in every function that gives it the same presence, and most of a
// schema is attributes: each declaration is written once per attribute of the definition's merged
// tree (which all its functions share) and particle, and appended from then on.
const pieces = new WeakMap<TreeAttributeView, WeakMap<PlainElement, { indent: string; scope: string; V?: WrittenPiece; O?: WrittenPiece }>>();
const scopeSignatures = new WeakMap<NamespaceScope, string>();

/** `indent` and `scope` (its signature) are where the piece goes: the same for a particle in every function of one baseline. */
function reusedPiece(writer: XsdWriter, view: TreeAttributeView, particle: PlainElement, presence: 'V' | 'O', indent: string, scope: string, write: (writer: XsdWriter) => void): void {
  let byParticle = pieces.get(view);
  if (!byParticle) pieces.set(view, (byParticle = new WeakMap()));
  let known = byParticle.get(particle);
  if (known?.indent !== indent || known.scope !== scope) byParticle.set(particle, (known = { indent, scope }));
  let piece = known[presence];
  if (!piece) {
    const own = new XsdWriter();
    write(own);
    known[presence] = piece = own.piece();
  }
  writer.append(piece);
}

function scopeSignature(scope: NamespaceScope): string {
  let signature = scopeSignatures.get(scope);
  if (signature === undefined) scopeSignatures.set(scope, (signature = [...scope].map(([prefix, uri]) => `${prefix}=${uri}`).join(' ')));
  return signature;
}

function writeAttributeUse(context: ContentContext, use: PlainElement, entityPath: string, indent: string, scope: NamespaceScope, depth: number): void {
  const { writer, source, selection } = context;
  if (isXsd(use, 'anyAttribute')) writer.copy(use, indent, scope);
  else if (isXsd(use, 'attributeGroup')) {
    const ref = attributeValue(use, 'ref');
    const group = ref === undefined || depth > MAX_DEPTH ? undefined : source.components.find('attributeGroup', use, ref);
    for (const member of group ? childElements(group.element).filter((child) => isXsd(child, 'attribute', 'attributeGroup', 'anyAttribute')) : []) {
      writeAttributeUse(context, member, entityPath, indent, scope, depth + 1);
    }
  } else if (attributeValue(use, 'use') !== 'prohibited') {
    const ref = attributeValue(use, 'ref');
    const name = ref === undefined ? (attributeValue(use, 'name') ?? '') : resolveQName(use, ref).localName;
    const path = `${entityPath}@@${name}`;
    const kept = selection.attributes.get(path);
    const baseline = source.attributes.get(path);
    if (!kept || !baseline) return;
    // A referenced attribute declaration (xml:lang, the catalogue's) is used as it is.
    if (ref !== undefined) {
      writer.empty(indent, use.nodeName, [['ref', ref], ['use', kept.presence === 'V' ? 'required' : attributeValue(use, 'use')]], scope, use.namespaces);
      return;
    }
    const narrowing = attributeNarrowing(kept.view, baseline.type, context.codeListValues);
    const attributes: Attributes = [
      ['name', name],
      ['type', narrowing === null ? attributeValue(use, 'type') : undefined],
      ['use', kept.presence === 'V' ? 'required' : attributeValue(use, 'use')],
      ['form', attributeValue(use, 'form')],
      ['fixed', attributeValue(use, 'fixed')],
      ['default', attributeValue(use, 'default')],
    ];
    writeDeclaration(context, use, `${context.xs}attribute`, attributes, narrowing, indent, scope);
  }
}

/** An element or attribute declaration of simple type: its annotation, then its type as is or narrowed. */
function writeDeclaration(context: ContentContext, declaration: PlainElement, name: string, attributes: Attributes, narrowing: NarrowingFacets | null, indent: string, scope: NamespaceScope): void {
  const { writer, xs } = context;
  const annotation = childElement(declaration, 'annotation');
  const inline = childElement(declaration, 'simpleType');
  if (!annotation && !inline && narrowing === null) {
    writer.empty(indent, name, attributes, scope, declaration.namespaces);
    return;
  }
  const inner = writer.open(indent, name, attributes, scope, narrowing === null ? declaration.namespaces : undefined);
  if (annotation) writer.copy(annotation, `${indent}  `, inner);
  if (narrowing === null) {
    if (inline) writer.copy(inline, `${indent}  `, inner);
  } else {
    const simpleType = `${xs}simpleType`;
    const restriction = `${xs}restriction`;
    const type = attributeValue(declaration, 'type');
    writer.open(`${indent}  `, simpleType, [], inner);
    // The baseline's type stays the base: a named one by its QName, an inline one as the restriction's own simple type.
    const restrictionScope = writer.open(`${indent}    `, restriction, [['base', inline ? undefined : type]], inner, inline ? undefined : declaration.namespaces);
    if (inline) writer.copy(inline, `${indent}      `, restrictionScope);
    for (const value of narrowing.enumeration ?? []) writer.empty(`${indent}      `, `${xs}enumeration`, [['value', value]], restrictionScope);
    if (narrowing.minInclusive !== null) writer.empty(`${indent}      `, `${xs}minInclusive`, [['value', narrowing.minInclusive]], restrictionScope);
    if (narrowing.maxInclusive !== null) writer.empty(`${indent}      `, `${xs}maxInclusive`, [['value', narrowing.maxInclusive]], restrictionScope);
    writer.close(`${indent}    `, restriction);
    writer.close(`${indent}  `, simpleType);
  }
  writer.close(indent, name);
}

/** An element declaration with the baseline declaration's annotation, if it has one. */
function writeWithAnnotation(context: ContentContext, declaration: PlainElement, name: string, attributes: Attributes, indent: string, scope: NamespaceScope, namespaces: NamespaceScope | undefined): void {
  const annotation = childElement(declaration, 'annotation');
  if (!annotation) {
    context.writer.empty(indent, name, attributes, scope, namespaces);
    return;
  }
  const inner = context.writer.open(indent, name, attributes, scope, namespaces);
  context.writer.copy(annotation, `${indent}  `, inner);
  context.writer.close(indent, name);
}
