import { reportFileInfoListSchema, type ReportNameValue } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiJson } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/afdreports/reportfiles-info?reportName`: the generated files, newest first. */
export function getReportFiles(reportName: ReportNameValue) {
  return apiJson('/api/afdreports/reportfiles-info', reportFileInfoListSchema, { query: { reportName } });
}

export const reportFilesQuery = (reportName: ReportNameValue) => queryOptions({ queryKey: ['afdreports', reportName, 'files'], queryFn: () => getReportFiles(reportName) });

export function useReportFiles(reportName: ReportNameValue) {
  return useQuery(reportFilesQuery(reportName));
}

/** `GET /api/afdreports/reportfile?reportName&fileName`, saved under its own name. */
export async function downloadReportFile(reportName: ReportNameValue, fileName: string): Promise<void> {
  const { blob } = await apiDownload('/api/afdreports/reportfile', { query: { reportName, fileName } });
  saveFile(blob, fileName);
}
