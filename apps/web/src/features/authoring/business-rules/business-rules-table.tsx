import type { BusinessRule } from '@afd/contracts';
import { ActionIcon, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';

export interface BusinessRulesTableProps {
  afdVersion: 1 | 2;
  rules: readonly BusinessRule[];
  /** The rule and its place in the whole list (not on the page or in the filtered rows). */
  onEdit: (index: number, rule: BusinessRule) => void;
  onDelete: (index: number) => void;
}

const text = (info: { getValue: () => unknown }) => String(info.getValue());

function ruleColumns({ afdVersion, onEdit, onDelete }: Omit<BusinessRulesTableProps, 'rules'>): ColumnDef<BusinessRule>[] {
  const name: ColumnDef<BusinessRule> = { accessorKey: 'name', header: 'Naam', cell: text };
  const source: ColumnDef<BusinessRule> = { accessorKey: 'source', header: 'Bron', cell: text };
  const expression: ColumnDef<BusinessRule> = {
    accessorKey: 'expression',
    header: afdVersion === 1 ? 'Expressie' : 'JMESPath',
    cell: (info) => <span style={{ fontFamily: 'monospace' }}>{info.getValue<string>()}</span>,
  };
  const message: ColumnDef<BusinessRule> = { accessorKey: 'message', header: 'Foutmelding', cell: text };
  const actions: ColumnDef<BusinessRule> = {
    id: 'actions',
    header: 'Actie',
    enableSorting: false,
    // row.index is the rule's place in the list as loaded, whatever the sorting, filter or page.
    cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onEdit(row.index, row.original)} aria-label={`Bewerk ${row.original.name}`}>
          Bewerk
        </Button>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(row.index)} aria-label={`Verwijder ${row.original.name}`}>
          ×
        </ActionIcon>
      </Group>
    ),
  };
  return afdVersion === 1 ? [name, source, expression, actions] : [name, expression, message, actions];
}

/**
 * The verbandscontroles of a definition: Naam, Bron (AFD 1.0), the expression, Foutmelding (AFD
 * 2.0), with 'Bewerk' and 'Verwijder'. A definition can have hundreds, so the list filters and
 * pages (issue 16); it keeps the stored order until a column is sorted.
 */
export function BusinessRulesTable({ afdVersion, rules, onEdit, onDelete }: BusinessRulesTableProps) {
  // The same columns every render: fresh ones would remount the buttons, and a closed dialog
  // could not return focus to the button that opened it. The callbacks must be stable for that.
  const columns = useMemo(() => ruleColumns({ afdVersion, onEdit, onDelete }), [afdVersion, onEdit, onDelete]);
  return <DataTable data={rules} columns={columns} label="Verbandscontroles" />;
}
