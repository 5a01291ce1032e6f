import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import type { SchemaEntity } from '../schema/schema-tree.ts';
import { distinct, type JsonInstanceBuilder } from './json-instances.ts';

// Candidate example messages for one refusal of AFD 2.0 certification, smallest first: the entity
// arrays from the root down to the entity the finding names, everything else minimal, and there
// what may differ from the baseline — each value the attribute's schema admits at its boundaries,
// the attribute left out, the entity as often as its array allows (none, its minContains, more).
// Which one the organisation schema accepts and the baseline refuses, only Ajv decides.

/** What an example is built around: the entities from the root down, and an attribute of the last. */
export interface JsonExampleTarget {
  chain: readonly SchemaEntity[];
  attribute?: string | undefined;
}

type Focus = { count?: number; attribute?: { name: string; value: JsonValue | undefined } };

/** Occurrences tried for an entity, besides its own minContains and maxContains. */
const COUNTS = [0, 1, 2, 10, 50];

/** The candidates for a target, lazily and smallest first. */
export function* jsonExampleCandidates(builder: JsonInstanceBuilder, target: JsonExampleTarget): Generator<JsonValue> {
  const last = target.chain[target.chain.length - 1];
  const at = (focus: Focus) => along(builder, target.chain, 0, focus);
  if (last && target.attribute !== undefined) {
    const definition = builder.at(last.definitionPointer);
    const properties = definition && isJsonObject(definition.properties) ? definition.properties : {};
    const name = target.attribute;
    for (const value of builder.candidates(properties[name])) yield* present(at({ attribute: { name, value } }));
    yield* present(at({ attribute: { name, value: undefined } }));
    return;
  }
  yield* present(at({}));
  if (!last) return;
  const counts = new Set([last.minContains, ...(typeof last.maxOccurs === 'number' ? [last.maxOccurs] : []), ...COUNTS]);
  for (const count of counts) yield* present(at({ count }));
}

function* present(value: JsonValue | undefined): Generator<JsonValue> {
  if (value !== undefined) yield value;
}

/**
 * The object at level `index` (the root, or an item of the entity before it in the chain), its
 * array of the next entity holding that entity; at the end of the chain the focus applies.
 */
function along(builder: JsonInstanceBuilder, chain: readonly SchemaEntity[], index: number, focus: Focus): JsonObject | undefined {
  const parent = chain[index - 1];
  const schema = parent ? builder.at(parent.definitionPointer) : builder.at('');
  const object = builder.minimal(schema);
  if (!isJsonObject(object)) return undefined;
  const entity = chain[index];
  if (!entity) {
    if (!focus.attribute) return object;
    const { name, value } = focus.attribute;
    const { [name]: _left, ...others } = object;
    return value === undefined ? others : { ...others, [name]: value };
  }
  const definition = builder.at(entity.definitionPointer);
  const isLast = index === chain.length - 1;
  const count = isLast && focus.count !== undefined ? focus.count : Math.max(1, entity.minContains);
  const first = isLast && focus.count !== undefined ? builder.minimal(definition) : along(builder, chain, index + 1, focus);
  const rest = count > 1 ? builder.minimal(definition) : undefined;
  if (count > 0 && (first === undefined || (count > 1 && rest === undefined))) return undefined;
  const items = count === 0 ? [] : [first!, ...Array.from({ length: count - 1 }, (_, copy) => distinct(rest!, copy + 1))];
  // Items of other entity types the array needs stay; those of this type are replaced.
  const existing = isJsonArray(object[entity.name]) ? (object[entity.name] as JsonValue[]) : [];
  const others = existing.filter((item) => !(isJsonObject(item) && item.entityType === entity.entityTypeName));
  return { ...object, [entity.name]: [...others, ...items] };
}
