import type { MaxOccurs } from '../../model/baseline-library.ts';
import type { CertificationMessage } from '../../model/certification.ts';
import { isJsonArray, isJsonObject, numberProperty, stringProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { documentTexts, entityLabel, shapeTexts } from '../certification/texts.ts';
import { isClosedEntityArray, isEntityArraySchema } from './entity-array.ts';
import { modelledKeywords, unmodelledKeywords } from './keywords.ts';
import { readAttribute } from './read-attribute.ts';
import { defaultReadLimits, ReadBudgetExceeded, ReadContext, type ReadLimits } from './read-context.ts';
import type { SchemaAttribute, SchemaEntity, UnsupportedKeyword } from './schema-tree.ts';

// Reads the AFD 2.0 shape (docs/domain.md): the root's properties are entity arrays; each allowed
// entity type is an allOf item {minContains, maxContains, contains: {$ref}}; the referenced
// definition names its type in `entityType.const`, lists V attributes in `required` and holds
// attributes and nested entity arrays in `properties`.

export interface SchemaTreeReadResult {
  roots: SchemaEntity[];
  /** Shape errors: what is not in the AFD 2.0 form, reference cycles, budget overruns. */
  errors: CertificationMessage[];
  /** Constraining keywords the reader does not model, with their places. */
  unsupported: UnsupportedKeyword[];
  /** False when reading stopped because the tree is too large: `roots` is then empty. */
  complete: boolean;
}

/** The parent an entity array hangs under: the message root or an entity definition. */
interface Parent {
  path: string | null;
  required: ReadonlySet<string>;
  requiredPointer: string;
  depth: number;
  /** Definitions on the way down from the root: a reference back to one is a cycle. */
  activeDefinitions: ReadonlySet<string>;
}

/** Reads the entity tree of an AFD 2.0 JSON Schema, with the JSON pointer of every construct. */
export function readSchemaTree(root: JsonObject, limits: ReadLimits = defaultReadLimits): SchemaTreeReadResult {
  const context = new ReadContext(root, limits);
  let roots: SchemaEntity[] = [];
  let complete = true;
  try {
    context.noteUnsupported(unmodelledKeywords(root, '', modelledKeywords.root));
    checkObjectShape(context, root, '', null);
    const parent: Parent = { path: null, required: requiredNames(root), requiredPointer: '/required', depth: 0, activeDefinitions: new Set() };
    roots = readEntityArrays(context, root, '', parent);
  } catch (failure) {
    if (!(failure instanceof ReadBudgetExceeded)) throw failure;
    roots = [];
    complete = false;
  }
  return { roots, errors: context.errors, unsupported: context.unsupported, complete };
}

/** The root's or a definition's properties that are entity arrays, read as entities. */
function readEntityArrays(context: ReadContext, owner: JsonObject, ownerPointer: string, parent: Parent): SchemaEntity[] {
  const properties = owner.properties;
  if (!isJsonObject(properties)) return [];
  const entities: SchemaEntity[] = [];
  for (const [name, value] of Object.entries(properties)) {
    const pointer = childPointer(ownerPointer, 'properties', name);
    if (isEntityArraySchema(value)) entities.push(...readEntityArray(context, name, value, pointer, parent));
    else if (parent.path === null) context.errors.push(shapeTexts.notEntityArray(name, pointer));
  }
  return entities;
}

function readEntityArray(context: ReadContext, name: string, array: JsonObject, arrayPointer: string, parent: Parent): SchemaEntity[] {
  const closed = isClosedEntityArray(array);
  context.noteUnsupported(unmodelledKeywords(array, arrayPointer, closed ? modelledKeywords.closedEntityArray : modelledKeywords.entityArray));
  if (array.type !== 'array') context.errors.push(shapeTexts.notEntityArray(name, childPointer(arrayPointer, 'type')));
  const entities: SchemaEntity[] = [];
  const items = isJsonArray(array.allOf) ? array.allOf : [];
  for (const [index, item] of items.entries()) {
    const itemPointer = childPointer(arrayPointer, 'allOf', index);
    const entity = readEntityTypeItem(context, name, item, itemPointer, { array, arrayPointer, closed }, parent);
    if (entity === null) continue;
    if (entities.some((other) => other.entityTypeName === entity.entityTypeName)) context.errors.push(shapeTexts.duplicateEntityType(entity.path, itemPointer));
    else entities.push(entity);
  }
  return entities;
}

function readEntityTypeItem(context: ReadContext, name: string, item: JsonValue, itemPointer: string, { array, arrayPointer, closed }: EntityArray, parent: Parent): SchemaEntity | null {
  if (!isJsonObject(item) || item.contains === undefined) {
    context.errors.push(shapeTexts.notEntityArray(name, itemPointer));
    return null;
  }
  context.noteUnsupported(unmodelledKeywords(item, itemPointer, modelledKeywords.entityTypeItem));
  const definition = resolveDefinition(context, name, item.contains, childPointer(itemPointer, 'contains'));
  if (definition === null) return null;
  if (parent.activeDefinitions.has(definition.pointer)) {
    context.errors.push(documentTexts.referenceCycle(definition.ref, childPointer(itemPointer, 'contains', '$ref')));
    return null;
  }
  if (parent.depth >= context.limits.maxEntityDepth) {
    context.errors.push(documentTexts.tooDeepEntities(context.limits.maxEntityDepth, itemPointer));
    return null;
  }
  const maxContains = numberProperty(item, 'maxContains');
  const occurrences = {
    // JSON Schema: `contains` alone means at least one; no maxContains means no upper bound.
    minContains: numberProperty(item, 'minContains') ?? 1,
    maxOccurs: (maxContains ?? 'unbounded') as MaxOccurs,
    arrayRequired: parent.required.has(name),
    uniqueItems: array.uniqueItems === true,
    arrayClosed: closed,
  };
  return readEntityDefinition(context, name, definition.schema, definition.pointer, { itemPointer, arrayPointer, ...occurrences }, parent);
}

interface EntityArray {
  array: JsonObject;
  arrayPointer: string;
  /** Its `items` admits only its listed entity types. */
  closed: boolean;
}

interface ResolvedDefinition {
  schema: JsonObject;
  pointer: string;
  ref: string;
}

/** The definition an allOf item's `contains` names: a local `$ref`, or the schema written inline. */
function resolveDefinition(context: ReadContext, name: string, contains: JsonValue, containsPointer: string): ResolvedDefinition | null {
  const ref = isJsonObject(contains) ? stringProperty(contains, '$ref') : undefined;
  if (ref === undefined) {
    if (isJsonObject(contains)) return { schema: contains, pointer: containsPointer, ref: '' };
    context.errors.push(shapeTexts.notEntityArray(name, containsPointer));
    return null;
  }
  if (isJsonObject(contains)) context.noteUnsupported(unmodelledKeywords(contains, containsPointer, modelledKeywords.entityReference));
  const resolved = context.resolve(ref);
  if (resolved === null || !isJsonObject(resolved.value)) {
    context.errors.push(documentTexts.missingLocalTarget(ref, childPointer(containsPointer, '$ref')));
    return null;
  }
  return { schema: resolved.value, pointer: resolved.pointer, ref };
}

interface Occurrence {
  itemPointer: string;
  arrayPointer: string;
  minContains: number;
  maxOccurs: MaxOccurs;
  arrayRequired: boolean;
  uniqueItems: boolean;
  arrayClosed: boolean;
}

function readEntityDefinition(
  context: ReadContext,
  name: string,
  definition: JsonObject,
  definitionPointer: string,
  occurrence: Occurrence,
  parent: Parent,
): SchemaEntity | null {
  context.countNode();
  context.noteUnsupported(unmodelledKeywords(definition, definitionPointer, modelledKeywords.entityDefinition));
  const properties = isJsonObject(definition.properties) ? definition.properties : {};
  const entityTypeSchema = properties.entityType;
  const entityTypeName = isJsonObject(entityTypeSchema) ? entityTypeSchema.const : undefined;
  if (typeof entityTypeName !== 'string') {
    context.errors.push(shapeTexts.entityTypeMissing(name, childPointer(definitionPointer, 'properties')));
    return null;
  }
  const path = parent.path === null ? `${name}-${entityTypeName}` : `${parent.path}/${name}-${entityTypeName}`;
  checkObjectShape(context, definition, definitionPointer, path);
  const required = requiredNames(definition);
  const requiredPointer = childPointer(definitionPointer, 'required');
  if (!required.has('entityType')) context.errors.push(shapeTexts.entityTypeNotRequired(path, requiredPointer));

  const self: Parent & { path: string } = {
    path,
    required,
    requiredPointer,
    depth: parent.depth + 1,
    activeDefinitions: new Set([...parent.activeDefinitions, definitionPointer]),
  };
  const attributes: SchemaAttribute[] = [];
  for (const [attributeName, value] of Object.entries(properties)) {
    if (attributeName === 'entityType' || isEntityArraySchema(value)) continue;
    const attribute = readAttribute(context, self, attributeName, value, childPointer(definitionPointer, 'properties', attributeName));
    if (attribute !== null) attributes.push(attribute);
  }
  return {
    path,
    name,
    entityTypeName,
    description: stringProperty(definition, 'description') ?? '',
    minOccurs: occurrence.arrayRequired ? occurrence.minContains : 0,
    maxOccurs: occurrence.maxOccurs,
    attributes,
    children: readEntityArrays(context, definition, definitionPointer, self),
    arrayPointer: occurrence.arrayPointer,
    itemPointer: occurrence.itemPointer,
    definitionPointer,
    parentRequiredPointer: parent.requiredPointer,
    arrayRequired: occurrence.arrayRequired,
    minContains: occurrence.minContains,
    uniqueItems: occurrence.uniqueItems,
    arrayClosed: occurrence.arrayClosed,
  };
}

/** The message root and every entity are closed objects: `type: object`, `additionalProperties: false`. */
function checkObjectShape(context: ReadContext, schema: JsonObject, pointer: string, path: string | null): void {
  if (schema.type !== 'object') context.errors.push(shapeTexts.notObjectType(entityLabel(path), childPointer(pointer, 'type')));
  if (schema.additionalProperties !== false) {
    context.errors.push(shapeTexts.additionalPropertiesAllowed(entityLabel(path), childPointer(pointer, 'additionalProperties')));
  }
}

function requiredNames(schema: JsonObject): Set<string> {
  const required = schema.required;
  return new Set(isJsonArray(required) ? required.filter((name): name is string => typeof name === 'string') : []);
}
