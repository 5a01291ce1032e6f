import type { Principal } from '../auth/principal.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

// Every administrative change is written here, in the transaction of the change itself: the
// log never claims a change that was rolled back, and no change goes unlogged.

export interface AuditChange {
  /** What happened, as '<entity>.<verb>': 'organisation.renamed', 'user.updated', ... */
  action: string;
  entityType: string;
  entityId: string;
  /** The record before the change (null for a creation). */
  before?: unknown;
  /** The record after the change (null for a removal). */
  after?: unknown;
}

/** Records one change by this principal, inside the caller's transaction. */
export async function recordAudit(tx: Db | Tx, actor: Principal, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
