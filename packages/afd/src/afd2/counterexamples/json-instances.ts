import { isJsonArray, isJsonObject, numberProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { pointerTokens } from '../json/json-pointer.ts';
import { parseCodeListRef, type CodeListLookup } from '../schema/code-list-ref.ts';

// The smallest JSON values an AFD 2.0 schema admits, and the boundary values of an attribute, for
// example messages. It reads what the AFD 2.0 shape uses (local references and the standard's
// code lists, const, enum, oneOf, allOf with contains, properties and required, items, the string,
// number and array facets) and gives up (undefined) on anything else. Nothing here has to be
// right: Ajv validates every example before it is shown.

/** Nested values at most (a recursive schema stops here). */
const MAX_DEPTH = 24;
/** Copies of one item at most. */
const MAX_COPIES = 50;
/** Listed values tried at most. */
const MAX_LISTED = 40;

export class JsonInstanceBuilder {
  constructor(
    private readonly root: JsonObject,
    private readonly codeLists: CodeListLookup,
  ) {}

  /** The schema a pointer names in the document (undefined when it names none). */
  at(pointer: string): JsonObject | undefined {
    let node: JsonValue | undefined = this.root;
    for (const token of pointerTokens(pointer) ?? []) node = isJsonArray(node) ? node[Number(token)] : isJsonObject(node) ? node[token] : undefined;
    return isJsonObject(node) ? node : undefined;
  }

  /** The smallest value the schema admits, as far as this reader can tell; undefined when it cannot make one. */
  minimal(schema: JsonValue | undefined, depth = 0): JsonValue | undefined {
    return this.candidates(schema, depth)[0];
  }

  /** Values the schema likely admits, the likeliest first, then its boundaries: the longest string, the largest number, each listed value. */
  candidates(schema: JsonValue | undefined, depth = 0): JsonValue[] {
    if (depth > MAX_DEPTH || schema === undefined) return [];
    if (schema === true) return [null];
    if (!isJsonObject(schema)) return [];
    const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref !== undefined) return this.referenced(ref, depth);
    if ('const' in schema) return [schema.const as JsonValue];
    if (isJsonArray(schema.enum)) return schema.enum.slice(0, MAX_LISTED);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const options = schema[keyword];
      if (isJsonArray(options)) return options.flatMap((option) => this.candidates(option, depth + 1)).slice(0, MAX_LISTED);
    }
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object' || (type === undefined && isJsonObject(schema.properties))) return present(this.object(schema, depth));
    if (type === 'array') return this.arrays(schema, depth);
    if (type === 'string') return strings(schema);
    if (type === 'integer' || type === 'number') return numbers(schema, type === 'integer');
    if (type === 'boolean') return [true, false];
    if (type === 'null') return [null];
    return [];
  }

  private referenced(ref: string, depth: number): JsonValue[] {
    if (ref.startsWith('#')) return this.candidates(this.at(decodeURIComponent(ref.slice(1))), depth + 1);
    const codeList = parseCodeListRef(ref);
    const list = codeList && this.codeLists.find(codeList.name);
    return list ? list.values.slice(0, MAX_LISTED).map((value) => value.code) : [];
  }

  /** The required properties, each with its smallest value. */
  private object(schema: JsonObject, depth: number): JsonObject | undefined {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const required = isJsonArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
    const object: JsonObject = {};
    for (const name of required) {
      const value = this.minimal(properties[name] ?? true, depth + 1);
      if (value === undefined) return undefined;
      object[name] = value;
    }
    return object;
  }

  /** The smallest array (each `contains` its minContains times, then `items` up to minItems), then longer ones. */
  private arrays(schema: JsonObject, depth: number): JsonValue[] {
    const smallest: JsonValue[] = [];
    const containers = [schema, ...(isJsonArray(schema.allOf) ? schema.allOf.filter(isJsonObject) : [])].filter((part) => part.contains !== undefined);
    for (const part of containers) {
      const count = numberProperty(part, 'minContains') ?? 1;
      if (count === 0) continue;
      const item = this.minimal(part.contains, depth + 1);
      if (item === undefined || count > MAX_COPIES) return [];
      for (let index = 0; index < count; index += 1) smallest.push(item);
    }
    const minItems = numberProperty(schema, 'minItems') ?? 0;
    const itemCandidates = schema.items === undefined ? [] : this.candidates(schema.items, depth + 1);
    const item = itemCandidates[0];
    if (smallest.length < minItems && (item === undefined || minItems > MAX_COPIES)) return [];
    while (smallest.length < minItems && item !== undefined) smallest.push(item);
    const arrays: JsonValue[] = [smallest];
    if (item === undefined) return arrays;
    const maxItems = numberProperty(schema, 'maxItems');
    if (maxItems !== undefined && maxItems <= MAX_COPIES && maxItems > smallest.length) arrays.push([...smallest, ...Array.from({ length: maxItems - smallest.length }, (_, copy) => distinct(item, copy))]);
    // Two alike (uniqueItems left out), and each listed item value once.
    arrays.push([...smallest, item, item], ...itemCandidates.slice(1).map((other) => [...smallest, other]));
    return arrays;
  }
}

