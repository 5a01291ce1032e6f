import { isJsonObject, stringProperty, type JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { unmodelledKeywords } from './keywords.ts';
import { isLocalPointerRef, type FollowedSchema } from './local-ref.ts';
import type { ReadContext } from './read-context.ts';

// An attribute (or array item) written as only a reference within the document,
// `{"$ref": "#/definitions/shortText"}`, is the schema it names: the document is loaded, so the
// reference is followed, as far as such references go, and that schema is compared as the
// attribute. A reference beside keywords of its own is not followed (both would apply; the
// checker reads one schema): the keyword rules ask for manual validation of it.

const onlyReference: ReadonlySet<string> = new Set(['$ref']);

/**
 * The schema `schema` stands for: itself, or what its chain of bare local references ends in.
 * Null when the chain leads round in a circle; the reference is then noted for manual validation.
 */
export function followLocalRefs(context: ReadContext, schema: JsonObject, pointer: string): FollowedSchema | null {
  const start: FollowedSchema = { schema, pointer };
  const visited: string[] = [];
  let current = start;
  let outcome: FollowedSchema | 'cycle' | undefined;
  while (outcome === undefined) {
    const known = context.followedRefs.get(current.pointer);
    if (known !== undefined) outcome = known;
    else if (visited.includes(current.pointer)) outcome = 'cycle';
    else {
      visited.push(current.pointer);
      const next = referencedSchema(context, current);
      if (next === null) outcome = current;
      else current = next;
    }
  }
  // Every schema on the chain stands for the same one: a long chain is walked once per document.
  for (const visitedPointer of visited) context.followedRefs.set(visitedPointer, outcome);
  if (outcome !== 'cycle') return outcome;
  context.noteUnsupported([{ keyword: '$ref', pointer: childPointer(pointer, '$ref'), reason: 'referenceCycle' }]);
  return null;
}

/** The schema a bare local reference names; null when `followed` is no such reference. */
function referencedSchema(context: ReadContext, { schema, pointer }: FollowedSchema): FollowedSchema | null {
  const ref = stringProperty(schema, '$ref');
  if (ref === undefined || !isLocalPointerRef(ref) || unmodelledKeywords(schema, pointer, onlyReference).length > 0) return null;
  const resolved = context.resolve(ref);
  if (resolved === null || !isJsonObject(resolved.value)) return null;
  return { schema: resolved.value, pointer: resolved.pointer };
}
