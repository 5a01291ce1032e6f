import type { Dictionary, SchemaIssue } from '@afd/contracts';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DateText } from '@/components/date-text';
import type { IssueDirection } from '../api/get-issue-overview';
import { statusLabel } from '../status-label';

export interface IssueTableProps {
  direction: IssueDirection;
  issues: readonly SchemaIssue[];
  statuses: Dictionary | undefined;
  label: string;
  /** Opens a melding: 'Bewerk' for received ones, 'Inzien' for reported ones. */
  onOpen: (issue: SchemaIssue) => void;
}

const dateOf = (issue: SchemaIssue) => new Date(issue.date);

function issueColumns(direction: IssueDirection, statuses: Dictionary | undefined, onOpen: (issue: SchemaIssue) => void): ColumnDef<SchemaIssue>[] {
  const action = direction === 'received' ? 'Bewerk' : 'Inzien';
  return [
    { accessorKey: 'title', header: 'Titel', cell: (info) => info.getValue<string>() },
    { accessorKey: 'schema', header: 'Naam AFD-definitie', cell: (info) => info.getValue<string>() },
    direction === 'received'
      ? { id: 'reporterOrganisation', accessorFn: (issue) => issue.reporter.organization, header: 'Organisatie melder', cell: (info) => info.getValue<string>() }
      : { id: 'receiverOrganisation', accessorKey: 'organization', header: 'Organisatie ontvanger', cell: (info) => info.getValue<string>() },
    { id: 'reporterName', accessorFn: (issue) => issue.reporter.name, header: 'Naam melder', cell: (info) => info.getValue<string>() },
    // Sorted as a moment, shown as dd-MM-yyyy HH:mm (001 §9).
    { id: 'date', accessorFn: dateOf, header: 'Datum', cell: ({ row }) => <DateText value={row.original.date} withTime /> },
    { id: 'status', accessorFn: (issue) => statusLabel(issue.status, statuses), header: 'Status', cell: (info) => info.getValue<string>() },
    {
      id: 'action',
      header: 'Actie',
      enableSorting: false,
      cell: ({ row }) => (
        <Button size="xs" variant="light" aria-label={`${action} melding ${row.original.title}`} onClick={() => onOpen(row.original)}>
          {action}
        </Button>
      ),
    },
  ];
}

/** The meldingen of one tab, oldest first (001 §2: date ascending by default). */
export function IssueTable({ direction, issues, statuses, label, onOpen }: IssueTableProps) {
  const columns = useMemo(() => issueColumns(direction, statuses, onOpen), [direction, statuses, onOpen]);
  return <DataTable data={issues} columns={columns} label={label} getRowId={(issue) => `${issue.organization}/${issue.id}`} initialSorting={[{ id: 'date', desc: false }]} withFooter={false} />;
}
