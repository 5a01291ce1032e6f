import type { OrganisationSchemaListItem } from '@afd/contracts';
import { Anchor, Button, Group, Switch } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { createContext, Fragment, use, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { config } from '@/lib/config';
import { routeHref } from '@/lib/paths';
import { DateText } from '@/components/date-text';
import { OpenApiIcon } from './open-api-icon';

type Schema = OrganisationSchemaListItem;

export interface SchemaRowActions {
  /** The name of the schema whose rename editor is open, and that editor. */
  editing: { name: string; editor: ReactNode } | null;
  onPublish: (schema: Schema, publish: boolean) => void;
  onDownloadable: (schema: Schema, download: boolean) => void;
  onDownload: (schema: Schema) => void;
  /** Where 'Bericht testen' on the schema opens; null when it cannot (no organisation chosen). */
  testHref: (schema: Schema) => string | null;
  /** Issue 32: the schema's versions and the owner's choice to compare with every earlier version. */
  versionsHref: (schema: Schema) => string | null;
  onEdit: (schema: Schema) => void;
  onDelete: (schema: Schema) => void;
}

export interface OrganisationSchemasTableProps extends SchemaRowActions {
  schemas: readonly Schema[];
}

// The cells read the screen's state from here, so the column definitions stay the same objects:
// new ones on every render would remount each cell, and the rename editor with its focus.
const RowActionsContext = createContext<SchemaRowActions | null>(null);

function useRowActions(): SchemaRowActions {
  const actions = use(RowActionsContext);
  if (!actions) throw new Error('OrganisationSchemasTable cells need the row actions');
  return actions;
}

/** A name with a break opportunity after each underscore: a long name wraps between its parts, not inside one. */
function withBreaksAfterUnderscores(name: string): ReactNode {
  const parts = name.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function NameCell({ schema }: { schema: Schema }) {
  const { editing } = useRowActions();
  if (editing?.name === schema.name) return editing.editor;
  return (
    // Wraps: at 1024 px the certificate link goes under a long name rather than squeezing it.
    <Group gap={6} wrap="wrap">
      <span>{withBreaksAfterUnderscores(schema.name)}</span>
      {schema.isOpenApiDescription ? <OpenApiIcon /> : null}
      {schema.kenmerk ? (
        // Issue 18: the valid certificate's public page.
        <Anchor component={Link} to={routeHref('certificate', { kenmerk: schema.kenmerk })} size="xs" aria-label={`Certificaat van ${schema.name}`} style={{ whiteSpace: 'nowrap' }}>
          certificaat
        </Anchor>
      ) : null}
    </Group>
  );
}

function RegisterCell({ schema }: { schema: Schema }) {
  const { onPublish } = useRowActions();
  return (
    <Switch
      aria-label={`Register: ${schema.name}`}
      onLabel="J"
      offLabel="N"
      size="md"
      checked={schema.isPublished}
      onChange={(event) => onPublish(schema, event.currentTarget.checked)}
    />
  );
}

function DownloadCell({ schema }: { schema: Schema }) {
  const { onDownloadable } = useRowActions();
  return (
    <Switch
      aria-label={`Download: ${schema.name}`}
      onLabel="J"
      offLabel="N"
      size="md"
      checked={schema.isDownloadable}
      // Spec 000 §4: an unpublished schema can never be downloadable.
      disabled={!schema.isPublished}
      onChange={(event) => onDownloadable(schema, event.currentTarget.checked)}
    />
  );
}

function ActionsCell({ schema }: { schema: Schema }) {
  const { editing, onDownload, testHref, versionsHref, onEdit, onDelete } = useRowActions();
  const versionsTo = versionsHref(schema);
  // An OpenAPI description describes an API, not a message: there is nothing to test against it.
  const testTo = schema.isOpenApiDescription ? null : testHref(schema);
  // The buttons wrap onto a second line where the table is narrow (1024 px), so the table fits the
  // page and no other column has to break its words to make room for them.
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" aria-label={`Download ${schema.name}.zip`} onClick={() => onDownload(schema)}>
        Download
      </Button>
      {testTo ? (
        <Button size="xs" variant="default" component={Link} to={testTo} aria-label={`Bericht testen met ${schema.name}`}>
          Bericht testen
        </Button>
      ) : null}
      {versionsTo ? (
        <Button size="xs" variant="default" component={Link} to={versionsTo} aria-label={`Versies van ${schema.name}`}>
          Versies
        </Button>
      ) : null}
      <Button size="xs" variant="default" aria-label={`Wijzig naam van ${schema.name}`} disabled={editing?.name === schema.name} onClick={() => onEdit(schema)}>
        Wijzig naam
      </Button>
      <Button size="xs" color="red" variant="outline" aria-label={`Verwijder ${schema.name}`} onClick={() => onDelete(schema)}>
        Verwijder
      </Button>
    </Group>
  );
}

const text = (value: string | null) => value ?? '';

const columns: ColumnDef<Schema>[] = [
  // The baseline's parts are words; the schema's name (long, with underscores) wraps anywhere instead.
  { id: 'certificationArea', accessorFn: (schema) => text(schema.certificationArea), header: `${config.productName} Community`, meta: { wholeWords: true } },
  { id: 'messageType', accessorFn: (schema) => text(schema.messageType), header: 'Berichtsoort', meta: { wholeWords: true } },
  { id: 'applicationArea', accessorFn: (schema) => text(schema.applicationArea), header: 'Domein', meta: { wholeWords: true } },
  { accessorKey: 'name', header: 'Naam schema', cell: ({ row }) => <NameCell schema={row.original} /> },
  {
    id: 'publishDate',
    // ISO dates sort as they read; an unpublished schema (no date) sorts first.
    accessorFn: (schema) => schema.publishDate ?? '',
    header: 'Publicatie-datum',
    cell: ({ row }) => <DateText value={row.original.publishDate} />,
  },
  { id: 'register', header: 'Register', enableSorting: false, cell: ({ row }) => <RegisterCell schema={row.original} /> },
  { id: 'download', header: 'Download', enableSorting: false, cell: ({ row }) => <DownloadCell schema={row.original} /> },
  { id: 'actions', header: 'Acties', enableSorting: false, cell: ({ row }) => <ActionsCell schema={row.original} /> },
];

/**
 * The organisation's schemas in the server's order (certification area, message type, domain,
 * name): key, name with the OpenAPI mark, publication date, the Register and Download switches and
 * the row's actions.
 */
export function OrganisationSchemasTable({ schemas, ...actions }: OrganisationSchemasTableProps) {
  return (
    <RowActionsContext value={actions}>
      <DataTable data={schemas} columns={columns} label="Schema's" getRowId={(schema) => schema.id} />
    </RowActionsContext>
  );
}
