import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';
import type { DataType } from '../../model/catalogue.ts';
import { isJsonArray, isJsonObject, numberProperty, stringProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { modelledKeywords, unmodelledKeywords } from './keywords.ts';
import { parseCodeListRef } from './code-list-ref.ts';
import type { ReadContext } from './read-context.ts';
import type { SchemaAttribute } from './schema-tree.ts';

// One attribute of an entity definition: data type, facets, code list or listed values, the
// required flag. An array attribute (`[string]`) keeps its value facets under `items`.

export interface AttributeOwner {
  /** The entity's path, e.g. `party-sender`. */
  path: string;
  required: ReadonlySet<string>;
  requiredPointer: string;
}

interface ListedValues {
  values: string[];
  pointers: string[];
}

const formatDataTypes: Record<string, DataType['type']> = { date: 'date', time: 'time', 'date-time': 'timestamp' };
const jsonDataTypes: Record<string, DataType['type']> = { integer: 'integer', number: 'decimal', boolean: 'boolean', string: 'string' };

/** Reads the attribute `name` of an entity definition; null when the schema forbids it (`false`). */
export function readAttribute(context: ReadContext, owner: AttributeOwner, name: string, value: JsonValue, pointer: string): SchemaAttribute | null {
  if (value === false) return null;
  context.countNode();
  const schema: JsonObject = isJsonObject(value) ? value : {};
  context.noteUnsupported(unmodelledKeywords(schema, pointer, modelledKeywords.attribute));

  const isArray = schema.type === 'array';
  const valuePointer = isArray ? childPointer(pointer, 'items') : pointer;
  const items = schema.items;
  const valueSchema: JsonObject = isArray ? (isJsonObject(items) ? items : {}) : schema;
  if (isArray) context.noteUnsupported(unmodelledKeywords(valueSchema, valuePointer, modelledKeywords.arrayItem));

  if (valueSchema.const !== undefined && !isScalar(valueSchema.const)) {
    context.noteUnsupported([{ keyword: 'const', pointer: childPointer(valuePointer, 'const') }]);
  }
  const listed = readListedValues(context, valueSchema, valuePointer);
  const codeList = readCodeList(context, valueSchema, valuePointer, listed);
  const path = `${owner.path}@${name}`;
  return {
    path,
    name,
    description: stringProperty(schema, 'description') ?? '',
    format: null,
    dataType: readDataType(context, valueSchema, valuePointer, isArray, codeList !== null),
    codeList,
    facets: readFacets(valueSchema, codeList === null ? listed : null),
    arrayFacets: isArray ? readArrayFacets(schema) : null,
    required: owner.required.has(name),
    pointer,
    valuePointer,
    requiredPointer: owner.requiredPointer,
    valuePointers: listed?.pointers ?? [],
  };
}

function readDataType(context: ReadContext, schema: JsonObject, pointer: string, isArray: boolean, hasCodeList: boolean): DataType | null {
  const type = schema.type;
  if (type === undefined) return hasCodeList ? { type: 'string', isArray } : null;
  const dataType = typeof type === 'string' ? jsonDataTypes[type] : undefined;
  if (dataType === undefined) {
    // Several types, or an object without the entity shape: not an AFD 2.0 attribute.
    context.noteUnsupported([{ keyword: 'type', pointer: childPointer(pointer, 'type') }]);
    return null;
  }
  const format = stringProperty(schema, 'format');
  const formatType = dataType === 'string' && format !== undefined ? formatDataTypes[format] : undefined;
  return { type: formatType ?? dataType, isArray };
}

/** Values listed by `oneOf: [{const}...]` or `enum`, each with its pointer. */
function readListedValues(context: ReadContext, schema: JsonObject, pointer: string): ListedValues | null {
  const oneOf = schema.oneOf;
  if (isJsonArray(oneOf)) {
    const listed: ListedValues = { values: [], pointers: [] };
    for (const [index, option] of oneOf.entries()) {
      const optionPointer = childPointer(pointer, 'oneOf', index);
      const constant = isJsonObject(option) ? option.const : undefined;
      if (!isJsonObject(option) || !isScalar(constant) || unmodelledKeywords(option, optionPointer, modelledKeywords.listedValue).length > 0) {
        // A oneOf of schemas rather than of codes: a composition the checker does not compare.
        context.noteUnsupported([{ keyword: 'oneOf', pointer: childPointer(pointer, 'oneOf') }]);
        return null;
      }
      listed.values.push(String(constant));
      listed.pointers.push(childPointer(optionPointer, 'const'));
    }
    return listed;
  }
  const enumeration = schema.enum;
  if (isJsonArray(enumeration)) {
    if (!enumeration.every(isScalar)) {
      context.noteUnsupported([{ keyword: 'enum', pointer: childPointer(pointer, 'enum') }]);
      return null;
    }
    return { values: enumeration.map(String), pointers: enumeration.map((_, index) => childPointer(pointer, 'enum', index)) };
  }
  return null;
}

/** A `$ref` to a full code list, or a `codelistName` with listed codes (a subset). */
function readCodeList(context: ReadContext, schema: JsonObject, pointer: string, listed: ListedValues | null): SchemaAttribute['codeList'] {
  const ref = stringProperty(schema, '$ref');
  if (ref !== undefined) {
    const codeListRef = parseCodeListRef(ref);
    if (codeListRef !== null) return { name: codeListRef.name, values: listed?.values ?? null };
    // A reference inside the document (or refused elsewhere): not a code list the model knows.
    if (ref.startsWith('#')) context.noteUnsupported([{ keyword: '$ref', pointer: childPointer(pointer, '$ref') }]);
    return null;
  }
  const name = stringProperty(schema, 'codelistName');
  return name !== undefined && listed !== null ? { name, values: listed.values } : null;
}

function readFacets(schema: JsonObject, listed: ListedValues | null): Facets {
  const facets: Facets = {};
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const) {
    const value = numberProperty(schema, key);
    if (value !== undefined) facets[key] = value;
  }
  const pattern = stringProperty(schema, 'pattern');
  if (pattern !== undefined) facets.pattern = pattern;
  const format = stringProperty(schema, 'format');
  if (format !== undefined) facets.format = format;
  if (isScalar(schema.const)) facets.const = String(schema.const);
  if (listed !== null) facets.enumeration = listed.values;
  return facets;
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

function isScalar(value: JsonValue | undefined): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
