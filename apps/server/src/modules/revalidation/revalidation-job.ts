import type { Database } from '../../db/client.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import type { JobKind } from '../../jobs/durable/durable-jobs.ts';
import { revalidateAll } from './revalidation.service.ts';

// Hervalideer as a durable job (ADR 0031, 0036): the check runs on whichever instance pg-boss
// hands it to, with progress per schema; what it found (the invalid schemas) is kept as the run's
// result, so the screen shows the last run's answer after a reload or on another instance.

export const REVALIDATION_JOB_KIND = 'revalidation';
/** Every Hervalideer run has this name: one runs at a time, across instances. */
export const REVALIDATION_RUN_NAME = 'Hervalideer';

export interface RevalidationJobOptions {
  database: Database;
  pool: CertificationPool;
  /** A pause after each schema (JOB_STEP_DELAY_MS; the two-instance test kills an instance during one). */
  stepDelayMs?: number;
}

/** The job kind that runs Hervalideer; it writes only withdrawals of certificates (idempotent), so a retry after a lost instance simply starts over. */
export function revalidationJobKind({ database, pool, stepDelayMs }: RevalidationJobOptions): JobKind<Record<string, never>> {
  return {
    kind: REVALIDATION_JOB_KIND,
    retryLimit: 3,
    concurrency: 1,
    async run({ progress, signal }) {
      const invalidSchemas = await revalidateAll(database.db, pool, async (done, total) => {
        if (stepDelayMs && done > 0) await new Promise((resolve) => setTimeout(resolve, stepDelayMs));
        signal.throwIfAborted();
        await progress(done, total);
      });
      return { result: invalidSchemas };
    },
  };
}
