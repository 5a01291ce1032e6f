import { strToU8, zipSync } from 'fflate';

// The download as `{schemaName}.zip` (001 §9) holding the enriched copy, named after the schema
// with the extension its content calls for: JSON Schema (AFD 2) or XSD (AFD 1). A schema generated
// from a definition brings its other files (code lists, formats, rules) under their own names.

/** '.json' for a JSON document, '.xsd' otherwise (by content: a stored content type may be generic). */
export function schemaFileExtension(content: Uint8Array): '.json' | '.xsd' {
  const start = new TextDecoder().decode(content.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') ? '.json' : '.xsd';
}

// A name is one path segment in the zip: a slash, backslash or drive colon never makes a folder.
const entryNameOf = (name: string) => name.replaceAll(/[\\/:]/g, '_');

export function schemaZip(schemaName: string, content: Uint8Array, companions: readonly { name: string; content: string }[] = []): { fileName: string; zip: Uint8Array } {
  const entries: Record<string, Uint8Array> = { [`${entryNameOf(schemaName)}${schemaFileExtension(content)}`]: content };
  for (const companion of companions) entries[entryNameOf(companion.name)] = strToU8(companion.content);
  return { fileName: `${schemaName}.zip`, zip: zipSync(entries) };
}
