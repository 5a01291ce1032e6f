import { catalogueResolverFromFiles, type Afd1XPathRule, type BaselineLibrary, type CatalogueResolver } from '@afd/afd';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { readBlob } from '../../db/blob-store.ts';
import {
  baselineLibraries,
  baselineSchemas,
  baselineSchemaXpathRules,
  datacatalogs,
  dimensions,
  xpathRules,
} from '../../db/schema/index.ts';
import { isCombinationAllowed } from '../reference-data/dimension-combinations/combination-allowed.ts';
import { certificationProblems } from './certification-texts.ts';

// Everything certification of an AFD 1.0 schema needs for one baseline key: the allowed key, its
// baseline with the current library and baseline XSD, the selected XPath rules, and the catalogue
// the library was parsed against (its XSD files resolve the schema's imports, never the network).

export interface BaselineKeyIds {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
}

export interface BaselineKeyNames {
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

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

const community = alias(dimensions, 'community');
const messageType = alias(dimensions, 'message_type');
const domain = alias(dimensions, 'domain');

/**
 * Every baseline with the names of its key and its community's AFD version, as a subquery to join
 * on `baselineKeyNames.baselineSchemaId` (inner join: only rows with a baseline; left join: the
 * names are null without one). All three names are `name` in `dimensions`, so each gets an alias;
 * drizzle refers to an aliased subquery column by the alias alone, unqualified, so the aliases
 * carry a `key_` prefix no table that joins this has as a column.
 */
export const baselineKeyNames = new QueryBuilder()
  .select({
    baselineSchemaId: baselineSchemas.id,
    certificationArea: sql<string>`${community.name}`.as('key_certification_area'),
    communityVersion: sql<'1' | '2' | null>`${community.version}`.as('key_community_version'),
    messageType: sql<string>`${messageType.name}`.as('key_message_type'),
    applicationArea: sql<string>`${domain.name}`.as('key_application_area'),
  })
  .from(baselineSchemas)
  .innerJoin(community, eq(community.id, baselineSchemas.certificationAreaId))
  .innerJoin(messageType, eq(messageType.id, baselineSchemas.messageTypeId))
  .innerJoin(domain, eq(domain.id, baselineSchemas.applicationAreaId))
  .as('baseline_key_names');

/** The condition on `baseline_schemas` that selects the baseline of this key (there is at most one). */
export const isBaselineOfKey = (key: BaselineKeyIds) =>
  and(
    eq(baselineSchemas.certificationAreaId, key.certificationAreaId),
    eq(baselineSchemas.messageTypeId, key.messageTypeId),
    eq(baselineSchemas.applicationAreaId, key.applicationAreaId),
  );

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
