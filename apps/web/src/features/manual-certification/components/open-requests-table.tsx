import type { OpenManualRequest } from '@afd/contracts';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { DateText } from '@/components/date-text';
import { saveFile } from '@/lib/save-file';
import { downloadRequestFile } from '../api/download-request-file';
import { useRejectRequest } from '../api/reject-request';

async function download(request: OpenManualRequest) {
  try {
    const { blob, fileName } = await downloadRequestFile(request.id);
    saveFile(blob, fileName ?? request.fileName);
  } catch {
    showError(`Download van '${request.fileName}' is mislukt`);
  }
}

const requestColumns = (onReject: (request: OpenManualRequest) => void): ColumnDef<OpenManualRequest>[] => [
  { accessorKey: 'createdAt', header: 'Datum', cell: (info) => <DateText value={info.getValue<string>()} /> },
  { accessorKey: 'organisation', header: 'Organisatie', cell: (info) => info.getValue<string>() },
  { accessorKey: 'name', header: 'Naam', cell: (info) => info.getValue<string>() },
  { id: 'key', accessorFn: (request) => `${request.certificationArea} / ${request.messageType} / ${request.applicationArea}`, header: 'Sleutel', cell: (info) => info.getValue<string>() },
  { accessorKey: 'description', header: 'Omschrijving', cell: (info) => info.getValue<string>() },
  { id: 'requestedBy', accessorFn: (request) => request.requestedBy ?? '', header: 'Aangevraagd door', cell: (info) => info.getValue<string>() },
  {
    accessorKey: 'fileName',
    header: 'Bestand',
    cell: ({ row }) => (
      <Button variant="subtle" size="compact-sm" onClick={() => void download(row.original)} aria-label={`${row.original.fileName} van ${row.original.name} downloaden`}>
        {row.original.fileName}
      </Button>
    ),
  },
  {
    id: 'action',
    header: 'Actie',
    enableSorting: false,
    cell: ({ row }) => (
      <Button size="compact-sm" color="red" variant="light" onClick={() => onReject(row.original)} aria-label={`Aanvraag ${row.original.name} afwijzen`}>
        Afwijzen
      </Button>
    ),
  },
];

/**
 * Open requests for manual certification, oldest first, each with its schema to download. A
 * request closes when its schema is certified by hand, or here with 'Afwijzen' (who and when are
 * kept on the server). Requests pile up, so the list filters and pages (issue 16); without any
 * the table says 'Er is geen data om te tonen.'.
 */
export function OpenRequestsTable({ requests }: { requests: readonly OpenManualRequest[] }) {
  const reject = useRejectRequest();
  const [toReject, setToReject] = useState<OpenManualRequest | null>(null);
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
  // The same columns every render: fresh ones would remount the buttons, and a closed dialog could not return focus to its button.
  const columns = useMemo(() => requestColumns(setToReject), []);
  return (
    <>
      <DataTable data={requests} columns={columns} label="Openstaande aanvragen" getRowId={(request) => request.id} />
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
