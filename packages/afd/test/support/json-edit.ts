// Test support: small edits to a JSON document addressed by JSON pointer, the way the tests make
// "a small edit" to a schema. Plain objects from JSON.parse; no I/O.

export type JsonRecord = Record<string, unknown>;

/** The object at a JSON pointer ('/definitions/x/properties'); throws when there is none. */
export function objectAt(root: unknown, pointer: string): JsonRecord {
  let node = root;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : (node as JsonRecord)[key];
  }
  if (typeof node !== 'object' || node === null) throw new Error(`No object at ${pointer}`);
  return node as JsonRecord;
}

/** A copy of the JSON text with `edit` applied to the object at `pointer`. */
export function editJson(text: string, pointer: string, edit: (target: JsonRecord) => void): string {
  const root: unknown = JSON.parse(text);
  edit(objectAt(root, pointer));
  return JSON.stringify(root, null, 2);
}

/** The string array at `key` of an object (e.g. its `required`). */
export function stringsAt(target: JsonRecord, key: string): string[] {
  const value = target[key];
  if (!Array.isArray(value)) throw new Error(`No array at ${key}`);
  return value as string[];
}
