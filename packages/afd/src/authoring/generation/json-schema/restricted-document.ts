import type { CodeList } from '../../../model/catalogue.ts';
import { cloneJson } from '../../../afd2/json/clone-json.ts';
import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../../../afd2/json/json-value.ts';
import { entityArrayClosure, isEntityArraySchema } from '../../../afd2/schema/entity-array.ts';
import type { SchemaEntity } from '../../../afd2/schema/schema-tree.ts';
import type { FunctionSelection } from '../function-selection.ts';
import { attributeSchema } from './attribute-schema.ts';
import { baselineDefinitions, localDefinitionRefTo, rewriteRefs, type Afd2Draft } from './draft-shape.ts';

// The function's JSON Schema built from the baseline document (ADR 0029): the same root, entity
// arrays and definitions, keeping only what the function keeps. Each entity array keeps the allOf
// items of the kept entity types, with the function's maximum as maxContains and its minimum as
// minContains (the array in `required` when that is 1 or more, ADR 0056); each entity's
// definition keeps `entityType`, its kept child arrays and its V/O attributes (V in `required`).
// A definition the baseline shares between positions is written once per different content:
// 'investmentPortfolio', 'investmentPortfolio_1', as the standards body's own files do.

export interface RestrictionInput {
  baseline: JsonObject;
  /** The baseline read as an entity tree, with the pointer of every construct. */
  roots: readonly SchemaEntity[];
  selection: FunctionSelection;
  /** Per composition position ('Polis-PolisType/Object'), the entity types the definition offers there. */
  compositions: Readonly<Record<string, readonly string[]>>;
  codeLists: ReadonlyMap<string, CodeList>;
  draft: Afd2Draft;
}

export interface RestrictedDocument {
  /** Root keywords (type, additionalProperties, properties, required) and the definitions by name. */
  root: JsonObject;
  definitions: Record<string, JsonObject>;
  /** The standard's code lists the document refers to, for the -afdCodelists.json file (subsets are written out). */
  codeListNames: Set<string>;
}

const positionKey = (entity: SchemaEntity, parentPath: string | null) => (parentPath === null ? entity.name : `${parentPath}/${entity.name}`);

