import type { OpenManualRequest } from '@afd/contracts';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { DateText } from '@/components/date-text';
import { saveFile } from '@/lib/save-file';
import { downloadRequestFile } from '../api/download-request-file';
import { useRejectRequest } from '../api/reject-request';

/**
 * Open requests for manual certification, oldest first, each with its schema to download. A
 * request closes when its schema is certified by hand, or here with 'Afwijzen' (who and when are
 * kept on the server).
 */
export function OpenRequestsTable({ requests }: { requests: readonly OpenManualRequest[] }) {
  const reject = useRejectRequest();
  const [toReject, setToReject] = useState<OpenManualRequest | null>(null);
  if (requests.length === 0) return <Text>Er is geen data om te tonen.</Text>;
  const confirmReject = async () => {
    if (!toReject) return;
    try {
      await reject.mutateAsync(toReject.id);
      showSuccess('Aanvraag is afgewezen');
    } catch (error) {
      showFailure('Afwijzen van de aanvraag is mislukt', error);
    }
    setToReject(null);
  };
  const download = async (request: OpenManualRequest) => {
    try {
      const { blob, fileName } = await downloadRequestFile(request.id);
      saveFile(blob, fileName ?? request.fileName);
    } catch {
      showError(`Download van '${request.fileName}' is mislukt`);
    }
  };
  return (
    <>
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
          <Table.Th>Actie</Table.Th>
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
            <Table.Td>
              <Button size="compact-sm" color="red" variant="light" onClick={() => setToReject(request)} aria-label={`Aanvraag ${request.name} afwijzen`}>
                Afwijzen
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    <ConfirmDialog
      opened={toReject !== null}
      message={`Weet u zeker dat u de aanvraag '${toReject?.name ?? ''}' wilt afwijzen?`}
      onConfirm={() => void confirmReject()}
      onCancel={() => setToReject(null)}
      confirming={reject.isPending}
    />
    </>
  );
}
