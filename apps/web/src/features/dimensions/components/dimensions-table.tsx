import type { Dimension, DimensionKind } from '@afd/contracts';
import { Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { dimensionListTexts } from '../dimension-texts';
import type { SaveOutcome } from '@/components/save-failure';
import { RenameDimensionForm } from './rename-dimension-form';

export interface DimensionsTableProps {
  kind: DimensionKind;
  list: readonly Dimension[];
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onRename: (dimension: Dimension, name: string) => Promise<SaveOutcome>;
  onDelete: (dimension: Dimension) => void;
  saving: boolean;
}

/** One list in Dutch order, with 'Wijzig naam' (an inline editor) and 'Verwijder' per row; certification areas show their version. */
export function DimensionsTable({ kind, list, editingId, onEdit, onRename, onDelete, saving }: DimensionsTableProps) {
  const nameColumn: ColumnDef<Dimension> = {
    accessorKey: 'name',
    header: 'Naam',
    cell: ({ row }) =>
      row.original.id === editingId ? (
        <RenameDimensionForm
          dimension={row.original}
          list={list}
          onRename={(name) => onRename(row.original, name)}
          onClose={() => onEdit(null)}
          saving={saving}
        />
      ) : (
        row.original.name
      ),
  };
  const versionColumn: ColumnDef<Dimension> = { accessorKey: 'version', header: 'Versie', cell: (info) => info.getValue<string>() };
  const actionsColumn: ColumnDef<Dimension> = {
    id: 'actions',
    header: 'Acties',
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          aria-label={`Wijzig naam van ${row.original.name}`}
          disabled={row.original.id === editingId}
          onClick={() => onEdit(row.original.id)}
        >
          Wijzig naam
        </Button>
        <Button size="xs" color="red" variant="outline" aria-label={`Verwijder ${row.original.name}`} onClick={() => onDelete(row.original)}>
          Verwijder
        </Button>
      </Group>
    ),
  };
  const columns = kind === 'certificationArea' ? [nameColumn, versionColumn, actionsColumn] : [nameColumn, actionsColumn];
  return (
    <DataTable
      data={list}
      columns={columns}
      label={dimensionListTexts[kind].tab}
      getRowId={(dimension) => dimension.id}
      initialSorting={[{ id: 'name', desc: false }]}
    />
  );
}
