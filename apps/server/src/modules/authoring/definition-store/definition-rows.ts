import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { definitionRevisions, definitions } from '../../../db/schema/index.ts';

// Storage of definitions: the rows and their revisions. Every write runs inside the caller's
// transaction (definition-change.ts saves a change as the next revision).

export type DefinitionRow = typeof definitions.$inferSelect;
export type DefinitionValues = Partial<typeof definitions.$inferInsert>;

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
