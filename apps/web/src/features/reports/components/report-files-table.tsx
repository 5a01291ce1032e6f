import type { ReportFileInfo, ReportNameValue } from '@afd/contracts';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { showError, showSuccess } from '@/components/toasts';
import { formatDateTime } from '@/lib/dates';
import { downloadReportFile } from '../api/report-files';

const sizeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** Bytes as the file list shows them: B, kB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

async function download(reportName: ReportNameValue, fileName: string) {
  try {
    await downloadReportFile(reportName, fileName);
    showSuccess(`Download rapportage-bestand '${fileName}' is gelukt`);
  } catch (error) {
    console.error(error);
    showError(`Download van rapportage-bestand '${fileName}' is mislukt`);
  }
}

const columns = (reportName: ReportNameValue): ColumnDef<ReportFileInfo>[] => [
  { accessorKey: 'fileName', header: 'Bestand', cell: (info) => info.getValue<string>() },
  {
    id: 'download',
    header: 'Download',
    enableSorting: false,
    cell: ({ row }) => (
      <Button size="xs" variant="light" aria-label={`Download ${row.original.fileName}`} onClick={() => void download(reportName, row.original.fileName)}>
        Download
      </Button>
    ),
  },
  { accessorKey: 'fileSize', header: 'Grootte', cell: (info) => formatFileSize(info.getValue<number>()) },
  { accessorKey: 'creationTime', header: 'Aanmaakdatum', cell: (info) => formatDateTime(info.getValue<string>()) },
  { accessorKey: 'schemaCount', header: '#Schemas', cell: (info) => info.getValue<number>() },
  { accessorKey: 'failureCount', header: '#Fouten', cell: (info) => info.getValue<number>() },
];

/**
 * The generated files of a report (spec 000 §2 screen 18): Bestand, Download, Grootte, Aanmaakdatum,
 * #Schemas, #Fouten. Every run adds a file, so the list filters and pages (issue 16); it keeps the
 * server's order until a column is sorted.
 */
export function ReportFilesTable({ reportName, files }: { reportName: ReportNameValue; files: ReportFileInfo[] }) {
  const reportColumns = useMemo(() => columns(reportName), [reportName]);
  return <DataTable data={files} columns={reportColumns} label="Rapportage-bestanden" getRowId={(file) => file.fileName} />;
}
