import type { BaselineSchema } from '@afd/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { baselineLibraries, baselineSchemas, baselineSchemaXpathRules, xpathRules } from '../../db/schema/index.ts';
import { baselineKeyNames, isBaselineOfKey, type BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { sortDutch } from '../../shared/dutch-order.ts';

// Reads of validation baselines: the key with its names, the current (newest) library's file
// facts and the selected XPath rules, in the shape of the contract.

/** The baselines matching `where` (all when absent), each with its current library, in Dutch key order. */
export async function readBaselines(db: Db | Tx, where?: { id?: string; key?: BaselineKeyIds }): Promise<BaselineSchema[]> {
  const conditions = [
    where?.id ? eq(baselineSchemas.id, where.id) : undefined,
    where?.key ? isBaselineOfKey(where.key) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({
      id: baselineSchemas.id,
      certificationAreaId: baselineSchemas.certificationAreaId,
      messageTypeId: baselineSchemas.messageTypeId,
      applicationAreaId: baselineSchemas.applicationAreaId,
      administratorsOnly: baselineSchemas.administratorsOnly,
      createdAt: baselineSchemas.createdAt,
      certificationArea: baselineKeyNames.certificationArea,
      certificationAreaVersion: baselineKeyNames.certificationAreaVersion,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
    })
    .from(baselineSchemas)
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, baselineSchemas.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const libraries = await db
    .selectDistinctOn([baselineLibraries.baselineSchemaId], {
      baselineSchemaId: baselineLibraries.baselineSchemaId,
      afdVersion: baselineLibraries.afdVersion,
      fileName: baselineLibraries.fileName,
      datacatVersion: baselineLibraries.datacatVersion,
      createdAt: baselineLibraries.createdAt,
    })
    .from(baselineLibraries)
    .where(inArray(baselineLibraries.baselineSchemaId, ids))
    .orderBy(baselineLibraries.baselineSchemaId, desc(baselineLibraries.createdAt), desc(baselineLibraries.id));
  const libraryOf = new Map(libraries.map((library) => [library.baselineSchemaId, library]));
  const rules = await db
    .select({ baselineSchemaId: baselineSchemaXpathRules.baselineSchemaId, name: xpathRules.name })
    .from(baselineSchemaXpathRules)
    .innerJoin(xpathRules, eq(xpathRules.id, baselineSchemaXpathRules.xpathRuleId))
    .where(inArray(baselineSchemaXpathRules.baselineSchemaId, ids));
  const baselines = rows.map((row): BaselineSchema => {
    const library = libraryOf.get(row.id);
    return {
      id: row.id,
      certificationArea: row.certificationArea,
      messageType: row.messageType,
      applicationArea: row.applicationArea,
      certificationAreaId: row.certificationAreaId,
      messageTypeId: row.messageTypeId,
      applicationAreaId: row.applicationAreaId,
      idBasedAreakey: row.id,
      afdVersion: (library?.afdVersion ?? (row.certificationAreaVersion === '2' ? 2 : 1)) === 2 ? 2 : 1,
      fileName: library?.fileName ?? '',
      datacatVersion: library?.datacatVersion ?? null,
      uploadedAt: (library?.createdAt ?? row.createdAt).toISOString(),
      xpathRules: sortDutch(
        rules.filter((rule) => rule.baselineSchemaId === row.id).map((rule) => rule.name),
        (name) => [name],
      ),
      metaData: { beheerdersonly: row.administratorsOnly },
    };
  });
  return sortDutch(baselines, (baseline) => [baseline.certificationArea, baseline.messageType, baseline.applicationArea]);
}

/** The current library's stored file of a baseline, or null when it has none. */
export async function currentLibraryOf(db: Db | Tx, baselineSchemaId: string) {
  const [row] = await db
    .select({
      id: baselineLibraries.id,
      fileName: baselineLibraries.fileName,
      contentBlobId: baselineLibraries.contentBlobId,
      afdVersion: baselineLibraries.afdVersion,
      createdAt: baselineLibraries.createdAt,
      datacatVersion: baselineLibraries.datacatVersion,
    })
    .from(baselineLibraries)
    .where(eq(baselineLibraries.baselineSchemaId, baselineSchemaId))
    .orderBy(desc(baselineLibraries.createdAt), desc(baselineLibraries.id))
    .limit(1);
  return row ?? null;
}
