import { catalogueResolverFromFiles, type Afd1XPathRule, type BaselineLibrary, type CatalogueResolver } from '@afd/afd';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, baselineSchemaXpathRules, datacatalogs, dimensions, xpathRules } from '../../db/schema/index.ts';
import { isBaselineOfKey, type BaselineKeyIds, type BaselineKeyNames } from '../baseline-keys.ts';
import { isCombinationAllowed } from '../combination-allowed.ts';
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
export async function allowedKeyNames(db: Db | Tx, key: BaselineKeyIds): Promise<{ names: BaselineKeyNames; communityVersion: '1' | '2' }> {
  const rows = await db
    .select({ id: dimensions.id, kind: dimensions.kind, name: dimensions.name, version: dimensions.version })
    .from(dimensions)
    .where(inArray(dimensions.id, [key.certificationAreaId, key.messageTypeId, key.applicationAreaId]));
  const find = (id: string, kind: string) => rows.find((row) => row.id === id && row.kind === kind);
  const community = find(key.certificationAreaId, 'certificationArea');
  const messageType = find(key.messageTypeId, 'messageType');
  const applicationArea = find(key.applicationAreaId, 'applicationArea');
  if (!community || !messageType || !applicationArea) throw certificationProblems.unknownKey();
  if (!(await isCombinationAllowed(db, key))) throw certificationProblems.unknownKey();
  return {
    names: { certificationArea: community.name, messageType: messageType.name, applicationArea: applicationArea.name },
    communityVersion: community.version ?? '1',
  };
}

/** The certification context of a version-1 key, with the baseline's current (newest) library. */
export async function certificationContextOf(db: Db | Tx, key: BaselineKeyIds): Promise<CertificationContext> {
  const { names, communityVersion } = await allowedKeyNames(db, key);
  if (communityVersion !== '1') throw certificationProblems.notVersionOne();
  const [baseline] = await db.select({ id: baselineSchemas.id }).from(baselineSchemas).where(isBaselineOfKey(key));
  if (!baseline) throw certificationProblems.noBaseline();
  const context = await contextOfBaseline(db, baseline.id, names);
  if (!context) throw certificationProblems.noBaseline();
  return context;
}

/** The context of a baseline by id (revalidation); null when it has no library or catalogue. */
export async function contextOfBaseline(db: Db | Tx, baselineSchemaId: string, keyNames: BaselineKeyNames): Promise<CertificationContext | null> {
  const [library] = await db
    .select()
    .from(baselineLibraries)
    .where(and(eq(baselineLibraries.baselineSchemaId, baselineSchemaId), eq(baselineLibraries.afdVersion, 1)))
    .orderBy(desc(baselineLibraries.createdAt))
    .limit(1);
  if (!library) return null;
  const catalogue = await catalogueOf(db, library.datacatalogId);
  if (!catalogue) throw certificationProblems.noCatalogue();
  const baselineBlob = await readBlob(db, library.contentBlobId);
  const rules = await db
    .select({ name: xpathRules.name, selectionXPath: xpathRules.selectionXPath, predicateXPath: xpathRules.predicateXPath, errorMessage: xpathRules.errorMessage })
    .from(baselineSchemaXpathRules)
    .innerJoin(xpathRules, eq(xpathRules.id, baselineSchemaXpathRules.xpathRuleId))
    .where(eq(baselineSchemaXpathRules.baselineSchemaId, baselineSchemaId))
    .orderBy(xpathRules.name);
  return {
    baselineSchemaId,
    baselineLibraryId: library.id,
    keyNames,
    library: library.library as BaselineLibrary,
    baselineXsd: baselineBlob ? new TextDecoder().decode(baselineBlob.content) : undefined,
    xpathRules: rules,
    catalogueVersion: catalogue.version,
    catalogueResolver: catalogueResolverFromFiles(catalogue.xsdFiles),
    catalogueFiles: catalogue.xsdFiles,
  };
}

/** The library's own catalogue, or the newest when the library names none. */
async function catalogueOf(db: Db | Tx, datacatalogId: string | null) {
  const columns = { version: datacatalogs.version, xsdFiles: datacatalogs.xsdFiles };
  const [row] = datacatalogId
    ? await db.select(columns).from(datacatalogs).where(eq(datacatalogs.id, datacatalogId))
    : await db.select(columns).from(datacatalogs).orderBy(desc(datacatalogs.createdAt)).limit(1);
  return row ?? null;
}
