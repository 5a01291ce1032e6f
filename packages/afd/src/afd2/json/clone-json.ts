import { isJsonArray, isJsonObject, type JsonValue } from './json-value.ts';

/** A deep copy of a parsed JSON value (its depth is bounded by the parser, so recursion is safe). */
export function cloneJson<T extends JsonValue>(value: T): T {
  if (isJsonArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (isJsonObject(value)) {
    const copy: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: cloneJson(item), enumerable: true, writable: true, configurable: true });
    return copy as T;
  }
  return value;
}
