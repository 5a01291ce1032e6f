// Which JSON Schema draft an AFD 2.0 schema declares. The standard's composition tool writes the
// 2019-09 URI as `http://json-schema.org/draft/2019-09/schema#` (http, trailing '#'); the official
// spelling is `https://json-schema.org/draft/2019-09/schema`. Both name the same meta-schema.

export type JsonSchemaDraft = '2019-09' | '2020-12';

/** The official meta-schema URI of each draft (what ajv knows it by). */
export const draftMetaSchemaUri: Record<JsonSchemaDraft, string> = {
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** The draft a `$schema` value names (http or https, with or without a trailing '#'), or null. */
export function detectJsonSchemaDraft(schemaUri: unknown): JsonSchemaDraft | null {
  if (typeof schemaUri !== 'string') return null;
  const normalised = schemaUri.trim().replace(/^http:\/\//i, 'https://').replace(/#$/, '').toLowerCase();
  for (const [draft, uri] of Object.entries(draftMetaSchemaUri) as [JsonSchemaDraft, string][]) {
    if (normalised === uri) return draft;
  }
  return null;
}
