import { isJsonObject, type JsonObject } from '../json/json-value.ts';
import { forEachSubschema } from './walk-schema.ts';

// ajv skips a property named "__proto__" in `properties` (a guard against prototype pollution in
// its generated code), so `{"properties": {"__proto__": {"type": "number"}}}` would let
// `{"__proto__": "x"}` through. The same constraint, written as the pattern property
// `^__proto__$`, applies to exactly that one name and counts as evaluated for
// additionalProperties and unevaluatedProperties alike, so ajv checks it. The schema text itself
// is left as it is; only the compiled copy is rewritten, and only when the name occurs.

const protoName = '__proto__';
const protoPattern = '^__proto__$';

const hasOwn = (object: JsonObject, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function hasProtoProperty(schema: JsonObject): boolean {
  const properties = schema.properties;
  return isJsonObject(properties) && hasOwn(properties, protoName);
}

/** The schema with every `properties.__proto__` moved to `patternProperties['^__proto__$']`; the same object when there is none. */
export function withProtoPropertiesAsPatterns(schema: JsonObject): JsonObject {
  let found = false;
  forEachSubschema(schema, (subschema) => {
    found ||= hasProtoProperty(subschema);
  });
  if (!found) return schema;
  // structuredClone keeps an own "__proto__" key as data, as JSON.parse made it.
  const copy = structuredClone(schema);
  forEachSubschema(copy, (subschema) => {
    if (!hasProtoProperty(subschema)) return;
    const properties = subschema.properties as JsonObject;
    const moved = properties[protoName];
    delete properties[protoName];
    const patterns: JsonObject = isJsonObject(subschema.patternProperties) ? subschema.patternProperties : {};
    const existing = hasOwn(patterns, protoPattern) ? patterns[protoPattern] : undefined;
    patterns[protoPattern] = existing === undefined || moved === undefined ? (moved ?? existing ?? true) : { allOf: [existing, moved] };
    subschema.patternProperties = patterns;
  });
  return copy;
}
