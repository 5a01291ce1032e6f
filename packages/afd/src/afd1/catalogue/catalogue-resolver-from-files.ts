import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import { loadCatalogueSchemaFile } from '../xml/schema-set.ts';

// The server stores the catalogue's XSD files; this turns them into the resolver that parsing and
// certification take: by namespace, never by location. Files that do not parse are left out (the
// catalogue upload refused them already).

/** A resolver over stored catalogue files (file name -> text), keyed by their target namespace. */
export function catalogueResolverFromFiles(files: Readonly<Record<string, string>>): CatalogueResolver {
  const byNamespace = new Map<string, string>();
  for (const [fileName, text] of Object.entries(files)) {
    const loaded = loadCatalogueSchemaFile(text, fileName);
    const namespace = loaded.ok ? loaded.schema.targetNamespace : null;
    if (namespace !== null && !byNamespace.has(namespace)) byNamespace.set(namespace, text);
  }
  return (namespace) => byNamespace.get(namespace) ?? null;
}
