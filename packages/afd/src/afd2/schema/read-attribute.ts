import type { ArrayFacets } from '../../model/baseline-library.ts';
import { isJsonObject, numberProperty, stringProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { ReadContext } from './read-context.ts';
import { attributeKeywordsOf, isTupleArray, readTupleItems } from './read-tuple-items.ts';
import { arrayItemKeywords, followValueSchema, readValue, unmodelledValue } from './read-value.ts';
import type { SchemaAttribute } from './schema-tree.ts';

// One attribute of an entity definition: its value (read-value.ts), array facets, the required
// flag. An array attribute (`[string]`) keeps its value facets under `items`.

export interface AttributeOwner {
  /** The entity's path, e.g. `party-sender`. */
  path: string;
  required: ReadonlySet<string>;
  requiredPointer: string;
}

/** Reads the attribute `name` of an entity definition; null when the schema forbids it (`false`). */
export function readAttribute(context: ReadContext, owner: AttributeOwner, name: string, value: JsonValue, pointer: string): SchemaAttribute | null {
  if (value === false) return null;
  context.countNode();
  const own: JsonObject = isJsonObject(value) ? value : {};
  const attribute = followValueSchema(context, own, pointer, attributeKeywordsOf);
  const isArray = attribute?.schema.type === 'array';
  const items = attribute?.schema.items;
  const valueAt = attribute !== null && isArray
    ? followValueSchema(context, isJsonObject(items) ? items : {}, childPointer(attribute.pointer, 'items'), arrayItemKeywords)
    : attribute;
  return {
    path: `${owner.path}@${name}`,
    name,
    description: stringProperty(own, 'description') ?? (attribute === null ? undefined : stringProperty(attribute.schema, 'description')) ?? '',
    format: null,
    ...(valueAt === null ? unmodelledValue(attribute?.pointer ?? pointer) : readValue(context, valueAt, isArray)),
    arrayFacets: attribute !== null && isArray ? readArrayFacets(attribute.schema) : null,
    tuple: attribute !== null && isTupleArray(attribute.schema) ? readTupleItems(context, attribute.schema, attribute.pointer) : null,
    required: owner.required.has(name),
    pointer,
    requiredPointer: owner.requiredPointer,
  };
}

function readArrayFacets(schema: JsonObject): ArrayFacets {
  const facets: ArrayFacets = {};
  const minItems = numberProperty(schema, 'minItems');
  const maxItems = numberProperty(schema, 'maxItems');
  if (minItems !== undefined) facets.minItems = minItems;
  if (maxItems !== undefined) facets.maxItems = maxItems;
  if (typeof schema.uniqueItems === 'boolean') facets.uniqueItems = schema.uniqueItems;
  return facets;
}
