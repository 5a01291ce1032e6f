import type { DimensionKind, DimensionVersion } from '@afd/contracts';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineSchemas, dimensionCombinations, dimensions } from '../../../db/schema/index.ts';

export type DimensionRow = typeof dimensions.$inferSelect;

/** Every dimension of the three lists (unordered: the service sorts in Dutch order). */
export function listDimensionRows(db: Db | Tx): Promise<DimensionRow[]> {
  return db.select().from(dimensions);
}

export async function findDimension(db: Db | Tx, id: string): Promise<DimensionRow | undefined> {
  const [row] = await db.select().from(dimensions).where(eq(dimensions.id, id));
  return row;
}

/** The dimension of this list with this name, ignoring case (the unique index does the same). */
export async function findDimensionByName(db: Db | Tx, kind: DimensionKind, name: string): Promise<DimensionRow | undefined> {
  const [row] = await db
    .select()
    .from(dimensions)
    .where(and(eq(dimensions.kind, kind), eq(sql`lower(${dimensions.name})`, name.toLowerCase())));
  return row;
}

/**
 * Serialises writers of the dimension lists (readers are not blocked), so that a name checked
 * for uniqueness is still free when it is written, and a combination being saved cannot lose
 * its dimensions halfway.
 */
export async function lockDimensionsForWriting(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${dimensions} in share row exclusive mode`);
}

/**
 * Holds new baseline keys back until this transaction ends, so that a dimension found unused
 * stays unused until it is removed or its version changed.
 */
export async function lockBaselineKeys(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${baselineSchemas} in share mode`);
}

/** Whether a baseline key (a validation baseline) uses this dimension in any of its three parts. */
export async function isUsedInBaselineKey(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: baselineSchemas.id })
    .from(baselineSchemas)
    .where(or(eq(baselineSchemas.certificationAreaId, id), eq(baselineSchemas.messageTypeId, id), eq(baselineSchemas.applicationAreaId, id)))
    .limit(1);
  return row !== undefined;
}

export async function insertDimension(
  tx: Tx,
  values: { kind: DimensionKind; name: string; version: DimensionVersion | null },
): Promise<DimensionRow> {
  const [row] = await tx.insert(dimensions).values(values).returning();
  if (!row) throw new Error('dimension not written');
  return row;
}

export async function updateDimension(tx: Tx, id: string, values: { name: string; version: DimensionVersion | null }): Promise<DimensionRow> {
  const [row] = await tx.update(dimensions).set(values).where(eq(dimensions.id, id)).returning();
  if (!row) throw new Error('dimension not updated');
  return row;
}

/** How many allowed combinations include this dimension (they go with it). */
export async function countAllowedCombinationsWith(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(dimensionCombinations)
    .where(
      and(
        eq(dimensionCombinations.allowed, true),
        or(
          eq(dimensionCombinations.certificationAreaId, id),
          eq(dimensionCombinations.messageTypeId, id),
          eq(dimensionCombinations.applicationAreaId, id),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** Removes the dimension; its combinations go with it (foreign key on delete cascade). */
export async function deleteDimension(tx: Tx, id: string): Promise<void> {
  await tx.delete(dimensions).where(eq(dimensions.id, id));
}
