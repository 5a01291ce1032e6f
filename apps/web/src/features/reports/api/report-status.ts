import { reportStatusOrNoneSchema, type ReportNameValue } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** How often a running report's status is asked again. */
export const RUNNING_REFRESH_MS = 2_000;

/** `GET /api/afdreports/status?reportName`: the newest run, or null when it never ran. */
export function getReportStatus(reportName: ReportNameValue) {
  return apiJson('/api/afdreports/status', reportStatusOrNoneSchema, { query: { reportName } });
}

export const reportStatusQuery = (reportName: ReportNameValue) =>
  queryOptions({
    queryKey: ['afdreports', reportName, 'status'],
    queryFn: () => getReportStatus(reportName),
    refetchInterval: (query) => (query.state.data?.runtimeStatus === 'Running' ? RUNNING_REFRESH_MS : false),
  });

export function useReportStatus(reportName: ReportNameValue) {
  return useQuery(reportStatusQuery(reportName));
}
