import type { ProductDefinition } from '@afd/contracts';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DateText } from '@/components/date-text';
import { routeHref } from '@/lib/paths';

export type DefinitionAction = 'properties' | 'functions' | 'duplicate' | 'delete' | 'tasks' | 'sync' | 'exportCsv';

export interface DefinitionTableProps {
  definitions: readonly ProductDefinition[];
  isAdministrator: boolean;
  onAction: (action: DefinitionAction, definition: ProductDefinition) => void;
}

const definitionHref = (definition: ProductDefinition) =>
  routeHref('productDefinition', { organisation: definition.organisation, baseline: definition.basedOn, productname: definition.name });

function ActionCell({ definition, isAdministrator, onAction }: { definition: ProductDefinition } & Omit<DefinitionTableProps, 'definitions'>) {
  // 001 §2: most items need the definition's baseline library.
  const withoutLibrary = definition.baselineLibraryId === null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to={definitionHref(definition)} size="xs" variant="light" aria-label={`Open ${definition.name}`}>
        Open
      </Button>
      {definition.taskIds.length > 0 ? (
        <ActionIcon variant="light" color="orange" aria-label={`Taken van ${definition.name}`} onClick={() => onAction('tasks', definition)}>
          i
        </ActionIcon>
      ) : null}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Acties voor ${definition.name}`}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={250} style={{ overflowY: 'auto' }}>
          <Menu.Item component={Link} to={definitionHref(definition)} disabled={withoutLibrary}>
            Schema bewerken
          </Menu.Item>
          <Menu.Item onClick={() => onAction('functions', definition)} disabled={withoutLibrary}>
            Functies
          </Menu.Item>
          <Menu.Item onClick={() => onAction('properties', definition)}>Eigenschappen</Menu.Item>
          {/* The way out for a definition whose library is gone, so never disabled. */}
          <Menu.Item onClick={() => onAction('sync', definition)}>Synchroniseren met baseline</Menu.Item>
          <Menu.Item onClick={() => onAction('exportCsv', definition)} disabled={withoutLibrary}>
            Exporteer CSV
          </Menu.Item>
          <Menu.Item onClick={() => onAction('duplicate', definition)} disabled={withoutLibrary}>
            Dupliceren
          </Menu.Item>
          {isAdministrator ? (
            <Menu.Item color="red" onClick={() => onAction('delete', definition)}>
              Verwijderen
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The definitions of one baseline (001 §2): every column sortable, by name at first. */
export function DefinitionTable({ definitions, isAdministrator, onAction }: DefinitionTableProps) {
  const columns = useMemo<ColumnDef<ProductDefinition>[]>(
    () => [
      { id: 'action', header: 'Actie', enableSorting: false, cell: ({ row }) => <ActionCell definition={row.original} isAdministrator={isAdministrator} onAction={onAction} /> },
      { accessorKey: 'name', header: 'Naam', cell: (info) => info.getValue<string>() },
      { accessorKey: 'definitionVersion', header: 'Versienummer', cell: (info) => info.getValue<string>() },
      { accessorKey: 'basedOn', header: 'Berichtsoort/domein', cell: (info) => info.getValue<string>() },
      { accessorKey: 'lastModified', header: 'Laatst gewijzigd', cell: ({ row }) => <DateText value={row.original.lastModified} withTime /> },
      { accessorKey: 'lastModifiedBy', header: 'Door', cell: (info) => info.getValue<string>() },
    ],
    [isAdministrator, onAction],
  );
  return <DataTable data={definitions} columns={columns} label="AFD-definities" getRowId={(definition) => definition.name} initialSorting={[{ id: 'name', desc: false }]} />;
}
