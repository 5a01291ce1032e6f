import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';

// Visits every schema object in a document, by keyword: values under `enum`, `const`, `examples`
// or unknown keys are data, not schemas, so a string "$ref" there is never taken for a reference.
// Iterative, so even a document at the parser's depth limit cannot exhaust the stack.

const schemaKeywords = new Set([
  'additionalItems', 'additionalProperties', 'contains', 'contentSchema', 'else', 'if', 'not',
  'propertyNames', 'then', 'unevaluatedItems', 'unevaluatedProperties',
]);
const schemaArrayKeywords = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaMapKeywords = new Set(['$defs', 'definitions', 'dependencies', 'dependentSchemas', 'patternProperties', 'properties']);

/** Calls `visit` for the root and every subschema object, with its JSON pointer. */
export function forEachSubschema(root: JsonObject, visit: (schema: JsonObject, pointer: string) => void): void {
  const pending: { schema: JsonObject; pointer: string }[] = [{ schema: root, pointer: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { schema, pointer } = next;
    visit(schema, pointer);
    const children: typeof pending = [];
    const push = (value: JsonValue | undefined, ...tokens: (string | number)[]) => {
      if (isJsonObject(value)) children.push({ schema: value, pointer: childPointer(pointer, ...tokens) });
    };
    for (const [keyword, value] of Object.entries(schema)) {
      if (schemaKeywords.has(keyword)) push(value, keyword);
      else if (keyword === 'items' || schemaArrayKeywords.has(keyword)) {
        if (isJsonArray(value)) value.forEach((item, index) => push(item, keyword, index));
        else push(value, keyword);
      } else if (schemaMapKeywords.has(keyword) && isJsonObject(value)) {
        // `dependencies` (draft-07) may also map to arrays of names: those are skipped by `push`.
        for (const [name, subschema] of Object.entries(value)) push(subschema, keyword, name);
      }
    }
    // Reversed onto the stack, so that subschemas are visited in document order.
    pending.push(...children.reverse());
  }
}
