import type { BaselineLibrary } from '@afd/afd';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baseFunctions, baselineLibraries, baselineSchemas, definitionRevisions, definitions } from '../../../db/schema/index.ts';
import { baselineKeyNames, baselineNameOf, type BaselineKeyNames } from '../../../shared/baseline-keys.ts';
import { cachedLibrary } from '../../../shared/library-cache.ts';

// Storage of definitions: the rows, their revisions, and what they are built on (the baseline by
// the names of its key, its libraries). Every write runs inside the caller's transaction.

export type DefinitionRow = typeof definitions.$inferSelect;
export type DefinitionValues = Partial<typeof definitions.$inferInsert>;

/** A baseline as authoring names it: its key's names, the community's AFD version. */
export interface AuthoringBaseline {
  id: string;
  names: BaselineKeyNames;
  basedOn: string;
  communityVersion: '1' | '2';
  beheerdersOnly: boolean;
}

const baselineColumns = {
  id: baselineSchemas.id,
  beheerdersOnly: baselineSchemas.beheerdersOnly,
  certificationArea: baselineKeyNames.certificationArea,
  messageType: baselineKeyNames.messageType,
  applicationArea: baselineKeyNames.applicationArea,
  communityVersion: baselineKeyNames.communityVersion,
};

function toBaseline(row: { id: string; beheerdersOnly: boolean; certificationArea: string; messageType: string; applicationArea: string; communityVersion: '1' | '2' | null }): AuthoringBaseline {
  const names = { certificationArea: row.certificationArea, messageType: row.messageType, applicationArea: row.applicationArea };
  return { id: row.id, names, basedOn: baselineNameOf(names), communityVersion: row.communityVersion ?? '1', beheerdersOnly: row.beheerdersOnly };
}

function baselineQuery(db: Db | Tx) {
  return db.select(baselineColumns).from(baselineSchemas).innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, baselineSchemas.id));
}

/** The baseline of the key with these names (exactly as the dimensions are named), or null. */
export async function findBaselineByNames(db: Db | Tx, names: BaselineKeyNames): Promise<AuthoringBaseline | null> {
  const [row] = await baselineQuery(db).where(
    and(
      eq(baselineKeyNames.certificationArea, names.certificationArea),
      eq(baselineKeyNames.messageType, names.messageType),
      eq(baselineKeyNames.applicationArea, names.applicationArea),
    ),
  );
  return row ? toBaseline(row) : null;
}

/** The baseline whose name ('Community-Berichtsoort-Domein') this is, or null. */
export async function findBaselineByName(db: Db | Tx, basedOn: string): Promise<AuthoringBaseline | null> {
  const rows = await baselineQuery(db);
  const row = rows.map(toBaseline).find((baseline) => baseline.basedOn === basedOn);
  return row ?? null;
}

export async function findBaselineById(db: Db | Tx, id: string): Promise<AuthoringBaseline | null> {
  const [row] = await baselineQuery(db).where(eq(baselineSchemas.id, id));
  return row ? toBaseline(row) : null;
}

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

/** The definitions of an organisation on one baseline. */
export function definitionsOf(db: Db | Tx, organisationId: string, baselineSchemaId: string): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(definitions)
    .where(and(eq(definitions.organisationId, organisationId), eq(definitions.baselineSchemaId, baselineSchemaId)));
}

/** Every definition of an organisation (names are unique across its baselines). */
export function definitionsOfOrganisation(db: Db | Tx, organisationId: string): Promise<DefinitionRow[]> {
  return db.select().from(definitions).where(eq(definitions.organisationId, organisationId));
}

/** An organisation's definition by name, ignoring case; `lock` for a change in a transaction. */
export async function findDefinition(db: Db | Tx, organisationId: string, name: string, options: { lock?: boolean } = {}): Promise<DefinitionRow | null> {
  const query = db
    .select()
    .from(definitions)
    .where(and(eq(definitions.organisationId, organisationId), sql`lower(${definitions.name}) = lower(${name})`));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDefinition(tx: Tx, values: typeof definitions.$inferInsert): Promise<DefinitionRow> {
  const [row] = await tx.insert(definitions).values(values).returning();
  if (!row) throw new Error('definition insert returned no row');
  return row;
}

export async function updateDefinitionRow(tx: Tx, id: string, values: DefinitionValues): Promise<DefinitionRow> {
  const [row] = await tx.update(definitions).set(values).where(eq(definitions.id, id)).returning();
  if (!row) throw new Error('definition update returned no row');
  return row;
}

export async function deleteDefinitionRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(definitions).where(eq(definitions.id, id));
}

/** Keeps the saved state as revision `row.revision`, with who saved it and what the save was. */
export async function insertRevision(tx: Tx, row: DefinitionRow, change: string): Promise<void> {
  const { name, properties, functions, choices, businessRules, variants, openApiDescription, baselineLibraryId, baselineSchemaId } = row;
  await tx.insert(definitionRevisions).values({
    definitionId: row.id,
    revision: row.revision,
    change,
    snapshot: { name, properties, functions, choices, businessRules, variants, openApiDescription, baselineLibraryId, baselineSchemaId },
    savedByUserId: row.updatedByUserId,
    savedByName: row.updatedByName,
  });
}

/** The base functions in their order. */
export function listBaseFunctions(db: Db | Tx) {
  return db.select({ name: baseFunctions.name, active: baseFunctions.activeByDefault }).from(baseFunctions).orderBy(asc(baseFunctions.position), asc(baseFunctions.name));
}

/** Replaces the base functions by this list, in its order (inside the caller's transaction). */
export async function replaceBaseFunctions(tx: Tx, functions: readonly { name: string; active: boolean }[]): Promise<void> {
  await tx.delete(baseFunctions);
  if (functions.length === 0) return;
  await tx.insert(baseFunctions).values(functions.map((fn, index) => ({ name: fn.name, activeByDefault: fn.active, position: index + 1 })));
}
