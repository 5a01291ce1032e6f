import { catalogueResolverFromFiles, type Catalogue, type CatalogueResolver } from '@afd/afd';
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { datacatalogs } from '../db/schema/index.ts';

// The current data catalogue: the newest uploaded version. Baseline uploads and certification
// resolve imports of the catalogue's namespaces against its stored XSD files, never elsewhere.
//
// Usage (slice of certification): `const current = await readCurrentCatalogue(tx);`
//   current?.resolver       -> CatalogueResolver for certifyXsd / parseAfd1BaselineXsd
//   current?.catalogue      -> the model (code lists for AFD 2.0 reference resolution)

export interface CurrentCatalogue {
  id: string;
  version: string;
  catalogue: Catalogue;
  /** AFD 1.0 XSD files by name ({} when the catalogue came without its AFD 1.0 part). */
  xsdFiles: Record<string, string>;
  /** Resolves an import of a catalogue namespace to the stored file's text (null: unknown). */
  resolver: CatalogueResolver;
  uploadedAt: Date;
}

// Building a resolver parses every file: keep the one of the current version (ids never change).
let cachedResolver: { catalogueId: string; resolver: CatalogueResolver } | null = null;

function resolverOf(catalogueId: string, xsdFiles: Record<string, string>): CatalogueResolver {
  if (cachedResolver?.catalogueId !== catalogueId) cachedResolver = { catalogueId, resolver: catalogueResolverFromFiles(xsdFiles) };
  return cachedResolver.resolver;
}

/** The newest catalogue version, with its resolver; null when none was ever uploaded. */
export async function readCurrentCatalogue(db: Db | Tx): Promise<CurrentCatalogue | null> {
  const [row] = await db
    .select({
      id: datacatalogs.id,
      version: datacatalogs.version,
      catalogue: datacatalogs.catalogue,
      xsdFiles: datacatalogs.xsdFiles,
      createdAt: datacatalogs.createdAt,
    })
    .from(datacatalogs)
    .orderBy(desc(datacatalogs.createdAt), desc(datacatalogs.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    catalogue: row.catalogue as Catalogue,
    xsdFiles: row.xsdFiles,
    resolver: resolverOf(row.id, row.xsdFiles),
    uploadedAt: row.createdAt,
  };
}
