import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { pointerTokens } from '../json/json-pointer.ts';

// References within the document: `#/definitions/partySender`, `#/$defs/error`. Only JSON-pointer
// fragments are resolved here; anchors (`#name`) are left to the keyword rules.

export interface ResolvedLocalRef {
  /** The pointer of the target within the document (unescaped from the URI fragment). */
  pointer: string;
  value: JsonValue;
}

/** Whether a `$ref` stays within the document as a JSON pointer fragment. */
export function isLocalPointerRef(ref: string): boolean {
  return ref === '#' || ref.startsWith('#/');
}

/** Resolves a local `#/...` reference against the document root; null when it leads nowhere. */
export function resolveLocalRef(root: JsonObject, ref: string): ResolvedLocalRef | null {
  if (!isLocalPointerRef(ref)) return null;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return null;
  }
  const tokens = pointerTokens(pointer);
  if (tokens === null) return null;
  let value: JsonValue = root;
  for (const token of tokens) {
    if (isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, token)) value = value[token] ?? null;
    else if (isJsonArray(value) && /^(0|[1-9]\d*)$/.test(token) && Number(token) < value.length) value = value[Number(token)] ?? null;
    else return null;
  }
  return { pointer, value };
}

/** A schema to read as an attribute's value, with its JSON pointer. */
export interface FollowedSchema {
  schema: JsonObject;
  pointer: string;
}
