import type { DimensionCombination } from '@afd/contracts';
import { Checkbox, Loader, Stack, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useDimensionCombinationsQuery } from '@/lib/api/get-dimension-combinations';
import { DataTable } from '@/components/data-table/data-table';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { config } from '@/lib/config';
import { useSaveDimensionCombination } from '../api/save-dimension-combination';

const keyOf = (combination: DimensionCombination) =>
  `${combination.certificationAreaId}/${combination.messageTypeId}/${combination.applicationAreaId}`;

function combinationColumns(toggle: (combination: DimensionCombination, allowed: boolean) => void): ColumnDef<DimensionCombination>[] {
  return [
    { accessorKey: 'certificationArea', header: `${config.productName} Community`, cell: (info) => info.getValue<string>() },
    { accessorKey: 'messageType', header: 'Berichtsoort', cell: (info) => info.getValue<string>() },
    { accessorKey: 'applicationArea', header: 'Domein', cell: (info) => info.getValue<string>() },
    {
      accessorKey: 'allowed',
      header: 'Toegestaan',
      enableSorting: false,
      cell: ({ row }) => {
        const { certificationArea, messageType, applicationArea, allowed } = row.original;
        return (
          <Checkbox
            aria-label={`Toegestaan: ${certificationArea}-${messageType}-${applicationArea}`}
            checked={allowed}
            onChange={(event) => toggle(row.original, event.currentTarget.checked)}
          />
        );
      },
    },
  ];
}

/**
 * 'Beheer definitiecombinaties' (spec 000 §2 screen 6): every combination of certification area,
 * message type and domain in that order, with an 'allowed' checkbox per row that saves at once.
 */
export default function DimensionCombinationsScreen() {
  const query = useDimensionCombinationsQuery();
  const save = useSaveDimensionCombination({
    onSaved: () => showSuccess('Opgeslagen'),
    onFailed: (error) => showFailure('Opslaan is mislukt', error),
  });

  useFailureToast(query.isError, 'Ophalen van dimensiecombinaties is mislukt');

  const { mutate } = save;
  const toggle = useCallback((combination: DimensionCombination, allowed: boolean) => mutate({ ...combination, allowed }), [mutate]);
  // Stable columns: the table can hold hundreds of rows and need not rebuild them on each render.
  const columns = useMemo(() => combinationColumns(toggle), [toggle]);

  return (
    <Stack>
      <Title order={1}>Beheer definitiecombinaties</Title>
      {query.isPending ? (
        <Loader role="status" aria-label="Combinaties worden geladen" />
      ) : (
        // The server answers in the spec's order (certification area, message type, domain).
        <DataTable data={query.data ?? []} columns={columns} label="Definitiecombinaties" getRowId={keyOf} />
      )}
    </Stack>
  );
}
