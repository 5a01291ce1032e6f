import type { LoadedSchema } from './loaded-schema.ts';

// Catalogue files are the same text upload after upload: every certification imports the same
// formats and code lists. Parsing them once per process, not once per upload, keeps certifying
// fast. The cache is keyed by the text itself (a changed catalogue is a new text) and bounded.

const MAX_ENTRIES = 16;
/** Total characters of cached texts; the plain copies take several times this in memory. */
const MAX_TEXT_LENGTH = 16 * 1024 * 1024;

const entries = new Map<string, LoadedSchema>();
let cachedLength = 0;

/** The cached schema for this text, moved to the back of the eviction order. */
export function cachedSchema(text: string): LoadedSchema | undefined {
  const schema = entries.get(text);
  if (schema) {
    entries.delete(text);
    entries.set(text, schema);
  }
  return schema;
}

/** Caches a parsed schema, evicting the least recently used ones beyond the bounds. */
export function cacheSchema(schema: LoadedSchema): void {
  if (schema.text.length > MAX_TEXT_LENGTH || entries.has(schema.text)) return;
  entries.set(schema.text, schema);
  cachedLength += schema.text.length;
  for (const [text] of entries) {
    if (entries.size <= MAX_ENTRIES && cachedLength <= MAX_TEXT_LENGTH) break;
    entries.delete(text);
    cachedLength -= text.length;
  }
}
