import type { ReportFileInfo, ReportNameValue } from '@afd/contracts';
import { Button, Table } from '@mantine/core';
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

/** The generated files of a report (spec 000 §2 screen 18): Bestand, Download, Grootte, Aanmaakdatum, #Schemas, #Fouten. */
export function ReportFilesTable({ reportName, files }: { reportName: ReportNameValue; files: ReportFileInfo[] }) {
  return (
    <Table striped aria-label="Rapportage-bestanden">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bestand</Table.Th>
          <Table.Th>Download</Table.Th>
          <Table.Th>Grootte</Table.Th>
          <Table.Th>Aanmaakdatum</Table.Th>
          <Table.Th>#Schemas</Table.Th>
          <Table.Th>#Fouten</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((file) => (
          <Table.Tr key={file.fileName}>
            <Table.Td>{file.fileName}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" aria-label={`Download ${file.fileName}`} onClick={() => void download(reportName, file.fileName)}>
                Download
              </Button>
            </Table.Td>
            <Table.Td>{formatFileSize(file.fileSize)}</Table.Td>
            <Table.Td>{formatDateTime(file.creationTime)}</Table.Td>
            <Table.Td>{file.schemaCount}</Table.Td>
            <Table.Td>{file.failureCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
