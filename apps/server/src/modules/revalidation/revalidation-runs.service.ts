import { revalidationResultListSchema, type RevalidationResult, type RevalidationStatus } from '@afd/contracts';
import { HttpProblem } from '../../http/http-problem.ts';
import type { DurableJobs } from '../../jobs/durable/durable-jobs.ts';
import { RunAlreadyActive, type JobRun } from '../../jobs/durable/job-runs.repository.ts';
import { REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME } from './revalidation-job.ts';

// The Hervalideer calls over the durable jobs (ADR 0036): start and status for the screen, and the
// spec's synchronous call, which starts a run (or joins the one running) and waits for its answer.

export const revalidationTexts = {
  alreadyRunning: () => new HttpProblem(409, 'Hervalidatie loopt al', 'De hervalidatie loopt al. Wacht tot deze klaar is.'),
  notCompleted: (reason: string | null) => new HttpProblem(500, 'Hervalidatie is mislukt', reason ?? 'De hervalidatie is gestopt voordat deze klaar was.'),
} as const;

const invalidSchemasOf = (run: JobRun): RevalidationResult[] => revalidationResultListSchema.parse(run.result ?? []);

/** The newest run and the result of the newest completed one. */
export async function revalidationStatus(jobs: DurableJobs): Promise<RevalidationStatus> {
  const [newest, completed] = await Promise.all([jobs.latest(REVALIDATION_RUN_NAME), jobs.latestCompleted(REVALIDATION_RUN_NAME)]);
  return {
    run: newest ? await jobs.statusOf(newest) : null,
    lastResult: completed ? { instanceId: completed.id, completedTime: (completed.finishedAt ?? completed.updatedAt).toISOString(), invalidSchemas: invalidSchemasOf(completed) } : null,
  };
}

/** Starts a run and answers at once; refuses (409) while one runs, on any instance. */
export async function startRevalidation(jobs: DurableJobs): Promise<RevalidationStatus> {
  try {
    await jobs.enqueue(REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME, {});
  } catch (error) {
    if (error instanceof RunAlreadyActive) throw revalidationTexts.alreadyRunning();
    throw error;
  }
  return revalidationStatus(jobs);
}

/**
 * The spec's `POST /api/OrganisationSchemas/Revalidate`: a run (a new one, or the one already
 * running) to its end, answered as the list of invalid schemas. `signal` stops the waiting when
 * the caller goes away; the run goes on.
 */
export async function revalidateAndWait(jobs: DurableJobs, signal: AbortSignal): Promise<RevalidationResult[]> {
  let run: JobRun | null;
  try {
    run = await jobs.enqueue(REVALIDATION_JOB_KIND, REVALIDATION_RUN_NAME, {});
  } catch (error) {
    if (!(error instanceof RunAlreadyActive)) throw error;
    run = await jobs.latest(REVALIDATION_RUN_NAME);
  }
  const finished = run ? await jobs.finished(run.id, signal) : null;
  if (finished?.status !== 'Completed') throw revalidationTexts.notCompleted(finished?.error ?? null);
  return invalidSchemasOf(finished);
}
