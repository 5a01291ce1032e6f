import type { RevalidationResult } from '@afd/contracts';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { MessageTable } from '@/components/message-table';
import { config } from '@/lib/config';

const keyOf = (result: RevalidationResult) => `${result.organisation}/${result.name}`;

interface OpenRows {
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
}

// The open rows reach the toggles through context so the columns stay the same objects: fresh
// column definitions would remount every toggle on each click and lose its keyboard focus.
const OpenRowsContext = createContext<OpenRows>({ isOpen: () => false, toggle: () => undefined });

function MessagesToggle({ result }: { result: RevalidationResult }) {
  const { isOpen, toggle } = useContext(OpenRowsContext);
  const open = isOpen(keyOf(result));
  return (
    <ActionIcon variant="subtle" aria-expanded={open} aria-label={`Meldingen van ${result.organisation} ${result.name}`} onClick={() => toggle(keyOf(result))}>
      {open ? '▾' : '▸'}
    </ActionIcon>
  );
}

const text = (info: { getValue: () => unknown }) => String(info.getValue());

const columns: ColumnDef<RevalidationResult>[] = [
  { id: 'messages', enableSorting: false, header: () => <VisuallyHidden>Meldingen</VisuallyHidden>, cell: ({ row }) => <MessagesToggle result={row.original} /> },
  { accessorKey: 'certificationArea', header: `${config.productName} Community`, cell: text },
  { accessorKey: 'messageType', header: 'Berichtsoort', cell: text },
  { accessorKey: 'applicationArea', header: 'Domein', cell: text },
  { accessorKey: 'organisation', header: 'Organisatie', cell: text },
  { accessorKey: 'name', header: 'Naam schema', cell: text },
];

/**
 * The schemas that no longer validate; each row expands to its messages, all collapsed at first.
 * A run over every schema can list hundreds, so the list filters and pages (issue 16).
 */
export function RevalidationResultsTable({ results }: { results: readonly RevalidationResult[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const openRows: OpenRows = {
    isOpen: (key) => expanded.has(key),
    toggle: (key) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
  return (
    <OpenRowsContext.Provider value={openRows}>
      <DataTable
        data={results}
        columns={columns}
        label="Niet meer valide schema's"
        getRowId={keyOf}
        renderDetail={(result) => (expanded.has(keyOf(result)) ? <MessageTable messages={result.messageList} /> : null)}
      />
    </OpenRowsContext.Provider>
  );
}
