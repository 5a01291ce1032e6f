import type { BaselineLibrary, SyncChoices } from '@afd/afd';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baselineLibraries, definitions, organisations, organisationSchemas } from '../../db/schema/index.ts';
import { baselineKeyNames, baselineNameOf } from '../../shared/baseline-keys.ts';

// What the reports read: the certified schemas with their publication data, the definitions with
// their choices, and libraries by id or as the newest of a baseline (read once per report run:
// a library can be megabytes).

export async function certifiedSchemaRows(db: Db) {
  const rows = await db
    .select({
      name: organisationSchemas.name,
      organisation: organisations.name,
      version: organisationSchemas.version,
      origin: organisationSchemas.origin,
      isPublished: organisationSchemas.isPublished,
      isDownloadable: organisationSchemas.isDownloadable,
      publishDate: organisationSchemas.publishDate,
      certifiedAt: organisationSchemas.certifiedAt,
      fileName: organisationSchemas.fileName,
      contentBlobId: organisationSchemas.contentBlobId,
      baselineSchemaId: baselineKeyNames.baselineSchemaId,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
      certificationAreaVersion: baselineKeyNames.certificationAreaVersion,
    })
    .from(organisationSchemas)
    .innerJoin(organisations, eq(organisations.id, organisationSchemas.organisationId))
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, organisationSchemas.baselineSchemaId))
    .where(and(isNotNull(organisationSchemas.contentBlobId), eq(organisationSchemas.isOpenApiDescription, false)));
  return rows.flatMap(({ contentBlobId, ...row }) => (contentBlobId ? [{ ...row, contentBlobId, baseline: baselineNameOf(row) }] : []));
}

export async function definitionRows(db: Db) {
  const rows = await db
    .select({
      name: definitions.name,
      organisation: organisations.name,
      baselineSchemaId: definitions.baselineSchemaId,
      baselineLibraryId: definitions.baselineLibraryId,
      choices: definitions.choices,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
    })
    .from(definitions)
    .innerJoin(organisations, eq(organisations.id, definitions.organisationId))
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, definitions.baselineSchemaId));
  return rows.map((row) => {
    const choices = row.choices as Partial<SyncChoices>;
    return {
      ...row,
      baseline: baselineNameOf(row),
      choices: { entities: choices.entities ?? {}, attributes: choices.attributes ?? {}, compositions: choices.compositions ?? {} },
    };
  });
}

/** Libraries read at most once per run, by id and as the newest of their baseline. */
export function libraryReader(db: Db) {
  const byId = new Map<string, Promise<BaselineLibrary | null>>();
  const newest = new Map<string, Promise<{ id: string; library: BaselineLibrary } | null>>();
  return {
    byId(id: string): Promise<BaselineLibrary | null> {
      let found = byId.get(id);
      if (!found) {
        found = db
          .select({ library: baselineLibraries.library })
          .from(baselineLibraries)
          .where(eq(baselineLibraries.id, id))
          .then(([row]) => (row?.library as BaselineLibrary | undefined) ?? null);
        byId.set(id, found);
      }
      return found;
    },
    newestOf(baselineSchemaId: string): Promise<{ id: string; library: BaselineLibrary } | null> {
      let found = newest.get(baselineSchemaId);
      if (!found) {
        found = db
          .select({ id: baselineLibraries.id, library: baselineLibraries.library })
          .from(baselineLibraries)
          .where(eq(baselineLibraries.baselineSchemaId, baselineSchemaId))
          .orderBy(desc(baselineLibraries.createdAt))
          .limit(1)
          .then(([row]) => (row ? { id: row.id, library: row.library as BaselineLibrary } : null));
        newest.set(baselineSchemaId, found);
      }
      return found;
    },
  };
}
