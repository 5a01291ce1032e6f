import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baseFunctions } from '../../../db/schema/index.ts';

// Storage of the standards body's base functions: the list a new definition starts with.

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
