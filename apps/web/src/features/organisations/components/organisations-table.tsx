import type { Organisation } from '@afd/contracts';
import { Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import type { SaveOutcome } from '@/components/save-failure';
import { RenameOrganisationForm } from './rename-organisation-form';

export interface OrganisationsTableProps {
  organisations: readonly Organisation[];
  /** The standards body's own organisation: it can be neither renamed nor removed. */
  isProtected: (organisation: Organisation) => boolean;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onRename: (organisation: Organisation, name: string) => Promise<SaveOutcome>;
  onDelete: (organisation: Organisation) => void;
  saving: boolean;
}

/** The organisations in Dutch order, each with 'Wijzig naam' (an inline editor) and 'Verwijder'. */
export function OrganisationsTable({ organisations, isProtected, editingId, onEdit, onRename, onDelete, saving }: OrganisationsTableProps) {
  const columns: ColumnDef<Organisation>[] = [
    {
      accessorKey: 'name',
      header: 'Naam',
      cell: ({ row }) =>
        row.original.id === editingId ? (
          <RenameOrganisationForm
            organisation={row.original}
            organisations={organisations}
            onRename={(name) => onRename(row.original, name)}
            onClose={() => onEdit(null)}
            saving={saving}
          />
        ) : (
          row.original.name
        ),
    },
    {
      id: 'actions',
      header: 'Acties',
      enableSorting: false,
      cell: ({ row }) => {
        const locked = isProtected(row.original);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" aria-label={`Wijzig naam van ${row.original.name}`} disabled={locked || row.original.id === editingId} onClick={() => onEdit(row.original.id)}>
              Wijzig naam
            </Button>
            <Button size="xs" color="red" variant="outline" aria-label={`Verwijder ${row.original.name}`} disabled={locked} onClick={() => onDelete(row.original)}>
              Verwijder
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable
      data={organisations}
      columns={columns}
      label="Organisaties"
      getRowId={(organisation) => organisation.id}
      initialSorting={[{ id: 'name', desc: false }]}
    />
  );
}
