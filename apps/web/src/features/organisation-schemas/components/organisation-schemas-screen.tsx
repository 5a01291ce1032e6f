import { sortOrganisationNames } from '@afd/afd/organisations';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { routeHref } from '@/lib/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { RenameDraft } from '@/components/inline-rename/inline-rename';
import { organisationsQueryOptions } from '@/lib/api/get-organisations';
import { OrganisationPicker } from '@/components/organisation-picker/organisation-picker';
import { useOrganisationChoice } from '@/components/organisation-picker/use-organisation-choice';
import { showFailure, showSuccess } from '@/components/toasts';
import { useCurrentUser } from '@/lib/session/use-session';
import { downloadSchemaZip } from '../api/download-schema-zip';
import { organisationSchemasQueryKey, useOrganisationSchemasQuery } from '../api/get-organisation-schemas';
import { useSetPublication } from '../api/set-publication';
import { OrganisationSchemasTable } from './organisation-schemas-table';
import { RenameSchemaForm } from './rename-schema-form';
import { useSchemaConfirmation } from './use-schema-confirmation';
import { useFailureToast } from '@/components/use-failure-toast';

/** The open rename editor: which schema, what is typed, what is wrong with it. */
type Editing = RenameDraft & { name: string };


/** The organisation the screen shows: administrators choose any (the first in Dutch order at first); a certifier has their own. */
function useScreenOrganisation() {
  const user = useCurrentUser();
  const isAdministrator = user?.isAdministrator ?? false;
  const ownOrganisation = user?.organization ?? null;
  const organisations = useQuery({ ...organisationsQueryOptions(), enabled: isAdministrator });
  const allNames = useMemo(() => organisations.data?.organisations.map((row) => row.name), [organisations.data]);
  const authorised = isAdministrator ? allNames : ownOrganisation ? [ownOrganisation] : [];
  const firstOrganisation = isAdministrator && allNames ? (sortOrganisationNames(allNames)[0] ?? null) : null;
  const choice = useOrganisationChoice({ authorised, ownOrganisation, preselected: firstOrganisation });
  useFailureToast(organisations.isError, 'Ophalen van organisaties is mislukt');
  return { choice, isAdministrator };
}

/**
 * 'Beheer schema's' (spec 000 §2 screen 8, /organisationschemas): an organisation's certified
 * schemas with their Register and Download switches, zip download, rename and delete. The
 * server decides who may see which organisation (a certifier only their own: 403 otherwise).
 */
export default function OrganisationSchemasScreen() {
  const { choice, isAdministrator } = useScreenOrganisation();
  const organisation = choice.selected;
  const schemas = useOrganisationSchemasQuery(organisation);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  useFailureToast(schemas.isError, 'Ophalen van organisatieschemas is mislukt');

  const { mutate: savePublication } = useSetPublication({
    onSaved: () => showSuccess('Register en download status bijgewerkt'),
    onFailed: (error) => showFailure('Bijwerken register en download status is mislukt', error),
  });
  const confirmation = useSchemaConfirmation(organisation, {
    onRenamed: () => setEditing(null),
    onRenameRefused: (message) => setEditing((current) => current && { ...current, error: message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationSchemasQueryKey(organisation ?? '') }),
  });

  const list = schemas.data ?? [];
  const editedSchema = editing ? list.find((schema) => schema.name === editing.name) : undefined;

  return (
    <Stack>
      <Title order={1}>Beheer schema&apos;s</Title>
      <Group justify="space-between" align="flex-end">
        <OrganisationPicker choice={choice} alwaysDropdown={isAdministrator} />
        {organisation ? (
          <Button component={Link} to={routeHref('organisationSchemaDownloadAuthorization', { organisation })} variant="default">
            Beheer downloadmachtigingen
          </Button>
        ) : null}
      </Group>
      {organisation !== null && schemas.isPending ? <Loader role="status" aria-label="Schema's worden geladen" /> : null}
      {organisation !== null && !schemas.isPending ? (
        <OrganisationSchemasTable
          schemas={list}
          editing={
            editing && editedSchema
              ? {
                  name: editing.name,
                  editor: (
                    <RenameSchemaForm
                      name={editing.name}
                      otherNames={list.filter((other) => other.id !== editedSchema.id).map((other) => other.name)}
                      draft={editing}
                      onDraftChange={(draft) => setEditing({ ...editing, ...draft })}
                      onAskRename={(newName) => confirmation.askRename(editedSchema, newName)}
                      onClose={() => setEditing(null)}
                      saving={confirmation.confirming}
                    />
                  ),
                }
              : null
          }
          onPublish={(schema, publish) => {
            // Register off takes Download with it (spec 000 §4).
            if (organisation) savePublication({ organisation, name: schema.name, publish, download: publish && schema.isDownloadable });
          }}
          onDownloadable={(schema, download) => {
            if (organisation) savePublication({ organisation, name: schema.name, publish: true, download });
          }}
          onDownload={(schema) => {
            if (!organisation) return;
            downloadSchemaZip(organisation, schema.name).catch((error: unknown) => showFailure('Ophalen van organisatieschema is mislukt', error));
          }}
          testHref={(schema) => (organisation ? routeHref('schemaWorkbench', { organisation, schema: schema.name }) : null)}
          versionsHref={(schema) => (organisation ? routeHref('schemaVersionSettings', { organisation, schema: schema.name }) : null)}
          onEdit={(schema) => setEditing({ name: schema.name, typed: schema.name, error: null })}
          onDelete={confirmation.askDelete}
        />
      ) : null}
      <ConfirmDialog {...confirmation.dialog} />
    </Stack>
  );
}
