import { catalogueResolverFromFiles, type Afd1XPathRule, type BaselineLibrary, type CatalogueResolver } from '@afd/afd';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, baselineSchemaXpathRules, datacatalogs, dimensions, xpathRules } from '../../db/schema/index.ts';
import { isBaselineOfKey, type BaselineKeyIds, type BaselineKeyNames } from '../baseline-keys.ts';
import { isCombinationAllowed } from '../combination-allowed.ts';
import { deepFreeze } from '../../jobs/deep-freeze.ts';
import { lastUsedCache } from '../last-used-cache.ts';
import { cachedLibrary } from '../library-cache.ts';
import { certificationProblems } from './certification-texts.ts';

// Everything certification of an AFD 1.0 schema needs for one baseline key: the allowed key, its
// baseline with the current library and baseline XSD, the selected XPath rules, and the catalogue
// the library was parsed against (its XSD files resolve the schema's imports, never the network).

export interface CertificationContext {
  baselineSchemaId: string;
  baselineLibraryId: string;
  keyNames: BaselineKeyNames;
  library: BaselineLibrary;
  /** The baseline as uploaded; messages then name its lines too. */
  baselineXsd: string | undefined;
  xpathRules: Afd1XPathRule[];
  catalogueVersion: string;
  catalogueResolver: CatalogueResolver;
  /** The catalogue's XSD files, for certification in a worker thread. */
  catalogueFiles: Record<string, string>;
}

/** The names of the key's three dimensions; refuses an unknown key or one whose combination is not allowed. */
export async function allowedKeyNames(db: Db | Tx, key: BaselineKeyIds): Promise<{ names: BaselineKeyNames; certificationAreaVersion: '1' | '2' }> {
  const rows = await db
    .select({ id: dimensions.id, kind: dimensions.kind, name: dimensions.name, version: dimensions.version })
    .from(dimensions)
    .where(inArray(dimensions.id, [key.certificationAreaId, key.messageTypeId, key.applicationAreaId]));
  const find = (id: string, kind: string) => rows.find((row) => row.id === id && row.kind === kind);
  const certificationArea = find(key.certificationAreaId, 'certificationArea');
  const messageType = find(key.messageTypeId, 'messageType');
  const applicationArea = find(key.applicationAreaId, 'applicationArea');
  if (!certificationArea || !messageType || !applicationArea) throw certificationProblems.unknownKey();
  if (!(await isCombinationAllowed(db, key))) throw certificationProblems.unknownKey();
  return {
    names: { certificationArea: certificationArea.name, messageType: messageType.name, applicationArea: applicationArea.name },
    certificationAreaVersion: certificationArea.version ?? '1',
  };
}

/** The certification context of a version-1 key, with the baseline's current (newest) library. */
export async function certificationContextOf(db: Db | Tx, key: BaselineKeyIds): Promise<CertificationContext> {
  const { names, certificationAreaVersion } = await allowedKeyNames(db, key);
  if (certificationAreaVersion !== '1') throw certificationProblems.notVersionOne();
  const [baseline] = await db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(isBaselineOfKey(key));
  if (!baseline) throw certificationProblems.noBaseline();
  const context = await contextOfBaseline(db, baseline.id, names);
  if (!context) throw certificationProblems.noBaseline();
  return context;
}

/** The context of a baseline by id (revalidation); null when it has no library or catalogue. */
export async function contextOfBaseline(db: Db | Tx, baselineSchemaId: string, keyNames: BaselineKeyNames): Promise<CertificationContext | null> {
  const [row] = await db
    .select({ id: baselineLibraries.id, contentBlobId: baselineLibraries.contentBlobId, datacatalogId: baselineLibraries.datacatalogId })
    .from(baselineLibraries)
    .where(and(eq(baselineLibraries.baselineSchemaId, baselineSchemaId), eq(baselineLibraries.afdVersion, 1)))
    .orderBy(desc(baselineLibraries.createdAt))
    .limit(1);
  if (!row) return null;
  const catalogue = await catalogueOf(db, row.datacatalogId);
  if (!catalogue) throw certificationProblems.noCatalogue();
  // Keyed by the newest library's id: a replaced baseline has a new library, read at once.
  const library = await cachedLibrary(row.id, async () => {
    const [stored] = await db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, row.id));
    return stored ? (stored.library as BaselineLibrary) : null;
  });
  if (!library) return null;
  const baselineXsd = await baselineXsds(row.contentBlobId, async () => {
    const blob = await readBlob(db, row.contentBlobId);
    return blob ? new TextDecoder().decode(blob.content) : null;
  });
  const rules = await db
    .select({ name: xpathRules.name, selectionXPath: xpathRules.selectionXPath, predicateXPath: xpathRules.predicateXPath, errorMessage: xpathRules.errorMessage })
    .from(baselineSchemaXpathRules)
    .innerJoin(xpathRules, eq(xpathRules.id, baselineSchemaXpathRules.xpathRuleId))
    .where(eq(baselineSchemaXpathRules.baselineSchemaId, baselineSchemaId))
    .orderBy(xpathRules.name);
  return {
    baselineSchemaId,
    baselineLibraryId: row.id,
    keyNames,
    library,
    baselineXsd: baselineXsd ?? undefined,
    xpathRules: rules,
    catalogueVersion: catalogue.version,
    catalogueResolver: catalogue.resolver,
    catalogueFiles: catalogue.xsdFiles,
  };
}

// What a library was parsed against and its baseline XSD never change under their ids (a stored
// file and a catalogue version are written once): kept like the libraries, so a check reads no
// megabytes, builds no resolver, and the pool sends each to a worker once.
const baselineXsds = lastUsedCache<string>(4);
const catalogues = lastUsedCache<{ version: string; xsdFiles: Record<string, string>; resolver: CatalogueResolver }>(2);

/** The library's own catalogue, or the newest when the library names none. */
async function catalogueOf(db: Db | Tx, datacatalogId: string | null) {
  const id = datacatalogId ?? (await db.select({ id: datacatalogs.id }).from(datacatalogs).orderBy(desc(datacatalogs.createdAt)).limit(1))[0]?.id;
  if (id === undefined) return null;
  return catalogues(id, async () => {
    const [row] = await db.select({ version: datacatalogs.version, xsdFiles: datacatalogs.xsdFiles }).from(datacatalogs).where(eq(datacatalogs.id, id));
    if (!row) return null;
    return { version: row.version, xsdFiles: deepFreeze(row.xsdFiles), resolver: catalogueResolverFromFiles(row.xsdFiles) };
  });
}
