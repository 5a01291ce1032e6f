import type { ReportNameValue, ReportStatus, RuntimeStatus } from '@afd/contracts';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { JobInterruptedNote, JobProgressBar } from '@/components/job-progress';
import { showFailure, showInfo, showSuccess } from '@/components/toasts';
import { useReportFiles } from '../api/report-files';
import { useReportStatus } from '../api/report-status';
import { useRunReport } from '../api/run-report';
import { ReportFilesTable } from './report-files-table';

export interface ReportScreenProps {
  reportName: ReportNameValue;
  title: string;
  /** The path filter 'AFD-definitie padfilter (leeg filter voor alle definities)'. */
  withPathFilter: boolean;
  /** Start hidden and a stop button while Running (the studio report). */
  cancellable: boolean;
}

/** The status values in Dutch, shown beside the standard's English names. */
const runtimeStatusInDutch: Record<RuntimeStatus, string> = { Running: 'bezig', Completed: 'voltooid', Failed: 'mislukt', Canceled: 'gestopt' };

function StatusLine({ fetching, status }: { fetching: boolean; status: ReportStatus | null | undefined }) {
  if (fetching || status === undefined) return <Text>Status wordt opgehaald ...</Text>;
  if (status === null) return <Text>Status is (nog) onbekend.</Text>;
  const { progress } = status;
  return (
    <Stack gap={4}>
      <Text>
        Runtime status: {status.runtimeStatus} <Text span c="dimmed">({runtimeStatusInDutch[status.runtimeStatus]})</Text>
      </Text>
      <JobInterruptedNote run={status} />
      {status.runtimeStatus === 'Running' ? <JobProgressBar progress={progress} /> : null}
      {status.error ? <Text c="red">{status.error}</Text> : null}
    </Stack>
  );
}

/**
 * One report screen (spec 000 §2 screen 18, §4 'Report screens'): the generated files, 'Genereer
 * rapportage', 'Refresh status' and the runtime status, which the screen follows while it runs.
 */
export function ReportScreen({ reportName, title, withPathFilter, cancellable }: ReportScreenProps) {
  const status = useReportStatus(reportName);
  const files = useReportFiles(reportName);
  const { start, stop } = useRunReport(reportName);
  const [pathFilter, setPathFilter] = useState('');
  const current = status.data;
  // 'Status wordt opgehaald ...' on opening and on 'Refresh status', not on the quiet refresh while it runs.
  const [refreshing, setRefreshing] = useState(false);
  const fetching = status.isPending || refreshing;

  // A run that just finished has a new file.
  const finishedRun = current && current.runtimeStatus !== 'Running' ? `${current.instanceId} ${current.runtimeStatus}` : null;
  const { refetch: refetchFiles } = files;
  useEffect(() => {
    if (finishedRun) void refetchFiles();
  }, [finishedRun, refetchFiles]);

  const running = current?.runtimeStatus === 'Running';
  const showStart = !cancellable || !running;
  // Only a running report can be stopped; one that ended offers the start again.
  const showStop = cancellable && !fetching && running;

  const generate = () =>
    start.mutate(withPathFilter ? pathFilter : null, {
      onSuccess: () => showSuccess('Rapportage generatie is gestart'),
      onError: (error) => showFailure('Rapportage generatie trigger is mislukt', error),
    });
  // A stop may reach a run that ended meanwhile: the server then answers that run's status.
  const stopReport = () =>
    stop.mutate(undefined, {
      onSuccess: ({ runtimeStatus }) => {
        if (runtimeStatus === 'Canceled') showSuccess('Rapportage is gestopt');
        else showInfo(runtimeStatus === 'Completed' ? 'De rapportage was al klaar.' : 'De rapportage was al beëindigd.');
      },
      onError: (error) => showFailure('Stoppen van de rapportage is mislukt', error),
    });
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([status.refetch(), refetchFiles()]);
    setRefreshing(false);
  };

  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {withPathFilter ? (
        <TextInput label="AFD-definitie padfilter (leeg filter voor alle definities)" value={pathFilter} onChange={(event) => setPathFilter(event.currentTarget.value)} maw={600} />
      ) : null}
      <Group>
        {showStart ? (
          <Button onClick={generate} loading={start.isPending}>
            Genereer rapportage
          </Button>
        ) : null}
        {showStop ? (
          <Button color="red" variant="outline" onClick={stopReport} loading={stop.isPending}>
            Stop rapportage
          </Button>
        ) : null}
        <Button variant="default" onClick={() => void refresh()}>
          Refresh status
        </Button>
      </Group>
      <StatusLine fetching={fetching} status={current} />
      {files.data ? <ReportFilesTable reportName={reportName} files={files.data} /> : null}
    </Stack>
  );
}
