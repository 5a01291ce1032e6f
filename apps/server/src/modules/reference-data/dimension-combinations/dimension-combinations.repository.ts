import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { dimensionCombinations, dimensions } from '../../../db/schema/index.ts';

export type CombinationFlagRow = typeof dimensionCombinations.$inferSelect;

/** Every stored flag; a combination without a row is not allowed. */
export function listCombinationFlags(db: Db | Tx): Promise<CombinationFlagRow[]> {
  return db.select().from(dimensionCombinations);
}

/** Keeps the dimensions from being removed while flags are written (other flag writers may go on). */
export async function lockDimensionsAgainstRemoval(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${dimensions} in share mode`);
}

export async function writeCombinationFlag(tx: Tx, flag: CombinationFlagRow): Promise<void> {
  await tx
    .insert(dimensionCombinations)
    .values(flag)
    .onConflictDoUpdate({
      target: [dimensionCombinations.certificationAreaId, dimensionCombinations.messageTypeId, dimensionCombinations.applicationAreaId],
      set: { allowed: flag.allowed },
    });
}
