import { pointerTokens } from '../json/json-pointer.ts';
import { isJsonArray, isJsonObject, stringProperty, type JsonObject, type JsonValue } from '../json/json-value.ts';

// What an AFD 2.0 entity array is, and its closure (ADR 0057). The array lists its entity types
// as `allOf` items `{contains: {$ref}}`. Read literally, that array is open: an item that matches
// none of the types is allowed, and counted by no `maxContains`. The checker compares entity
// types as if the array admitted only its listed types; a schema that says so in JSON Schema
// terms closes the array with `items`, one clause per listed type, chosen by the item's
// entityType:
//   "items": {
//     "required": ["entityType"],
//     "properties": {"entityType": {"enum": ["car", "trailer"]}},
//     "allOf": [
//       {"if": {"properties": {"entityType": {"const": "car"}}, "required": ["entityType"]},
//        "then": {"$ref": "#/definitions/objectCar"}},
//       …
//     ]
//   }
// An item then has a listed entity type and matches that type's definition. A validator reports
// an unlisted type once (the enum) and a broken item by its own definition's errors only, where
// the plainer `anyOf` of the references would report the errors of every other type beside them.

/** Whether a property schema is an entity array: an allOf of `contains` items. */
export function isEntityArraySchema(value: JsonValue | undefined): value is JsonObject {
  return isJsonObject(value) && isJsonArray(value.allOf) && value.allOf.some((item) => isJsonObject(item) && item.contains !== undefined);
}

/** A listed entity type: the reference of its `contains` and the entityType const of the definition it names. */
export interface ListedEntityType {
  ref: string;
  entityType: string;
}

/** The `items` that admits only the listed entity types, each by its own definition. */
export function entityArrayClosure(types: readonly ListedEntityType[]): JsonObject {
  return {
    required: ['entityType'],
    properties: { entityType: { enum: types.map((type) => type.entityType) } },
    allOf: types.map(({ ref, entityType }) => ({ if: { properties: { entityType: { const: entityType } }, required: ['entityType'] }, then: { $ref: ref } })),
  };
}

/** The references the array's `allOf` items name in `contains`, or null when one names no reference. */
function containsRefs(array: JsonObject): string[] | null {
  const items = isJsonArray(array.allOf) ? array.allOf : [];
  const refs: string[] = [];
  for (const item of items) {
    const contains = isJsonObject(item) ? item.contains : undefined;
    const ref = isJsonObject(contains) ? stringProperty(contains, '$ref') : undefined;
    if (ref === undefined) return null;
    refs.push(ref);
  }
  return refs;
}

const hasKeys = (object: JsonObject, keys: readonly string[]) => {
  const own = Object.keys(object);
  return own.length === keys.length && keys.every((key) => own.includes(key));
};

/** `["entityType"]`, the only form of `required` the closure has. */
const requiresEntityTypeOnly = (value: JsonValue | undefined) => isJsonArray(value) && value.length === 1 && value[0] === 'entityType';

/** `{"entityType": {<keyword>: …}}` with nothing else: the value of that keyword, else undefined. */
function entityTypeKeyword(properties: JsonValue | undefined, keyword: 'enum' | 'const'): JsonValue | undefined {
  if (!isJsonObject(properties) || !hasKeys(properties, ['entityType'])) return undefined;
  const entityType = properties.entityType;
  return isJsonObject(entityType) && hasKeys(entityType, [keyword]) ? entityType[keyword] : undefined;
}

/** A clause `{if: {properties: {entityType: {const}}, required: ["entityType"]}, then: {$ref}}`, or null. */
function readClause(clause: JsonValue): ListedEntityType | null {
  if (!isJsonObject(clause) || !hasKeys(clause, ['if', 'then'])) return null;
  const { if: condition, then } = clause;
  if (!isJsonObject(condition) || !hasKeys(condition, ['properties', 'required']) || !requiresEntityTypeOnly(condition.required)) return null;
  const entityType = entityTypeKeyword(condition.properties, 'const');
  const ref = isJsonObject(then) && hasKeys(then, ['$ref']) ? stringProperty(then, '$ref') : undefined;
  return typeof entityType === 'string' && ref !== undefined ? { ref, entityType } : null;
}

/**
 * The references of an `items` that is nothing but a choice of references — `{"anyOf": [{"$ref"},
 * …]}`, `{"oneOf": […]}` or one `{"$ref"}` — or null for any other form. Such an `items` admits
 * an item exactly when it matches one of the definitions named (oneOf: exactly one, which only
 * admits fewer).
 */
