import type { XPathRule } from '@afd/contracts';
import { Button, Code, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { xpathRuleFieldLabels as labels } from '../xpath-rule-texts';

export interface XPathRulesTableProps {
  rules: readonly XPathRule[];
  onEdit: (rule: XPathRule) => void;
  onDelete: (rule: XPathRule) => void;
}

// Long expressions wrap anywhere (paths have no spaces), so the table fits the page.
const expression = (info: { getValue: () => unknown }) => <Code style={{ overflowWrap: 'anywhere' }}>{String(info.getValue())}</Code>;

/** Naam, Selectie XPath, Predicaat XPath, Foutmelding, with 'Bewerk' and 'Verwijder' per rule. */
export function XPathRulesTable({ rules, onEdit, onDelete }: XPathRulesTableProps) {
  const columns: ColumnDef<XPathRule>[] = [
    { accessorKey: 'name', header: labels.name, cell: (info) => info.getValue<string>() },
    { accessorKey: 'selectionXPath', header: labels.selectionXPath, cell: expression },
    { accessorKey: 'predicateXPath', header: labels.predicateXPath, cell: expression },
    { accessorKey: 'errorMessage', header: labels.errorMessage, cell: (info) => info.getValue<string>() },
    {
      id: 'actions',
      header: 'Acties',
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" aria-label={`Bewerk ${row.original.name}`} onClick={() => onEdit(row.original)}>
            Bewerk
          </Button>
          <Button size="xs" color="red" variant="outline" aria-label={`Verwijder ${row.original.name}`} onClick={() => onDelete(row.original)}>
            Verwijder
          </Button>
        </Group>
      ),
    },
  ];
  return <DataTable data={rules} columns={columns} label="XPath-regels" getRowId={(rule) => rule.id} initialSorting={[{ id: 'name', desc: false }]} />;
}
