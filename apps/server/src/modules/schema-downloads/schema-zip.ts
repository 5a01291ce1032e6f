import { zipSync } from 'fflate';

// The download as `{schemaName}.zip` (001 §9) holding the enriched copy, named after the schema
// with the extension its content calls for: JSON Schema (AFD 2) or XSD (AFD 1).

/** '.json' for a JSON document, '.xsd' otherwise (by content: a stored content type may be generic). */
export function schemaFileExtension(content: Uint8Array): '.json' | '.xsd' {
  const start = new TextDecoder().decode(content.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') ? '.json' : '.xsd';
}

export function schemaZip(schemaName: string, content: Uint8Array): { fileName: string; zip: Uint8Array } {
  // A name is one path segment in the zip: a slash, backslash or drive colon never makes a folder.
  const entryName = `${schemaName.replaceAll(/[\\/:]/g, '_')}${schemaFileExtension(content)}`;
  return { fileName: `${schemaName}.zip`, zip: zipSync({ [entryName]: content }) };
}