/**
 * Copy number `copy` of a value, told apart from the others (an array with uniqueItems: true needs
 * different items): a text gets the number appended, an object its first text property but entityType.
 */
export function distinct(item: JsonValue, copy: number): JsonValue {
  if (copy === 0) return item;
  if (typeof item === 'string') return `${item}${copy}`;
  if (!isJsonObject(item)) return item;
  const key = Object.keys(item).find((name) => name !== 'entityType' && typeof item[name] === 'string');
  return key === undefined ? item : { ...item, [key]: `${item[key] as string}${copy}` };
}

function present(value: JsonValue | undefined): JsonValue[] {
  return value === undefined ? [] : [value];
}

const formatSamples: Readonly<Record<string, string>> = { date: '2026-01-01', 'date-time': '2026-01-01T00:00:00Z', time: '00:00:00Z', email: 'a@voorbeeld.nl', uri: 'urn:voorbeeld' };

function strings(schema: JsonObject): string[] {
  const minLength = numberProperty(schema, 'minLength') ?? 0;
  const maxLength = numberProperty(schema, 'maxLength');
  const format = typeof schema.format === 'string' ? formatSamples[schema.format] : undefined;
  const values = [format, 'A'.repeat(Math.max(1, minLength)), '1'.repeat(Math.max(1, minLength)), '2026-01-01'];
  if (maxLength !== undefined) values.push('A'.repeat(maxLength), '1'.repeat(maxLength));
  values.push('A'.repeat(Math.max(0, minLength - 1)), '');
  const pattern = typeof schema.pattern === 'string' ? safePattern(schema.pattern) : null;
  // Admitted values first: the smallest message must be valid.
  const admitted = (value: string) => value.length >= minLength && (maxLength === undefined || value.length <= maxLength) && (pattern === null || pattern.test(value));
  const unique = [...new Set(values.filter((value): value is string => value !== undefined))];
  return [...unique.filter(admitted), ...unique.filter((value) => !admitted(value))];
}

function safePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

function numbers(schema: JsonObject, integer: boolean): number[] {
  const minimum = numberProperty(schema, 'minimum');
  const maximum = numberProperty(schema, 'maximum');
  const exclusiveMinimum = numberProperty(schema, 'exclusiveMinimum');
  const exclusiveMaximum = numberProperty(schema, 'exclusiveMaximum');
  const multipleOf = numberProperty(schema, 'multipleOf');
  const step = integer ? 1 : (multipleOf ?? 0.5);
  const values = [minimum, maximum, exclusiveMinimum === undefined ? undefined : exclusiveMinimum + step, exclusiveMaximum === undefined ? undefined : exclusiveMaximum - step, 0, 1, multipleOf, -1, 1.5];
  const admitted = (value: number) =>
    (minimum === undefined || value >= minimum) &&
    (maximum === undefined || value <= maximum) &&
    (exclusiveMinimum === undefined || value > exclusiveMinimum) &&
    (exclusiveMaximum === undefined || value < exclusiveMaximum) &&
    (!integer || Number.isInteger(value)) &&
    (multipleOf === undefined || Number.isInteger(value / multipleOf));
  const unique = [...new Set(values.filter((value): value is number => value !== undefined))];
  return [...unique.filter(admitted), ...unique.filter((value) => !admitted(value))];
}
