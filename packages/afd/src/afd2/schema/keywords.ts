import type { JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { UnsupportedKeyword } from './schema-tree.ts';

// Which JSON Schema keywords the AFD 2.0 reader models at each place in the schema. Keywords that
// constrain instances but are not modelled there make the outcome undecidable for the checker
// (manual validation). Annotations (description, title, examples...) and non-standard keys
// (customDescription, codelistName, '//comment') constrain nothing and are ignored.

/** Every 2019-09 / 2020-12 keyword that asserts something or applies subschemas (certification/README.md has a row for each). */
export const constrainingKeywords: ReadonlySet<string> = new Set([
  '$ref', '$dynamicRef', '$recursiveRef', '$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor',
  'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependencies',
  'prefixItems', 'items', 'additionalItems', 'contains', 'properties', 'patternProperties',
  'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains',
  'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'format',
  'contentSchema',
]);

const attributeKeywords = [
  'type', 'format', 'const', 'enum', 'oneOf', '$ref', 'maxLength', 'minLength', 'multipleOf',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'items', 'minItems',
  'maxItems', 'uniqueItems',
];

/** The places of the AFD 2.0 shape and the keywords modelled at each. */
export const modelledKeywords = {
  root: new Set(['$id', 'type', 'properties', 'required', 'additionalProperties']),
  entityArray: new Set(['type', 'uniqueItems', 'allOf']),
  /** An entity array whose `items` admits exactly its listed entity types (entity-array.ts). */
  closedEntityArray: new Set(['type', 'uniqueItems', 'allOf', 'items']),
  entityTypeItem: new Set(['contains', 'minContains', 'maxContains']),
  entityReference: new Set(['$ref']),
  entityDefinition: new Set(['type', 'properties', 'required', 'additionalProperties']),
  attribute: new Set(attributeKeywords),
  /** An array attribute whose `items` is a list (draft 2019-09's tuple form): additionalItems then applies. */
  tupleAttribute: new Set([...attributeKeywords, 'additionalItems']),
  arrayItem: new Set([
    'type', 'format', 'const', 'enum', 'oneOf', '$ref', 'maxLength', 'minLength', 'multipleOf',
    'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern',
  ]),
  listedValue: new Set(['const']),
} as const;

/** The constraining keywords of a schema object that are not modelled at its place. */
export function unmodelledKeywords(schema: JsonObject, pointer: string, modelled: ReadonlySet<string>): UnsupportedKeyword[] {
  return Object.keys(schema)
    .filter((keyword) => constrainingKeywords.has(keyword) && !modelled.has(keyword))
    .map((keyword) => ({ keyword, pointer: childPointer(pointer, keyword) }));
}
