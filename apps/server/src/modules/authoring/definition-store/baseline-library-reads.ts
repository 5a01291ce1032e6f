import type { BaselineLibrary } from '@afd/afd';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineLibraries } from '../../../db/schema/index.ts';
import { cachedLibrary } from '../../../shared/library-cache.ts';

// What authoring reads of a baseline's libraries: which one is newest, when each came and with
// which data catalogue, the parsed tree and only its code lists. Libraries are written by the
// baseline upload and never changed, so these are reads only.

export interface LibraryInfo {
  id: string;
  createdAt: Date;
  datacatVersion: string | null;
}

const libraryInfoColumns = { id: baselineLibraries.id, createdAt: baselineLibraries.createdAt, datacatVersion: baselineLibraries.datacatVersion };

/** The newest library of a baseline (the one new definitions and synchronisation use), or null. */
export async function latestLibraryOf(db: Db | Tx, baselineSchemaId: string): Promise<LibraryInfo | null> {
  const [row] = await db
    .select(libraryInfoColumns)
    .from(baselineLibraries)
    .where(eq(baselineLibraries.baselineSchemaId, baselineSchemaId))
    .orderBy(desc(baselineLibraries.createdAt), desc(baselineLibraries.id))
    .limit(1);
  return row ?? null;
}

/** The library a baseline got at this moment (a creation time as the overview shows it), or null. */
export async function libraryCreatedAt(db: Db | Tx, baselineSchemaId: string, at: Date): Promise<LibraryInfo | null> {
  const [row] = await db
    .select(libraryInfoColumns)
    .from(baselineLibraries)
    // The database keeps microseconds; the time the overview showed has milliseconds.
    .where(and(eq(baselineLibraries.baselineSchemaId, baselineSchemaId), sql`date_trunc('milliseconds', ${baselineLibraries.createdAt}) = ${at.toISOString()}::timestamptz`))
    .limit(1);
  return row ?? null;
}

export async function libraryInfo(db: Db | Tx, id: string): Promise<LibraryInfo | null> {
  const [row] = await db.select(libraryInfoColumns).from(baselineLibraries).where(eq(baselineLibraries.id, id));
  return row ?? null;
}

/** The parsed tree of a library (stored as JSON by the baseline upload; read-only, shared: library-cache.ts). */
export async function libraryTree(db: Db | Tx, id: string): Promise<BaselineLibrary | null> {
  return cachedLibrary(id, async () => {
    const [row] = await db.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, id));
    return row ? (row.library as BaselineLibrary) : null;
  });
}

/** Only the code lists of a library (not its tree, which can be megabytes), or null when the library is gone. */
export async function libraryCodeLists(db: Db | Tx, id: string): Promise<BaselineLibrary['codeLists'] | null> {
  const [row] = await db
    .select({ codeLists: sql<BaselineLibrary['codeLists'] | null>`${baselineLibraries.library} -> 'codeLists'` })
    .from(baselineLibraries)
    .where(eq(baselineLibraries.id, id));
  return row ? (row.codeLists ?? []) : null;
}
