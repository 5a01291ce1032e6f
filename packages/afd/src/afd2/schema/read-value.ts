import type { Facets } from '../../model/baseline-library.ts';
import type { DataType } from '../../model/catalogue.ts';
import { isJsonArray, isJsonObject, numberProperty, stringProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { modelledKeywords, unmodelledKeywords } from './keywords.ts';
import { parseCodeListRef } from './code-list-ref.ts';
import { followLocalRefs } from './follow-local-refs.ts';
import type { FollowedSchema } from './local-ref.ts';
import type { ReadContext } from './read-context.ts';
import { readValueTypes } from './read-value-types.ts';
import type { SchemaAttribute, ValueReading } from './schema-tree.ts';

// The value of an attribute, or of each element of an array attribute: data type, facets, code
// list or listed values, read from the value schema with its bare local references followed.

interface ListedValues {
  values: string[];
  pointers: string[];
  /** The values as written, for their JSON types. */
  raw: (string | number | boolean)[];
}

const formatDataTypes: Record<string, DataType['type']> = { date: 'date', time: 'time', 'date-time': 'timestamp' };
const jsonDataTypes: Record<string, DataType['type']> = { integer: 'integer', number: 'decimal', boolean: 'boolean', string: 'string' };
/** The JSON types a single value of an attribute may have; object and array are no AFD 2.0 attribute value. */
const scalarJsonTypes = new Set([...Object.keys(jsonDataTypes), 'null']);

/**
 * The schema to read at a place (its bare local references followed), the keywords it and the
 * followed schema have that are not modelled there noted; null for a reference cycle.
 */
export function followValueSchema(context: ReadContext, schema: JsonObject, pointer: string, modelledIn: (schema: JsonObject) => ReadonlySet<string>): FollowedSchema | null {
  context.noteUnsupported(unmodelledKeywords(schema, pointer, modelledIn(schema)));
  const followed = followLocalRefs(context, schema, pointer);
  if (followed !== null && followed.pointer !== pointer) context.noteUnsupported(unmodelledKeywords(followed.schema, followed.pointer, modelledIn(followed.schema)));
  return followed;
}

/** The keywords modelled in an array attribute's element schema. */
export const arrayItemKeywords = (): ReadonlySet<string> => modelledKeywords.arrayItem;

/** Data type, code list, facets and listed values of the value schema (the `items` of an array attribute). */
export function readValue(context: ReadContext, { schema: valueSchema, pointer: valuePointer }: FollowedSchema, isArray: boolean): ValueReading {
  if (valueSchema.const !== undefined && !isScalar(valueSchema.const)) {
    context.noteUnsupported([{ keyword: 'const', pointer: childPointer(valuePointer, 'const') }]);
  }
  const listed = readListedValues(context, valueSchema, valuePointer);
  if (isTypedOnlyByReference(valueSchema, listed)) {
    // Both the reference and the keywords beside it apply, and only the reference says the type:
    // comparing the keywords alone would refuse what the reference narrows.
    context.noteUnsupported([{ keyword: '$ref', pointer: childPointer(valuePointer, '$ref'), reason: 'referenceBesideOwnKeywords' }]);
    return unmodelledValue(valuePointer);
  }
  const codeList = readCodeList(context, valueSchema, valuePointer, listed);
  const valueTypes = codeList === null ? readValueTypes(valueSchema, valuePointer, listed === null ? null : { values: listed.raw, pointers: listed.pointers }) : null;
  const type = readType(context, valueSchema, valuePointer, isArray, codeList !== null, valueTypes?.map((value) => value.jsonType) ?? null);
  return {
    dataType: type.dataType,
    codeList,
    facets: readFacets(valueSchema, codeList === null ? listed : null),
    valuePointer,
    valuePointers: listed?.pointers ?? [],
    typeChoice: type.typeChoice,
    valueUnmodelled: type.typeUnmodelled,
    valueTypes,
  };
}

/** A reference within the document that was not followed (keywords beside it), and neither `type` nor listed values of its own. */
function isTypedOnlyByReference(schema: JsonObject, listed: ListedValues | null): boolean {
  const ref = stringProperty(schema, '$ref');
  return ref !== undefined && ref.startsWith('#') && schema.type === undefined && listed === null && !isScalar(schema.const);
}

/** A value the reader cannot read (its references lead round in a circle, or only a reference beside other keywords types it): not compared. */
export function unmodelledValue(valuePointer: string): ValueReading {
  return { dataType: null, codeList: null, facets: {}, valuePointer, valuePointers: [], typeChoice: null, valueUnmodelled: true, valueTypes: null };
}

interface ReadType {
  dataType: DataType | null;
  typeChoice: string[] | null;
  typeUnmodelled: boolean;
}

/**
 * The value's data type from `type` (and `format`). A list of scalar JSON types whose values are
 * those of one type (`["integer","number"]`, `["string"]`) is that type; any other list, or
 * `"null"`, is a choice the library cannot hold but certification compares. Object and array
 * values are no AFD 2.0 attribute: manual validation. Without `type`, a code list is of strings and
 * the JSON types of a const or listed values (`valueTypes`) are the type, if they are one.
 */
function readType(context: ReadContext, schema: JsonObject, pointer: string, isArray: boolean, hasCodeList: boolean, valueTypes: string[] | null): ReadType {
  const type = schema.type;
  if (type === undefined) {
    const single = valueTypes === null ? undefined : singleJsonType(valueTypes);
    const dataType = hasCodeList ? { type: 'string' as const, isArray } : single === undefined ? null : dataTypeOf(schema, single, isArray);
    return { dataType, typeChoice: null, typeUnmodelled: false };
  }
  const typePointer = childPointer(pointer, 'type');
  const names = typeof type === 'string' ? [type] : isJsonArray(type) ? type.filter((name): name is string => typeof name === 'string') : [];
  if (names.length === 0 || !names.every((name) => scalarJsonTypes.has(name))) {
    context.noteUnsupported([{ keyword: 'type', pointer: typePointer }]);
    return { dataType: null, typeChoice: null, typeUnmodelled: true };
  }
  const single = singleJsonType(names);
  if (single === undefined) context.noteUnsupported([{ keyword: 'type', pointer: typePointer, comparedByCertification: true }]);
  const typeChoice = typeof type === 'string' && single !== undefined ? null : names;
  if (single === undefined) return { dataType: null, typeChoice, typeUnmodelled: false };
  return { dataType: dataTypeOf(schema, single, isArray), typeChoice, typeUnmodelled: false };
}

/** The data type of one JSON type: a string with a date or time `format` is that. */
function dataTypeOf(schema: JsonObject, single: DataType['type'], isArray: boolean): DataType {
  const format = stringProperty(schema, 'format');
  const formatType = single === 'string' && format !== undefined ? formatDataTypes[format] : undefined;
  return { type: formatType ?? single, isArray };
}

/** The one data type whose values a list of JSON types allows, if there is one. */
function singleJsonType(names: readonly string[]): DataType['type'] | undefined {
  const distinct = new Set(names);
  // Every integer is a number: the two together allow exactly the numbers.
  if (distinct.size === 2 && distinct.has('integer') && distinct.has('number')) return 'decimal';
  const [only] = distinct;
  return distinct.size === 1 && only !== undefined ? jsonDataTypes[only] : undefined;
}

/** Values listed by `oneOf: [{const}...]` or `enum`, each with its pointer. */
function readListedValues(context: ReadContext, schema: JsonObject, pointer: string): ListedValues | null {
  const oneOf = schema.oneOf;
  if (isJsonArray(oneOf)) {
    const listed: ListedValues = { values: [], pointers: [], raw: [] };
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
      listed.raw.push(constant);
    }
    return listed;
  }
  const enumeration = schema.enum;
  if (isJsonArray(enumeration)) {
    if (!enumeration.every(isScalar)) {
      context.noteUnsupported([{ keyword: 'enum', pointer: childPointer(pointer, 'enum') }]);
      return null;
    }
    return { values: enumeration.map(String), pointers: enumeration.map((_, index) => childPointer(pointer, 'enum', index)), raw: enumeration };
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

function isScalar(value: JsonValue | undefined): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