function referenceChoice(closure: JsonObject): string[] | null {
  const refOf = (branch: JsonValue) => (isJsonObject(branch) && hasKeys(branch, ['$ref']) ? stringProperty(branch, '$ref') : undefined);
  if (hasKeys(closure, ['$ref'])) {
    const ref = refOf(closure);
    return ref === undefined ? null : [ref];
  }
  const branches = hasKeys(closure, ['anyOf']) ? closure.anyOf : hasKeys(closure, ['oneOf']) ? closure.oneOf : undefined;
  if (!isJsonArray(branches) || branches.length === 0) return null;
  const refs = branches.map(refOf);
  return refs.every((ref) => ref !== undefined) ? refs : null;
}

/**
 * Whether the array's `items` admits only items of its listed entity types. Two forms are read:
 * - the closure over exactly its listed types, as entityArrayClosure writes it: its clauses naming
 *   each reference of the `contains` items once, and its enum exactly the clauses' entity types;
 * - a plain choice of references (referenceChoice), each one a reference of the `contains` items:
 *   all of them, or fewer (a type left out of the choice can then not occur, which only admits
 *   fewer messages). A reference the `contains` items do not name is not read as a closure.
 * Either way every item it admits matches one of the definitions the `contains` items name, and
 * each of those fixes its entityType (the reader requires the const), so the item is of the type
 * whose clause counts it. Which definition a clause's entity type chooses does not matter for
 * that; a clause that chooses the wrong one only refuses more.
 */
export function isClosedEntityArray(array: JsonObject): boolean {
  const closure = array.items;
  if (!isJsonObject(closure)) return false;
  const choice = referenceChoice(closure);
  if (choice !== null) {
    const named = new Set(containsRefs(array) ?? []);
    return named.size > 0 && choice.every((ref) => named.has(ref));
  }
  if (!hasKeys(closure, ['required', 'properties', 'allOf']) || !requiresEntityTypeOnly(closure.required)) return false;
  const listed = entityTypeKeyword(closure.properties, 'enum');
  if (!isJsonArray(listed) || !isJsonArray(closure.allOf)) return false;
  const clauses = closure.allOf.map(readClause).filter((clause) => clause !== null);
  if (clauses.length !== closure.allOf.length) return false;
  const types = clauses.map((clause) => clause.entityType);
  const refs = new Set(clauses.map((clause) => clause.ref));
  const named = new Set(containsRefs(array) ?? []);
  const sameSet = <T>(list: readonly T[], set: ReadonlySet<T>) => list.length === set.size && new Set(list).size === set.size && list.every((member) => set.has(member));
  return named.size > 0 && sameSet([...refs], named) && refs.size === clauses.length && sameSet(types, new Set(listed)) && new Set(types).size === types.length;
}

/** The entityType const of the definition a local reference names, if it has one. */
function entityTypeAt(document: JsonObject, ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  let value: JsonValue | undefined = document;
  for (const token of pointerTokens(ref.slice(1)) ?? []) value = isJsonObject(value) ? value[token] : undefined;
  const entityType = isJsonObject(value) && isJsonObject(value.properties) ? value.properties.entityType : undefined;
  return isJsonObject(entityType) ? stringProperty(entityType, 'const') : undefined;
}

/**
 * Closes, in place, every entity array of the document (the root's and each definition's) that
 * has no `items` of its own and whose types are all named by a local reference to a definition
 * with an entityType const. Answers how many it closed.
 */
export function closeEntityArrays(document: JsonObject): number {
  let closed = 0;
  const definitions = [document.definitions, document.$defs].flatMap((group) => (isJsonObject(group) ? Object.values(group) : []));
  for (const owner of [document, ...definitions]) {
    const properties = isJsonObject(owner) && isJsonObject(owner.properties) ? owner.properties : {};
    for (const array of Object.values(properties)) {
      if (!isEntityArraySchema(array) || array.items !== undefined) continue;
      const refs = [...new Set(containsRefs(array) ?? [])];
      const types = refs.flatMap((ref) => {
        const entityType = entityTypeAt(document, ref);
        return entityType === undefined ? [] : [{ ref, entityType }];
      });
      if (types.length === 0 || types.length !== refs.length) continue;
      array.items = entityArrayClosure(types);
      closed += 1;
    }
  }
  return closed;
}
