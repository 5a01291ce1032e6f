import type { JobProgress } from '@afd/contracts';
import { Progress } from '@mantine/core';

/** How far a running background job (a report, Hervalideer) is; nothing before it has counted its items. */
export function JobProgressBar({ progress }: { progress: JobProgress | null }) {
  if (!progress || progress.total <= 0) return null;
  return <Progress value={(100 * progress.done) / progress.total} aria-label={`Voortgang: ${progress.done} van ${progress.total}`} />;
}
