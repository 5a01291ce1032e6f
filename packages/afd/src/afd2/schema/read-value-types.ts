import type { JsonObject, JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { ListedValueType } from './schema-tree.ts';

// An attribute without `type` that fixes its value (`const`) or lists its values (`enum`,
// `oneOf` of consts) still has a data type: the values' own JSON types. `{"const": "C-1"}` only
// admits a string, so it is as narrow as a string attribute with that const.

export interface ListedRawValues {
  values: readonly (string | number | boolean)[];
  pointers: readonly string[];
}

/** The JSON type of a scalar value as JSON Schema names it: a whole number is an integer. */
export function jsonTypeOfValue(value: string | number | boolean): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The values that fix the type of a schema without `type`, each with its JSON type: the const
 * (every value must equal it) or else the listed values; null when it has a type or fixes none.
 */
export function readValueTypes(schema: JsonObject, pointer: string, listed: ListedRawValues | null): ListedValueType[] | null {
  if (schema.type !== undefined) return null;
  const constant: JsonValue | undefined = schema.const;
  if (typeof constant === 'string' || typeof constant === 'number' || typeof constant === 'boolean') {
    return [{ value: String(constant), jsonType: jsonTypeOfValue(constant), pointer: childPointer(pointer, 'const') }];
  }
  if (constant !== undefined || listed === null) return null;
  return listed.values.map((value, index) => ({ value: String(value), jsonType: jsonTypeOfValue(value), pointer: listed.pointers[index] ?? pointer }));
}