export function restrictedDocument(input: RestrictionInput): RestrictedDocument {
  const sourceDefinitions = baselineDefinitions(input.baseline);
  const definitions: Record<string, JsonObject> = {};
  /** Per written name its content, and that content as text once a second position needs comparing (most names have one). */
  const written = new Map<string, { content: JsonObject; text?: string }>();
  const textOf = (entry: { content: JsonObject; text?: string }) => (entry.text ??= JSON.stringify(entry.content));

  /** A definition's name for this content: the baseline's name, suffixed when that name holds other content. */
  const nameFor = (baseName: string, content: JsonObject): string => {
    const candidate = { content };
    for (let index = 0; ; index += 1) {
      const name = index === 0 ? baseName : `${baseName}_${index}`;
      const existing = written.get(name);
      if (existing === undefined) {
        written.set(name, candidate);
        definitions[name] = content;
        return name;
      }
      if (textOf(existing) === textOf(candidate)) return name;
    }
  };

  const isKept = (entity: SchemaEntity, parentPath: string | null) => {
    if (!input.selection.entities.has(entity.path)) return false;
    const offered = input.compositions[positionKey(entity, parentPath)];
    return offered === undefined || offered.includes(entity.entityTypeName ?? '');
  };

  /** The properties and required names of an owner (root or entity definition) restricted to the function. */
  const ownerContent = (owner: JsonObject, entities: readonly SchemaEntity[], ownerPath: string | null, attributePathOf: (name: string) => string | null) => {
    const properties: JsonObject = {};
    const required: string[] = [];
    const baselineRequired = new Set(isJsonArray(owner.required) ? owner.required.filter((name): name is string => typeof name === 'string') : []);
    const sourceProperties = isJsonObject(owner.properties) ? owner.properties : {};
    for (const [name, value] of Object.entries(sourceProperties)) {
      if (isEntityArraySchema(value)) {
        const kept = entities.filter((entity) => entity.name === name && isKept(entity, ownerPath));
        const array = entityArray(value, kept);
        if (array === null) continue;
        properties[name] = array;
        // The array is required where the baseline requires it, or where the function makes one of its entity types mandatory (ADR 0056).
        if (baselineRequired.has(name) || kept.some((entity) => (input.selection.entities.get(entity.path)?.minOccurs ?? 0) > 0)) required.push(name);
      } else if (name === 'entityType') {
        properties[name] = cloneJson(value);
        required.push(name);
      } else {
        const path = attributePathOf(name);
        const kept = path === null ? undefined : input.selection.attributes.get(path);
        if (!kept) continue;
        properties[name] = attributeSchema(value, kept.view, input.codeLists);
        if (kept.presence === 'V') required.push(name);
      }
    }
    return { properties, required };
  };

  /** An entity array with the allOf items of its kept entity types; null when none is kept. */
  const entityArray = (arraySchema: JsonObject, kept: readonly SchemaEntity[]): JsonObject | null => {
    if (kept.length === 0) return null;
    // The baseline's own closure (if any) names its types; the function's names only the kept ones.
    const { allOf: _items, items: _closure, ...rest } = arraySchema;
    const items = isJsonArray(arraySchema.allOf) ? arraySchema.allOf : [];
    const listed = kept.map((entity) => ({ entity, ref: localDefinitionRefTo(input.draft, entityDefinition(entity)) }));
    const allOf = listed.map(({ entity, ref }) => {
      const index = Number(entity.itemPointer.split('/').pop());
      const source = isJsonObject(items[index]) ? items[index] : {};
      const chosen = input.selection.entities.get(entity.path);
      const maxOccurs = chosen?.maxOccurs ?? entity.maxOccurs;
      const { maxContains: _max, contains: _contains, minContains: _min, ...itemRest } = source;
      return {
        ...cloneJson(itemRest),
        ...minContains(source, chosen?.minOccurs ?? 0),
        ...(maxOccurs === 'unbounded' ? {} : { maxContains: maxOccurs }),
        contains: { $ref: ref },
      };
    });
    // Closed over its kept types (entity-array.ts, ADR 0057): an item of no kept type is refused,
    // not let through uncounted, so every validator keeps the certification's promise.
    const closure = entityArrayClosure(listed.map(({ entity, ref }) => ({ ref, entityType: entity.entityTypeName ?? '' })));
    return { ...cloneJson(rest), allOf, items: closure };
  };

  /** Writes the kept entity's definition; answers its name. */
  const entityDefinition = (entity: SchemaEntity): string => {
    const baseName = entity.definitionPointer.split('/').pop() ?? entity.name;
    const source = resolvePointer(input.baseline, entity.definitionPointer);
    const attributes = new Map(entity.attributes.map((attribute) => [attribute.name, attribute.path]));
    const { properties, required } = ownerContent(source, entity.children, entity.path, (name) => attributes.get(name) ?? null);
    const { properties: _p, required: _r, ...rest } = source;
    return nameFor(decodeURIComponent(baseName), { ...cloneJson(rest), properties, ...(required.length > 0 ? { required } : {}) });
  };

  const { properties, required } = ownerContent(input.baseline, input.roots, null, () => null);
  const root: JsonObject = { type: 'object', additionalProperties: false, properties, ...(required.length > 0 ? { required } : {}) };

  // Local references inside kept attributes (shared value types) bring their definitions along.
  const codeListNames = new Set<string>();
  const pending: string[] = [];
  const rewrite = (value: JsonObject) => {
    const refs = rewriteRefs(value, input.draft);
    pending.push(...refs.definitions);
    refs.codeLists.forEach((name) => codeListNames.add(name));
  };
  [root, ...Object.values(definitions)].forEach(rewrite);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const source = sourceDefinitions[name];
    if (definitions[name] !== undefined || !isJsonObject(source)) continue;
    const copy = cloneJson(source);
    definitions[name] = copy;
    rewrite(copy);
  }
  return { root, definitions, codeListNames };
}

/**
 * The item's minContains: the baseline's as written, raised to the function's minimum when that
 * is 1 or more (ADR 0056; written out, as the standard's own files write it, even where it is
 * JSON Schema's default 1). A minimum of 0 keeps the baseline's, which counts only when the array
 * is there.
 */
function minContains(item: JsonObject, minimum: number): JsonObject {
  const written = typeof item.minContains === 'number' ? item.minContains : undefined;
  if (minimum < 1) return written === undefined ? {} : { minContains: written };
  return { minContains: Math.max(minimum, written ?? 1) };
}

function resolvePointer(document: JsonObject, pointer: string): JsonObject {
  let node: JsonValue = document;
  for (const token of pointer.split('/').slice(1).map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))) {
    node = isJsonObject(node) ? (node[token] ?? {}) : isJsonArray(node) ? (node[Number(token)] ?? {}) : {};
  }
  return isJsonObject(node) ? node : {};
}

