import type { BaselineSchema } from '@afd/contracts';
import { Anchor, Button, Loader, Stack, Switch, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { config } from '@/lib/config';
import { deleteBaseline } from '../api/delete-baseline';
import { getBaselineUsage } from '../api/get-baseline-usage';
import { downloadBaseline } from '../api/download-baseline';
import { baselinesQueryKey, useBaselinesQuery } from '@/lib/api/get-baselines';
import { useSetBaselineMetadata } from '../api/set-baseline-metadata';

const keyText = (baseline: BaselineSchema) => `${baseline.certificationArea}-${baseline.messageType}-${baseline.applicationArea}`;

interface RowActions {
  toggle: (baseline: BaselineSchema, beheerdersonly: boolean) => void;
  download: (baseline: BaselineSchema) => void;
  remove: (baseline: BaselineSchema) => void;
}

function baselineColumns({ toggle, download, remove }: RowActions): ColumnDef<BaselineSchema>[] {
  return [
    { accessorKey: 'certificationArea', header: `${config.productName} Community`, cell: (info) => info.getValue<string>() },
    { accessorKey: 'messageType', header: 'Berichtsoort', cell: (info) => info.getValue<string>() },
    { accessorKey: 'applicationArea', header: 'Domein', cell: (info) => info.getValue<string>() },
    {
      id: 'beheerdersonly',
      header: 'Beheerders only',
      enableSorting: false,
      cell: ({ row }) => (
        <Switch
          aria-label={`Beheerders only: ${keyText(row.original)}`}
          checked={row.original.metaData.beheerdersonly}
          onChange={(event) => toggle(row.original, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'download',
      header: 'Schema',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.fileName ? (
          <Anchor component="button" type="button" aria-label={`Download ${row.original.fileName} (${keyText(row.original)})`} onClick={() => download(row.original)}>
            {row.original.fileName}
          </Anchor>
        ) : null,
    },
    {
      id: 'delete',
      header: 'Acties',
      enableSorting: false,
      cell: ({ row }) => (
        <Button size="xs" color="red" variant="light" aria-label={`Verwijder ${keyText(row.original)}`} onClick={() => remove(row.original)}>
          Verwijder
        </Button>
      ),
    },
  ];
}

/**
 * 'Validatie baseline beheer' (spec 000 §2 screen 12, /validationbaselines): every baseline with
 * its 'beheerders only' switch (saved at once, put back on failure), its file to download, and
 * delete (refused while published schemas use it).
 */
export default function ValidationBaselinesScreen() {
  const query = useBaselinesQuery();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<BaselineSchema | null>(null);
  const [deleting, setDeleting] = useState(false);

  useFailureToast(query.isError, 'Ophalen van de validatiebaselines is mislukt');

  const { mutate } = useSetBaselineMetadata({
    onSaved: () => showSuccess("Vlag 'beheerders only' is aangepast"),
    onFailed: (error) => showFailure("Updaten van baseline vlag 'beheerders only' is mislukt", error),
  });

  const toggle = useCallback((baseline: BaselineSchema, beheerdersonly: boolean) => mutate({ id: baseline.id, beheerdersonly }), [mutate]);
  const download = useCallback((baseline: BaselineSchema) => {
    downloadBaseline(baseline).catch((error: unknown) => showFailure('Ophalen van gegevens is mislukt', error));
  }, []);
  const remove = useCallback((baseline: BaselineSchema) => {
    getBaselineUsage(baseline.id).then(
      (usages) => {
        if (usages.length > 0) {
          showError('Verwijderen is mislukt', `Deze baseline wordt gebruikt door gepubliceerde schema's: ${usages.join(', ')}.`);
        } else setToDelete(baseline);
      },
      (error: unknown) => showFailure('Verwijderen is mislukt', error),
    );
  }, []);
  const columns = useMemo(() => baselineColumns({ toggle, download, remove }), [toggle, download, remove]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteBaseline(toDelete.id);
      showSuccess('Validatiebaseline is verwijderd');
    } catch (error) {
      showFailure('Verwijderen is mislukt', error);
    } finally {
      setDeleting(false);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: baselinesQueryKey });
    }
  };

  return (
    <Stack>
      <Title order={1}>Validatie baseline beheer</Title>
      {query.isPending ? (
        <Loader role="status" aria-label="Validatiebaselines worden geladen" />
      ) : (
        <DataTable data={query.data ?? []} columns={columns} label="Validatiebaselines" getRowId={(baseline) => baseline.id} />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        message="Weet u zeker dat u dit item wilt verwijderen?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        confirming={deleting}
      />
    </Stack>
  );
}
