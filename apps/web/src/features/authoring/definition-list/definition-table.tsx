import type { DefinitionSummary } from '@afd/contracts';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DateText } from '@/components/date-text';
import { routeHref } from '@/lib/paths';

export type DefinitionAction = 'properties' | 'functions' | 'duplicate' | 'delete' | 'tasks' | 'sync' | 'exportCsv' | 'exportPerFunction' | 'publish' | 'importXlsx' | 'importCsv' | 'importZip' | 'exportOpenApi' | 'publishVariant';

export interface DefinitionTableProps {
  definitions: readonly DefinitionSummary[];
  isAdministrator: boolean;
  /** 001 §2: certify-and-publish items are for certifiers and administrators. */
  isCertifier: boolean;
  /** Feature AosCsvImport: the (lapsed) CSV import is listed only with it. */
  csvImport?: boolean;
  /** Feature AosOpenApi: 'OpenAPI Description specificeren' and 'Exporteer OpenAPI' are listed only with it. */
  openApi?: boolean;
  onAction: (action: DefinitionAction, definition: DefinitionSummary) => void;
}

const definitionHref = (definition: DefinitionSummary) =>
  routeHref('definitionPage', { organisation: definition.organisation, baseline: definition.basedOn, productname: definition.name });
const variantsHref = (definition: DefinitionSummary, route: 'variants' | 'predefinedEntities') =>
  routeHref(route, { organisation: definition.organisation, baseline: definition.basedOn, productname: definition.name });

/**
 * A row-menu item that leads to a page. When it is off it is a disabled button: a link cannot be
 * disabled, so it was still followed with Enter, read out as an active link and its dimmed text
 * failed the contrast check that disabled controls are exempt from.
 */
function LinkItem({ to, disabled, children }: { to: string; disabled: boolean; children: ReactNode }) {
  return disabled ? (
    <Menu.Item disabled>{children}</Menu.Item>
  ) : (
    <Menu.Item component={Link} to={to}>
      {children}
    </Menu.Item>
  );
}

function ActionCell({ definition, isAdministrator, isCertifier, csvImport = false, openApi = false, onAction }: { definition: DefinitionSummary } & Omit<DefinitionTableProps, 'definitions'>) {
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
      {/* The dropdown scrolls (at most 250 px), so its items are Tab stops as well as arrow-key stops: a keyboard user reaches and scrolls to each. */}
      <Menu position="bottom-start" withinPortal menuItemTabIndex={0}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Acties voor ${definition.name}`}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={250} style={{ overflowY: 'auto' }}>
          <LinkItem to={definitionHref(definition)} disabled={withoutLibrary}>
            Schema bewerken
          </LinkItem>
          <LinkItem to={`${definitionHref(definition)}/${definition.certificationAreaVersion === '1' ? 'verbandscontroles' : 'verbandscontroles-afd2'}`} disabled={withoutLibrary}>
            Verbandscontroles bewerken
          </LinkItem>
          <Menu.Item onClick={() => onAction('functions', definition)} disabled={withoutLibrary}>
            Functies
          </Menu.Item>
          <Menu.Item onClick={() => onAction('properties', definition)}>Eigenschappen</Menu.Item>
          {/* The way out for a definition whose library is gone, so never disabled. */}
          <Menu.Item onClick={() => onAction('sync', definition)}>Synchroniseren met baseline</Menu.Item>
          {/* 001 §2: the OpenAPI description of an AFD 2.0 definition; it is exported once it has been saved. */}
          {openApi ? (
            <>
              <LinkItem to={routeHref('openApiDescription', { organisation: definition.organisation, baseline: definition.basedOn, productname: definition.name })} disabled={withoutLibrary || definition.certificationAreaVersion !== '2'}>
                OpenAPI Description specificeren
              </LinkItem>
              <Menu.Item onClick={() => onAction('exportOpenApi', definition)} disabled={!definition.hasOpenApiDescription}>
                Exporteer OpenAPI
              </Menu.Item>
            </>
          ) : null}
          {csvImport ? (
            <Menu.Item onClick={() => onAction('importCsv', definition)} disabled={withoutLibrary}>
              Importeer CSV
            </Menu.Item>
          ) : null}
          <Menu.Item onClick={() => onAction('importXlsx', definition)} disabled={withoutLibrary}>
            Importeer XLSX
          </Menu.Item>
          <Menu.Item onClick={() => onAction('importZip', definition)} disabled={withoutLibrary}>
            Importeer AFD-definitie (ZIP)
          </Menu.Item>
          {/* 001 §2, §6: administrators create and configure variants; others may look at them once a variant places a snippet. */}
          {isAdministrator || definition.hasPredefinedEntities ? (
            <LinkItem to={variantsHref(definition, 'variants')} disabled={withoutLibrary}>
              {isAdministrator ? 'Variant aanmaken' : 'Variant tonen'}
            </LinkItem>
          ) : null}
          {isAdministrator ? (
            <LinkItem to={variantsHref(definition, 'predefinedEntities')} disabled={withoutLibrary}>
              Variant configureren
            </LinkItem>
          ) : null}
          <Menu.Item onClick={() => onAction('exportPerFunction', definition)} disabled={withoutLibrary}>
            {definition.certificationAreaVersion === '1' ? 'Exporteer XSD per functie' : 'Exporteer JSON schema per functie'}
          </Menu.Item>
          <Menu.Item onClick={() => onAction('exportCsv', definition)} disabled={withoutLibrary}>
            Exporteer CSV
          </Menu.Item>
          {/* Ours (issue 18): the test-message workbench. */}
          <LinkItem to={routeHref('messageWorkbench', { organisation: definition.organisation, baseline: definition.basedOn, productname: definition.name })} disabled={withoutLibrary}>
            Bericht testen
          </LinkItem>
          {isAdministrator || isCertifier ? (
            <Menu.Item onClick={() => onAction('publish', definition)} disabled={withoutLibrary}>
              Certificeer en publiceer
            </Menu.Item>
          ) : null}
          {isAdministrator || isCertifier ? (
            // 001 §5: variant publishing is for AFD 1.0 only.
            <Menu.Item onClick={() => onAction('publishVariant', definition)} disabled={withoutLibrary || definition.certificationAreaVersion !== '1'}>
              Certificeer en publiceer variant
            </Menu.Item>
          ) : null}
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
export function DefinitionTable({ definitions, isAdministrator, isCertifier, csvImport = false, openApi = false, onAction }: DefinitionTableProps) {
  const columns = useMemo<ColumnDef<DefinitionSummary>[]>(
    () => [
      { id: 'action', header: 'Actie', enableSorting: false, cell: ({ row }) => <ActionCell definition={row.original} isAdministrator={isAdministrator} isCertifier={isCertifier} csvImport={csvImport} openApi={openApi} onAction={onAction} /> },
      { accessorKey: 'name', header: 'Naam', cell: (info) => info.getValue<string>() },
      { accessorKey: 'definitionVersion', header: 'Versienummer', cell: (info) => info.getValue<string>() },
      { accessorKey: 'basedOn', header: 'Berichtsoort/domein', cell: (info) => info.getValue<string>() },
      { accessorKey: 'lastModified', header: 'Laatst gewijzigd', cell: ({ row }) => <DateText value={row.original.lastModified} withTime /> },
      { accessorKey: 'lastModifiedBy', header: 'Door', cell: (info) => info.getValue<string>() },
    ],
    [isAdministrator, isCertifier, csvImport, openApi, onAction],
  );
  return <DataTable data={definitions} columns={columns} label="AFD-definities" getRowId={(definition) => definition.name} initialSorting={[{ id: 'name', desc: false }]} />;
}
