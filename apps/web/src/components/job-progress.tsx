import type { JobProgress, JobRunStatus } from '@afd/contracts';
import { Progress, Text } from '@mantine/core';

/** How far a running background job (a report, Hervalideer) is; nothing before it has counted its items. */
export function JobProgressBar({ progress }: { progress: JobProgress | null }) {
  if (!progress || progress.total <= 0) return null;
  return <Progress value={(100 * progress.done) / progress.total} aria-label={`Voortgang: ${progress.done} van ${progress.total}`} />;
}

export const jobInterruptedText = 'De verwerking is onderbroken en wordt automatisch hervat.';

/**
 * Beside a running job's status while no server works on it (its server stopped or was killed):
 * its progress stands still until another server, or the same one restarted, takes it up again.
 */
export function JobInterruptedNote({ run }: { run: Pick<JobRunStatus, 'runtimeStatus' | 'interrupted'> | null | undefined }) {
  if (run?.runtimeStatus !== 'Running' || !run.interrupted) return null;
  return <Text c="orange.8">{jobInterruptedText}</Text>;
}
