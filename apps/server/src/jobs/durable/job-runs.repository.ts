import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';

// Every write to a run is conditional: on its status (a finished run never changes again) and,
// for what a running attempt writes, on its attempt number (an attempt that lost its claim, to a
// cancel or to a retry elsewhere, changes nothing). That is what makes a run finish at most once.

export type JobRun = typeof jobRuns.$inferSelect;

const running = eq(jobRuns.status, 'Running');
const ofAttempt = (id: string, attempt: number) => and(eq(jobRuns.id, id), eq(jobRuns.attempt, attempt), running);
const olderThan = (ms: number) => sql`now() - (${ms} * interval '1 millisecond')`;

export class RunAlreadyActive extends Error {}

/** Records a new run as Running; refuses a second Running run of the same name. */
export async function insertRun(db: Db, run: { id: string; kind: string; name: string; input: unknown }): Promise<JobRun> {
  // The partial unique index (one Running run per name) decides, also between instances.
  const [row] = await db.insert(jobRuns).values(run).onConflictDoNothing().returning();
  if (!row) throw new RunAlreadyActive(run.name);
  return row;
}

/** The newest run of a name, finished or not. */
export async function latestRun(db: Db, name: string): Promise<JobRun | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(desc(jobRuns.createdAt)).limit(1);
  return row ?? null;
}

/** The newest Completed run of a name: what it last found. */
export async function latestCompletedRun(db: Db, name: string): Promise<JobRun | null> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), eq(jobRuns.status, 'Completed')))
    .orderBy(desc(jobRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function runById(db: Db, id: string): Promise<JobRun | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row ?? null;
}

/** An instance takes a run: the attempt counts up. Null when the run is no longer Running. */
export async function claimRun(db: Db, id: string, instanceId: string): Promise<JobRun | null> {
  const [row] = await db
    .update(jobRuns)
    .set({
      attempt: sql`${jobRuns.attempt} + 1`,
      instanceId,
      startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
      progressDone: null,
      progressTotal: null,
    })
    .where(and(eq(jobRuns.id, id), running))
    .returning();
  return row ?? null;
}

/** The attempt is alive (and how far it is); false when it lost its claim. */
export async function touchRun(db: Db, id: string, attempt: number, progress?: { done: number; total: number }): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ heartbeatAt: sql`now()`, updatedAt: sql`now()`, ...(progress ? { progressDone: progress.done, progressTotal: progress.total } : {}) })
    .where(ofAttempt(id, attempt))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** Completes the attempt inside `tx` after its results are written there; false (and nothing kept) when it lost its claim. */
export async function completeRun(tx: Tx, id: string, attempt: number, result: unknown): Promise<boolean> {
  const rows = await tx
    .update(jobRuns)
    .set({ status: 'Completed', result: result ?? null, instanceId: null, heartbeatAt: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(ofAttempt(id, attempt))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** Marks the attempt's run Failed with a Dutch reason. */
export async function failRun(db: Db, id: string, attempt: number | null, error: string): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ status: 'Failed', error, instanceId: null, heartbeatAt: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(attempt === null ? and(eq(jobRuns.id, id), running) : ofAttempt(id, attempt))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** Gives the run back to the queue (shutdown, or an abandoned attempt): Running, waiting for a claim. */
export async function releaseRun(db: Db, id: string, attempt: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ instanceId: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(ofAttempt(id, attempt))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** Releases the attempt only when its heartbeat is still stale: of two sweeping instances, one wins. */
export async function releaseIfStale(db: Db, id: string, attempt: number, staleAfterMs: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ instanceId: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(ofAttempt(id, attempt), isNotNull(jobRuns.instanceId), lt(jobRuns.heartbeatAt, olderThan(staleAfterMs))))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/** Cancels the Running run of a name; null when none runs. */
export async function cancelRunNamed(db: Db, name: string): Promise<JobRun | null> {
  const [row] = await db
    .update(jobRuns)
    .set({ status: 'Canceled', instanceId: null, heartbeatAt: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(jobRuns.name, name), running))
    .returning();
  return row ?? null;
}

/** Marks a waiting run Canceled (its pg-boss job was cancelled). */
export async function cancelWaitingRun(db: Db, id: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: 'Canceled', updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(jobRuns.id, id), running, isNull(jobRuns.instanceId)));
}

/** Running runs whose instance stopped saying it is alive. */
export async function staleClaims(db: Db, staleAfterMs: number): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(running, isNotNull(jobRuns.instanceId), lt(jobRuns.heartbeatAt, olderThan(staleAfterMs))));
}

/**
 * Whether a Running run lost the instance working on it: its heartbeat is older than `ms`, or it
 * was handed back after an attempt and waits for the next (a run never claimed yet is not).
 */
export async function isInterrupted(db: Db, id: string, ms: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.id, id), running, or(and(isNull(jobRuns.instanceId), gt(jobRuns.attempt, 0)), lt(jobRuns.heartbeatAt, olderThan(ms)))));
  return row !== undefined;
}

/** Running runs no instance holds, waiting longer than `ms`: their pg-boss job is checked. */
export async function waitingRuns(db: Db, ms: number): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(running, isNull(jobRuns.instanceId), lt(jobRuns.updatedAt, olderThan(ms))));
}

/** Only a waiting run (no instance holds it) fails this way. */
export async function failWaitingRun(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: 'Failed', error, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(jobRuns.id, id), running, isNull(jobRuns.instanceId)));
}
