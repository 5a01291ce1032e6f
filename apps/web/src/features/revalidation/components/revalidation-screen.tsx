import type { RevalidationStatus } from '@afd/contracts';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { JobInterruptedNote, JobProgressBar } from '@/components/job-progress';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { formatDateTime } from '@/lib/dates';
import { useRevalidationStatus } from '../api/revalidation-status';
import { useStartRevalidation } from '../api/start-revalidation';
import { RevalidationResultsTable } from './revalidation-results-table';

const noInvalidSchemas = 'Hervalidatie gaf geen ongeldige schemas.';
const failed = 'Hervalidatie is mislukt.';

/** Toasts the end of a run this screen saw running: no invalid schemas, or its failure. */
function useRunEndToasts(status: RevalidationStatus | undefined) {
  const seenRunning = useRef<string | null>(null);
  const run = status?.run;
  useEffect(() => {
    if (!run) return;
    if (run.runtimeStatus === 'Running') {
      seenRunning.current = run.instanceId;
      return;
    }
    if (seenRunning.current !== run.instanceId) return;
    seenRunning.current = null;
    if (run.runtimeStatus === 'Completed' && status?.lastResult?.invalidSchemas.length === 0) showSuccess(noInvalidSchemas);
    if (run.runtimeStatus === 'Failed' || run.runtimeStatus === 'Canceled') showError(failed, run.error);
  }, [run, status?.lastResult]);
}

/**
 * 'Hervalideer' (spec 000 §2 screen 13, /revalidateschemas): one button starts checking every
 * certified schema against its current baseline as a background job (ADR 0036); a spinner and a
 * progress bar while it runs; the schemas the last completed run found no longer valid are listed
 * collapsed, each with its messages.
 */
export default function RevalidationScreen() {
  const status = useRevalidationStatus();
  const start = useStartRevalidation();
  useFailureToast(status.error, 'Ophalen van de hervalidatie is mislukt');
  useRunEndToasts(status.data);

  const run = status.data?.run ?? null;
  const lastResult = status.data?.lastResult ?? null;
  const running = run?.runtimeStatus === 'Running';

  const begin = () => start.mutate(undefined, { onError: (error) => showFailure(failed, error) });

  return (
    <Stack>
      <Title order={1}>Hervalideer schema&apos;s</Title>
      <Text>Controleer alle gecertificeerde schema&apos;s opnieuw tegen de actuele validatie baseline.</Text>
      <Group>
        <Button onClick={begin} disabled={status.isPending || running || start.isPending}>
          Hervalideer
        </Button>
        {running || start.isPending ? <Loader size="sm" aria-label="Hervalidatie loopt" /> : null}
      </Group>
      <JobInterruptedNote run={run} />
      {running ? <JobProgressBar progress={run.progress} /> : null}
      {run?.runtimeStatus === 'Failed' && run.error ? <Text c="red">{run.error}</Text> : null}
      {lastResult ? (
        <Stack gap="xs">
          <Text>
            Laatste hervalidatie: {formatDateTime(lastResult.completedTime)}
            {lastResult.invalidSchemas.length === 0 ? `. ${noInvalidSchemas}` : null}
          </Text>
          {lastResult.invalidSchemas.length > 0 ? (
            <>
              <Title order={2}>Schema&apos;s die niet meer valide zijn</Title>
              <RevalidationResultsTable results={lastResult.invalidSchemas} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
