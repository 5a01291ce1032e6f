import { reportStatusSchema, type ReportNameValue } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { reportStatusQuery } from './report-status';

/** `POST /api/afdreports/httptrigger`: starts the report, with the path filter when one is given. */
export function triggerReport(reportName: ReportNameValue, pathFilter: string | null) {
  const afdDefinitionsFilter = pathFilter === null ? null : { pathFilter };
  return apiJson('/api/afdreports/httptrigger', reportStatusSchema, { method: 'POST', body: { reportName, afdDefinitionsFilter } });
}

/** `POST /api/afdreports/terminate`: stops the running report. */
export function terminateReport(reportName: ReportNameValue) {
  return apiJson('/api/afdreports/terminate', reportStatusSchema, { method: 'POST', body: { reportName } });
}

/** Starting and stopping put the answered status in the cache, so the screen follows it at once. */
export function useRunReport(reportName: ReportNameValue) {
  const queryClient = useQueryClient();
  const onSuccess = (status: Awaited<ReturnType<typeof triggerReport>>) => queryClient.setQueryData(reportStatusQuery(reportName).queryKey, status);
  return {
    start: useMutation({ mutationFn: (pathFilter: string | null) => triggerReport(reportName, pathFilter), onSuccess }),
    stop: useMutation({ mutationFn: () => terminateReport(reportName), onSuccess }),
  };
}
