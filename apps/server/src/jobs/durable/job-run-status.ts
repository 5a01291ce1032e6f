import type { JobRunStatus } from '@afd/contracts';
import type { JobRun } from './job-runs.repository.ts';

/**
 * A run as the screens see it (the spec's Report status without the name): progress only while it
 * runs; `interrupted` (DurableJobs.statusOf) when no instance works on it now.
 */
export function jobRunStatusOf(run: JobRun, interrupted: boolean): JobRunStatus {
  return {
    instanceId: run.id,
    createdTime: run.createdAt.toISOString(),
    lastUpdatedTime: run.updatedAt.toISOString(),
    runtimeStatus: run.status,
    progress: run.status === 'Running' && run.progressTotal !== null ? { done: run.progressDone ?? 0, total: run.progressTotal } : null,
    error: run.error,
    interrupted: run.status === 'Running' && interrupted,
  };
}
