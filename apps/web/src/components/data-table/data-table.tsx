import { Checkbox, Group, Pagination, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { dutchSortingFn } from './compare-cell-values';

export const EMPTY_TABLE_TEXT = 'Er is geen data om te tonen.';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * The column's values are words (a certification area, a message type): they wrap between words
     * only. Breaking anywhere lets a narrow table split them mid-word ('Contra/ctberic/ht'),
     * because it lets the browser shrink the column below its longest word; the other columns (long
     * names) take the squeeze instead.
     */
    wholeWords?: boolean;
  }
}

/** Headers, and the cells of a wholeWords column, break between words only. */
const wholeWords: CSSProperties = { overflowWrap: 'normal' };

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
  /**
   * What a row shows under itself across the whole width (an expanded row's messages), or null
   * for nothing; it pages and filters with its row. Whether a row is open is the caller's state.
   */
  renderDetail?: (row: T) => ReactNode;
}

const sortIndicator = { asc: ' ▲', desc: ' ▼' } as const;

/** More rows than fit a screen: from here on a table offers its text filter. */
export const FILTER_FROM_ROWS = 15;
/** Rows per page; a longer (filtered) list gets paging below the table. */
export const PAGE_SIZE = 50;
/** The app shell's header, which the sticky table header stays below. */
const SHELL_HEADER_HEIGHT = 96;

/** A sortable table with the spec's empty text and 'totaal' / 'geselecteerd' footer. */
export function DataTable<T>({ data, columns, label, getRowId, initialSorting = [], selection, withFooter = true, renderDetail }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [filter, setFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
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
    state: { sorting, rowSelection: selection?.value ?? {}, globalFilter: filter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: (next: unknown) => setFilter(String(next ?? '')),
    onPaginationChange: setPagination,
    // A typed filter starts at the first page of what it leaves.
    autoResetPageIndex: true,
    // Case-insensitive text search in every column that has a value (not the action columns).
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
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
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const visibleRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const pageCount = table.getPageCount();

  return (
    <div>
      {data.length >= FILTER_FROM_ROWS ? (
        <TextInput
          label={`Zoeken in ${label.toLowerCase()}`}
          value={filter}
          onChange={(event) => table.setGlobalFilter(event.currentTarget.value)}
          maw={360}
          mb="xs"
          type="search"
        />
      ) : null}
      {/* Cells wrap long names anywhere (headers and wholeWords columns keep their words); the header stays in view while a long list scrolls. */}
      <Table striped highlightOnHover withTableBorder aria-label={label} stickyHeader stickyHeaderOffset={SHELL_HEADER_HEIGHT} style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <Table.Tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    style={wholeWords}
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
            visibleRows.map((row) => {
              const detail = renderDetail?.(row.original) ?? null;
              return (
                <Fragment key={row.id}>
                  <Table.Tr aria-selected={selection ? row.getIsSelected() : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id} style={cell.column.columnDef.meta?.wholeWords ? wholeWords : undefined}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {detail === null ? null : (
                    <Table.Tr>
                      <Table.Td colSpan={columnCount}>{detail}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })
          )}
        </Table.Tbody>
      </Table>
      {pageCount > 1 ? (
        <Pagination
          mt="xs"
          total={pageCount}
          value={pagination.pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Vorige pagina' : control === 'next' ? 'Volgende pagina' : control === 'first' ? 'Eerste pagina' : 'Laatste pagina' })}
          getItemProps={(page) => ({ 'aria-label': `Pagina ${page}` })}
          aria-label={`Pagina's van ${label.toLowerCase()}`}
        />
      ) : null}
      {withFooter ? (
        <Group gap="lg" mt="xs" data-testid="data-table-footer">
          <Text size="sm">totaal: {data.length}</Text>
          {filter !== '' ? <Text size="sm">gevonden: {filteredCount}</Text> : null}
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
