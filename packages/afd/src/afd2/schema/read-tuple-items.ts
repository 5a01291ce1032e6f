import { isJsonArray, isJsonObject, type JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { modelledKeywords } from './keywords.ts';
import type { ReadContext } from './read-context.ts';
import { arrayItemKeywords, followValueSchema, readValue, unmodelledValue } from './read-value.ts';
import type { TupleItems, ValueReading } from './schema-tree.ts';

// draft 2019-09's tuple form, `items: [{…}, {…}]`: the i-th element must match the i-th schema and
// every later element `additionalItems` (any value when that is left out or true). An array is a
// restriction of the baseline's `[string]` when each of those schemas is, so certification
// compares each as the elements. The library holds one element schema per attribute, so a
// baseline's tuple is not recorded (its upload warns about `items`). 2020-12 writes this with
// prefixItems, which stays manual.

/** Whether an attribute schema is an array whose `items` is a list of schemas. */
export function isTupleArray(schema: JsonObject): boolean {
  return schema.type === 'array' && isJsonArray(schema.items);
}

/** The keywords modelled in an attribute schema: additionalItems counts only beside a list of items. */
export function attributeKeywordsOf(schema: JsonObject): ReadonlySet<string> {
  return isTupleArray(schema) ? modelledKeywords.tupleAttribute : modelledKeywords.attribute;
}

/** The elements by position of a tuple array attribute, and what may follow them. */
export function readTupleItems(context: ReadContext, schema: JsonObject, pointer: string): TupleItems {
  const itemsPointer = childPointer(pointer, 'items');
  const additionalPointer = childPointer(pointer, 'additionalItems');
  context.noteUnsupported([{ keyword: 'items', pointer: itemsPointer, comparedByCertification: true }]);
  const positions: ValueReading[] = [];
  for (const [index, item] of (isJsonArray(schema.items) ? schema.items : []).entries()) {
    // A position no element matches ends every array before it: nothing after it can exist.
    if (item === false) return { positions, additional: 'none', additionalPointer };
    positions.push(readElement(context, isJsonObject(item) ? item : {}, childPointer(itemsPointer, index)));
  }
  const additional = schema.additionalItems;
  if (additional === false) return { positions, additional: 'none', additionalPointer };
  return { positions, additional: isJsonObject(additional) ? readElement(context, additional, additionalPointer) : 'any', additionalPointer };
}

function readElement(context: ReadContext, schema: JsonObject, pointer: string): ValueReading {
  const followed = followValueSchema(context, schema, pointer, arrayItemKeywords);
  return followed === null ? unmodelledValue(pointer) : readValue(context, followed, true);
}
