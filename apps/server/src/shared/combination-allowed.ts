import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { dimensionCombinations } from '../db/schema/index.ts';
import type { BaselineKeyIds } from './baseline-keys.ts';

/**
 * Whether the administrators allowed this combination of certification area, message type and
 * application area. With `lock: 'share'` (inside a transaction) the combination row is held so it
 * cannot be disallowed before the caller's write commits.
 */
export async function isCombinationAllowed(db: Db | Tx, key: BaselineKeyIds, options: { lock?: 'share' } = {}): Promise<boolean> {
  const query = db
    .select({ allowed: dimensionCombinations.allowed })
    .from(dimensionCombinations)
    .where(
      and(
        eq(dimensionCombinations.certificationAreaId, key.certificationAreaId),
        eq(dimensionCombinations.messageTypeId, key.messageTypeId),
        eq(dimensionCombinations.applicationAreaId, key.applicationAreaId),
      ),
    );
  const [combination] = options.lock === 'share' ? await query.for('share') : await query;
  return combination?.allowed === true;
}
