import { catalogueResolverFromFiles, type CatalogueResolver } from '@afd/afd';

// A resolver is a function and cannot cross into a worker thread: the catalogue travels as its XSD
// files and each worker builds the resolver once per catalogue (building one parses every file).

const resolvers = new Map<string, CatalogueResolver>();

/** The resolver of the catalogue known by `key` (a version or an id), built on first use. */
export function catalogueResolverOf(key: string, xsdFiles: Record<string, string>): CatalogueResolver {
  let resolver = resolvers.get(key);
  if (!resolver) {
    if (resolvers.size > 4) resolvers.clear();
    resolver = catalogueResolverFromFiles(xsdFiles);
    resolvers.set(key, resolver);
  }
  return resolver;
}
