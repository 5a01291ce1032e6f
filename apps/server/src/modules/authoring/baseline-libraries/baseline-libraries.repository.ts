import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineLibraries, blobs, definitions, organisationSchemas, organisations } from '../../../db/schema/index.ts';
import { baselineKeyNames, baselineNameOf } from '../../../shared/baseline-keys.ts';

// Every library with what uses it: the definitions built on it (by path) and whether certified
// schemas still refer to it (they keep it, so it is never obsolete).

export interface LibraryUsageRow {
  id: string;
  baselineSchemaId: string;
  basedOn: string;
  createdAt: Date;
  datacatVersion: string | null;
  contentBlobId: string;
  definitionPaths: string[];
  referencedBySchemas: boolean;
}

export async function libraryUsageRows(db: Db | Tx): Promise<LibraryUsageRow[]> {
  const libraries = await db
    .select({
      id: baselineLibraries.id,
      baselineSchemaId: baselineLibraries.baselineSchemaId,
      createdAt: baselineLibraries.createdAt,
      datacatVersion: baselineLibraries.datacatVersion,
      contentBlobId: baselineLibraries.contentBlobId,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
    })
    .from(baselineLibraries)
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, baselineLibraries.baselineSchemaId))
    .orderBy(asc(baselineLibraries.createdAt));
  const ids = libraries.map((library) => library.id);
  const used = ids.length === 0 ? [] : await db
    .select({ libraryId: definitions.baselineLibraryId, organisation: organisations.name, name: definitions.name })
    .from(definitions)
    .innerJoin(organisations, eq(organisations.id, definitions.organisationId))
    .where(inArray(definitions.baselineLibraryId, ids));
  const kept = ids.length === 0 ? [] : await db.selectDistinct({ libraryId: organisationSchemas.baselineLibraryId }).from(organisationSchemas).where(inArray(organisationSchemas.baselineLibraryId, ids));
  const keptIds = new Set(kept.map((row) => row.libraryId));
  return libraries.map((library) => {
    const basedOn = baselineNameOf(library);
    return {
      id: library.id,
      baselineSchemaId: library.baselineSchemaId,
      basedOn,
      createdAt: library.createdAt,
      datacatVersion: library.datacatVersion,
      contentBlobId: library.contentBlobId,
      definitionPaths: used.filter((row) => row.libraryId === library.id).map((row) => `${row.organisation}/${basedOn}/${row.name}`),
      referencedBySchemas: keptIds.has(library.id),
    };
  });
}

/** Removes libraries, and their files once no other library holds the same file. */
export async function deleteLibraries(tx: Tx, rows: readonly Pick<LibraryUsageRow, 'id' | 'contentBlobId'>[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(baselineLibraries).where(inArray(baselineLibraries.id, rows.map((row) => row.id)));
  const stillHeld = await tx
    .selectDistinct({ id: baselineLibraries.contentBlobId })
    .from(baselineLibraries)
    .where(inArray(baselineLibraries.contentBlobId, rows.map((row) => row.contentBlobId)));
  const unheld = rows.map((row) => row.contentBlobId).filter((id) => !stillHeld.some((held) => held.id === id));
  if (unheld.length > 0) await tx.delete(blobs).where(inArray(blobs.id, unheld));
}

/** A library's baseline and time, without its tree; null when it does not exist. */
export async function libraryBaselineRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ id: baselineLibraries.id, baselineSchemaId: baselineLibraries.baselineSchemaId, createdAt: baselineLibraries.createdAt, datacatVersion: baselineLibraries.datacatVersion })
    .from(baselineLibraries)
    .where(eq(baselineLibraries.id, id));
  return row ?? null;
}
