import { screen, within } from '@testing-library/react';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DataTable } from './data-table';

interface Organisation {
  id: string;
  name: string;
  schemas: number;
}

const columns: ColumnDef<Organisation>[] = [
  { accessorKey: 'name', header: 'Naam', cell: (info) => info.getValue<string>() },
  { accessorKey: 'schemas', header: 'Schemas', cell: (info) => info.getValue<number>() },
];

const organisations: Organisation[] = [
  { id: '1', name: 'zilveren Kruis', schemas: 10 },
  { id: '2', name: 'Achmea', schemas: 2 },
  { id: '3', name: 'aegon', schemas: 30 },
  { id: '4', name: 'ASR', schemas: 1 },
];

const bodyRows = () => within(screen.getByRole('table', { name: 'Organisaties' })).getAllByRole('row').slice(1);
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function SelectableTable() {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <DataTable
      data={organisations}
      columns={columns}
      label="Organisaties"
      getRowId={(row) => row.id}
      selection={{ value: selection, onChange: setSelection }}
    />
  );
}

describe('DataTable', () => {
  it("shows 'Er is geen data om te tonen.' and a zero total without rows", () => {
    renderWithProviders(<DataTable data={[]} columns={columns} label="Organisaties" />);
    expect(screen.getByText('Er is geen data om te tonen.')).toBeInTheDocument();
    expect(screen.getByText('totaal: 0')).toBeInTheDocument();
  });

  it('sorts a column in Dutch order ignoring case, ascending first, then descending', async () => {
    const { user } = renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" />);
    expect(firstColumn()).toEqual(['zilveren Kruis', 'Achmea', 'aegon', 'ASR']);

    await user.click(screen.getByRole('button', { name: 'Naam' }));
    expect(firstColumn()).toEqual(['Achmea', 'aegon', 'ASR', 'zilveren Kruis']);
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /Naam/ }));
    expect(firstColumn()).toEqual(['zilveren Kruis', 'ASR', 'aegon', 'Achmea']);
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts numbers by value, not as text', async () => {
    const { user } = renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" />);
    await user.click(screen.getByRole('button', { name: 'Schemas' }));
    expect(firstColumn()).toEqual(['ASR', 'Achmea', 'zilveren Kruis', 'aegon']);
  });

  it('leaves the footer out when asked (the meldingen tables have none)', () => {
    renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" withFooter={false} />);
    expect(screen.queryByText(/totaal:/)).not.toBeInTheDocument();
  });

  it('starts sorted when asked', () => {
    renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" initialSorting={[{ id: 'name', desc: false }]} />);
    expect(firstColumn()).toEqual(['Achmea', 'aegon', 'ASR', 'zilveren Kruis']);
  });

  it("counts rows as 'totaal' and, with selection, the selected rows as 'geselecteerd'", async () => {
    const { user } = renderWithProviders(<SelectableTable />);
    expect(screen.getByText('totaal: 4')).toBeInTheDocument();
    expect(screen.getByText('geselecteerd: 0')).toBeInTheDocument();
    const checkboxes = screen.getAllByRole('checkbox', { name: 'Selecteer rij' });
    await user.click(checkboxes[0] as HTMLElement);
    await user.click(checkboxes[2] as HTMLElement);
    expect(screen.getByText('geselecteerd: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
    expect(screen.getByText('geselecteerd: 4')).toBeInTheDocument();
  });

  it('shows a detail under the rows that have one, across the whole width', () => {
    renderWithProviders(
      <DataTable data={organisations} columns={columns} label="Organisaties" renderDetail={(row) => (row.name === 'ASR' ? `Details van ${row.name}` : null)} />,
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(5);
    const detail = within(rows[4] as HTMLElement).getByRole('cell', { name: 'Details van ASR' });
    expect(detail).toHaveAttribute('colspan', '2');
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('ASR');
  });

  it("has no 'geselecteerd' count without selection", () => {
    renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" />);
    expect(screen.queryByText(/geselecteerd/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('DataTable with a list that grows (issue 16)', () => {
  const many = (count: number): Organisation[] =>
    Array.from({ length: count }, (_, index) => ({ id: String(index), name: `Organisatie ${String(index + 1).padStart(3, '0')}`, schemas: index }));

  it('offers no filter for a short list', () => {
    renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters a long list case-insensitively on its values, says how many it found, and shows the empty text when nothing matches', async () => {
    const { user } = renderWithProviders(<DataTable data={many(20)} columns={columns} label="Organisaties" getRowId={(row) => row.id} />);
    const search = screen.getByRole('searchbox', { name: 'Zoeken in organisaties' });
    await user.type(search, 'organisatie 01');
    expect(firstColumn()).toEqual(Array.from({ length: 10 }, (_, index) => `Organisatie ${String(index + 10).padStart(3, '0')}`));
    expect(screen.getByText('gevonden: 10')).toBeInTheDocument();
    expect(screen.getByText('totaal: 20')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'bestaat niet');
    expect(screen.getByText('Er is geen data om te tonen.')).toBeInTheDocument();
  });

  it('pages a list longer than 50 rows, and a filter starts again at the first page', async () => {
    const { user } = renderWithProviders(<DataTable data={many(120)} columns={columns} label="Organisaties" getRowId={(row) => row.id} initialSorting={[{ id: 'name', desc: false }]} />);
    expect(bodyRows()).toHaveLength(50);
    expect(firstColumn()[0]).toBe('Organisatie 001');
    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(bodyRows()).toHaveLength(20);
    expect(firstColumn()[0]).toBe('Organisatie 101');
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken in organisaties' }), 'organisatie 0');
    expect(firstColumn()[0]).toBe('Organisatie 001');
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeInTheDocument();
  });

  it('keeps its header in view below the app header while the list scrolls', () => {
    renderWithProviders(<DataTable data={organisations} columns={columns} label="Organisaties" />);
    const table = screen.getByRole('table', { name: 'Organisaties' });
    expect(within(table).getAllByRole('rowgroup')[0]).toHaveAttribute('data-sticky', 'true');
  });
});
