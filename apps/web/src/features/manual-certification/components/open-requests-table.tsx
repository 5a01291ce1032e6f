import type { OpenManualRequest } from '@afd/contracts';
import { Button, Table, Text } from '@mantine/core';
import { showError } from '@/components/toasts';
import { DateText } from '@/components/date-text';
import { saveFile } from '@/lib/save-file';
import { downloadRequestFile } from '../api/download-request-file';

/** Open requests for manual certification, oldest first, each with its schema to download. */
export function OpenRequestsTable({ requests }: { requests: readonly OpenManualRequest[] }) {
  if (requests.length === 0) return <Text>Er is geen data om te tonen.</Text>;
  const download = async (request: OpenManualRequest) => {
    try {
      const { blob, fileName } = await downloadRequestFile(request.id);
      saveFile(blob, fileName ?? request.fileName);
    } catch {
      showError(`Download van '${request.fileName}' is mislukt`);
    }
  };
  return (
    <Table withTableBorder aria-label="Openstaande aanvragen">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Datum</Table.Th>
          <Table.Th>Organisatie</Table.Th>
          <Table.Th>Naam</Table.Th>
          <Table.Th>Sleutel</Table.Th>
          <Table.Th>Omschrijving</Table.Th>
          <Table.Th>Aangevraagd door</Table.Th>
          <Table.Th>Bestand</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td><DateText value={request.createdAt} /></Table.Td>
            <Table.Td>{request.organisation}</Table.Td>
            <Table.Td>{request.name}</Table.Td>
            <Table.Td>{`${request.certificationArea} / ${request.messageType} / ${request.applicationArea}`}</Table.Td>
            <Table.Td>{request.description}</Table.Td>
            <Table.Td>{request.requestedBy ?? ''}</Table.Td>
            <Table.Td>
              <Button variant="subtle" size="compact-sm" onClick={() => void download(request)} aria-label={`${request.fileName} van ${request.name} downloaden`}>
                {request.fileName}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
