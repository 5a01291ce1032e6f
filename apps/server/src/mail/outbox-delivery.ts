import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

// The outbox side of sending: which rows are due, how one is claimed, and what is written back.
//
// Claiming: on PostgreSQL, several server instances may dispatch at once. Each row is sent inside
// its own transaction that holds the row with FOR UPDATE SKIP LOCKED: another instance skips it,
// and the lock ends only when sent_at or the failure is written. A crash mid-send rolls back, so
// the row is sent again later (at least once, never lost). On PGlite the data-dir lock already
// guarantees a single instance, and a PGlite transaction would hold up every other query of the
// app for as long as the SMTP conversation takes, so there the row is read without one.
//
// Backoff without a column of its own: the n-th retry is due `base × (2ⁿ − 1)` seconds after the
// row was queued, or after the dispatcher started if that is later (rows queued while no SMTP was
// configured do not all come due at once, nor retry every tick). After `maxAttempts` the row is
// left as it is, with its attempts and last error, for an administrator to read.

export interface RetryPolicy {
  /** Attempts after which a row is given up (and kept). */
  maxAttempts: number;
  /** Seconds before the first retry; each next retry waits twice as long. */
  retryBaseSeconds: number;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Unsent rows whose next attempt is due now, for a dispatcher that started at `since`. */
export function dueForSending(policy: RetryPolicy, since: Date): SQL {
  const scheduleStart = sql`greatest(${mailOutbox.createdAt}, ${since.toISOString()}::timestamptz)`;
  const waitSeconds = sql`${policy.retryBaseSeconds} * (power(2, ${mailOutbox.attempts}) - 1)`;
  return and(
    isNull(mailOutbox.sentAt),
    lt(mailOutbox.attempts, policy.maxAttempts),
    sql`${scheduleStart} + make_interval(secs => ${waitSeconds}) <= now()`,
  ) as SQL;
}

/** Runs `work` with the oldest due row held for this instance, or with null when none is due. */
export async function withNextDueRow<T>(
  database: Database,
  due: SQL,
  work: (row: OutboxRow | null, db: Db | Tx) => Promise<T>,
): Promise<T> {
  const claimIn = async (db: Db | Tx) => {
    const [row] = await db.select().from(mailOutbox).where(due).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
    return work(row ?? null, db);
  };
  return database.engine === 'postgres' ? database.db.transaction(claimIn) : claimIn(database.db);
}

export async function markSent(db: Db | Tx, row: OutboxRow): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
    .where(eq(mailOutbox.id, row.id));
}

/** Longest error text kept; SMTP replies are short, a stack trace is not wanted here. */
const MAX_ERROR_LENGTH = 1000;

/** Counts the failed attempt and keeps its error; answers the new attempt count. */
export async function markFailed(db: Db | Tx, row: OutboxRow, error: unknown): Promise<number> {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: message.slice(0, MAX_ERROR_LENGTH) })
    .where(eq(mailOutbox.id, row.id));
  return attempts;
}
