import type { CodeList } from '../../../model/catalogue.ts';
import { cloneJson } from '../../../afd2/json/clone-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../../afd2/json/json-value.ts';
import type { Facets } from '../../../model/baseline-library.ts';
import type { TreeAttributeView } from '../../merged-tree.ts';

// One attribute of a function's schema: the baseline's attribute schema narrowed by the
// definition's choice (docs/authoring.md 'Generation'). An option list or code-list subset becomes
// `oneOf` consts (as the standards body's files write them); a full code list stays its `$ref`;
// facets become keywords on the value schema (the `items` of an array attribute); the
// organisation's own help text becomes `customDescription`.

const numericTypes = new Set(['integer', 'number']);

/** A listed value in the JSON type of the value schema: '12' stays text for a string, becomes 12 for a number. */
function typedValue(valueSchema: JsonObject, value: string): JsonValue {
  if (typeof valueSchema.type === 'string' && numericTypes.has(valueSchema.type)) {
    const number = Number(value);
    if (value.trim() !== '' && Number.isFinite(number)) return number;
  }
  if (valueSchema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function listValues(valueSchema: JsonObject, values: readonly string[]): void {
  delete valueSchema.$ref;
  delete valueSchema.enum;
  delete valueSchema.const;
  valueSchema.oneOf = values.map((value) => ({ const: typedValue(valueSchema, value) }));
}

/** Facet values are numbers, texts or lists of texts; compared directly, since this runs for every kept attribute of every function. */
const sameFacet = (left: unknown, right: unknown) =>
  left === right || (Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, index) => item === right[index]));

/** The facets the definition sets beyond the baseline's (only those are written). */
function ownFacets(attribute: TreeAttributeView): Partial<Facets> {
  const own: Partial<Facets> = {};
  for (const [key, value] of Object.entries(attribute.facets.actual) as [keyof Facets, Facets[keyof Facets]][]) {
    if (value !== undefined && !sameFacet(value, attribute.facets.baseline[key])) (own as Record<string, unknown>)[key] = value;
  }
  return own;
}

function applyFacets(valueSchema: JsonObject, facets: Partial<Facets>): void {
  for (const [key, value] of Object.entries(facets)) {
    if (key === 'enumeration' && Array.isArray(value)) listValues(valueSchema, value as string[]);
    else if (key === 'const' && typeof value === 'string') {
      delete valueSchema.oneOf;
      delete valueSchema.enum;
      delete valueSchema.$ref;
      valueSchema.const = typedValue(valueSchema, value);
    } else valueSchema[key] = value as JsonValue;
  }
}

/** The attribute's schema for the function's document; the baseline's schema is left as it is. */
export function attributeSchema(baselineSchema: JsonValue, attribute: TreeAttributeView, codeLists: ReadonlyMap<string, CodeList>): JsonObject {
  const schema: JsonObject = isJsonObject(baselineSchema) ? cloneJson(baselineSchema) : {};
  const valueSchema = schema.type === 'array' && isJsonObject(schema.items) ? schema.items : schema;
  applyFacets(valueSchema, ownFacets(attribute));
  const arrayFacets = attribute.arrayFacets.actual;
  for (const key of ['minItems', 'maxItems', 'uniqueItems'] as const) {
    if (arrayFacets[key] !== undefined && arrayFacets[key] !== attribute.arrayFacets.baseline?.[key]) schema[key] = arrayFacets[key];
  }
  if (attribute.optionListOn && attribute.customOptionList.length > 0) listValues(valueSchema, attribute.customOptionList);
  else if (attribute.codeListSubset.length > 0 && !attribute.useUpToDateCodeList) {
    if (attribute.codeList && codeLists.has(attribute.codeList)) valueSchema.codelistName = attribute.codeList;
    listValues(valueSchema, attribute.codeListSubset);
  }
  if (attribute.helpText !== null && attribute.helpText.trim() !== '') schema.customDescription = attribute.helpText;
  return schema;
}
