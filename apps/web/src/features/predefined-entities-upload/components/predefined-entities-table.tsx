import type { PredefinedEntity } from '@afd/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';

const columns: ColumnDef<PredefinedEntity>[] = [
  { accessorKey: 'snippetId', header: 'Id' },
  { accessorKey: 'snippetEntity', header: 'Entiteit' },
  { accessorKey: 'snippetEntityType', header: 'Entiteittype' },
  { accessorKey: 'snippetName', header: 'Naam' },
  { accessorKey: 'snippetVersion', header: 'Versie' },
  { accessorFn: (row) => row.combinationProductAfdDefinition ?? '', id: 'combinationProductAfdDefinition', header: 'Combinatieproduct' },
];

/** The current set of predefined entities, sorted by name. */
export function PredefinedEntitiesTable({ snippets }: { snippets: readonly PredefinedEntity[] }) {
  return (
    <DataTable
      data={snippets}
      columns={columns}
      label="Huidige voorgedefinieerde entiteiten"
      getRowId={(row) => row.snippetId}
      initialSorting={[{ id: 'snippetName', desc: false }]}
    />
  );
}
