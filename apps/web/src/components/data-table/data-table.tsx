import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { dutchSortingFn } from './compare-cell-values';

export const EMPTY_TABLE_TEXT = 'Er is geen data om te tonen.';

export interface DataTableSelection {
  value: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
}

export interface DataTableProps<T> {
  data: readonly T[];
  /**
   * Column definitions; write them as `ColumnDef<T>` with `accessorKey` or `accessorFn` and
   * read values in `cell` with `getValue<string>()`. Every column sorts in Dutch order unless
   * it sets `enableSorting: false` or its own `sortingFn`.
   */
  columns: ColumnDef<T>[];
  /** Accessible name of the table. */
  label: string;
  getRowId?: (row: T, index: number) => string;
  initialSorting?: SortingState;
  /** Turns on a checkbox per row and the 'geselecteerd' count; selection is keyed by row id. */
  selection?: DataTableSelection;
  /** The 'totaal' footer; off for the meldingen tables (001 §9: issue tables have none). */
  withFooter?: boolean;
}

const sortIndicator = { asc: ' ▲', desc: ' ▼' } as const;

/** A sortable table with the spec's empty text and 'totaal' / 'geselecteerd' footer. */
export function DataTable<T>({ data, columns, label, getRowId, initialSorting = [], selection, withFooter = true }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const rows = useMemo(() => [...data], [data]);
  const selectable = selection !== undefined;
  // Keyed on whether there is selection, not on the selection object (new each render):
  // fresh column definitions would remount every checkbox on each click.
  const allColumns = useMemo<ColumnDef<T>[]>(() => (selectable ? [selectColumn<T>(), ...columns] : columns), [columns, selectable]);

  // TanStack Table hands out a fresh table API each render; that is fine without the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    state: { sorting, rowSelection: selection?.value ?? {} },
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.value) : updater);
    },
    enableRowSelection: selectable,
    // Spec 001: ascending first, then toggling; never back to unsorted.
    enableSortingRemoval: false,
    sortDescFirst: false,
    defaultColumn: { sortingFn: dutchSortingFn },
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const visibleRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div>
      <Table striped highlightOnHover withTableBorder aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <Table.Tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                        {content}
                        {sorted ? sortIndicator[sorted] : null}
                      </UnstyledButton>
                    ) : (
                      content
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {visibleRows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{EMPTY_TABLE_TEXT}</Table.Td>
            </Table.Tr>
          ) : (
            visibleRows.map((row) => (
              <Table.Tr key={row.id} aria-selected={selection ? row.getIsSelected() : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {withFooter ? (
        <Group gap="lg" mt="xs" data-testid="data-table-footer">
          <Text size="sm">totaal: {data.length}</Text>
          {selection ? <Text size="sm">geselecteerd: {table.getSelectedRowModel().rows.length}</Text> : null}
        </Group>
      ) : null}
    </div>
  );
}

function selectColumn<T>(): ColumnDef<T> {
  return {
    id: '__select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Selecteer alle rijen"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label="Selecteer rij" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
}
