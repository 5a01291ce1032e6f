import { isSameOrganisationName } from '@afd/afd/organisations';
import type { Organisation, OrganisationListEntry } from '@afd/contracts';
import { Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useOrganisationsQuery } from '@/lib/api/get-organisations';
import { showSuccess } from '@/components/toasts';
import { config } from '@/lib/config';
import { useSaveOrganisations } from '../api/save-organisations';
import { reportSaveFailure, type SaveOutcome } from '@/components/save-failure';
import { useFailureToast } from '@/components/use-failure-toast';
import { AddOrganisationForm } from './add-organisation-form';
import { OrganisationsTable } from './organisations-table';

const entriesOf = (organisations: readonly Organisation[]): OrganisationListEntry[] => organisations.map(({ id, name }) => ({ id, name }));

/**
 * 'Beheer organisaties' (spec 000 §2 screen 9): the list with rename and delete, and an add
 * field. Each change saves the whole list at once, as the spec's call does (ADR 0007).
 */
export default function OrganisationsScreen() {
  const query = useOrganisationsQuery();
  const save = useSaveOrganisations();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Organisation | null>(null);

  useFailureToast(query.isError, 'Ophalen van organisaties is mislukt');

  const organisations = query.data?.organisations ?? [];
  const version = query.data?.version ?? null;
  const isProtected = (organisation: Organisation) => isSameOrganisationName(organisation.name, config.productName);

  /** Saves the list and says so; a refusal throws the server's problem. */
  const saveEntries = async (entries: OrganisationListEntry[]) => {
    await save.mutateAsync({ entries, version });
    showSuccess('Opgeslagen');
  };

  /** Saves the list; a refusal lands on the field of entry `index`, or in a toast with `failureText`. */
  const saveList = async (entries: OrganisationListEntry[], index: number | null, failureText: string): Promise<SaveOutcome> => {
    try {
      await saveEntries(entries);
      return { saved: true };
    } catch (error) {
      return reportSaveFailure(error, index === null ? null : `${index}.name`, failureText);
    }
  };

  // Without an id: the server gives the new organisation one (crypto.randomUUID, the obvious
  // client-made id, exists only on secure origins).
  const add = (name: string) => saveEntries([...entriesOf(organisations), { name }]);

  const rename = (organisation: Organisation, name: string) => {
    const entries = entriesOf(organisations).map((entry) => (entry.id === organisation.id ? { ...entry, name } : entry));
    return saveList(entries, entries.findIndex((entry) => entry.id === organisation.id), 'Opslaan is mislukt');
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const entries = entriesOf(organisations).filter((entry) => entry.id !== toDelete.id);
    await saveList(entries, null, 'Verwijderen is mislukt');
    setToDelete(null);
  };

  return (
    <Stack>
      <Title order={1}>Beheer organisaties</Title>
      <AddOrganisationForm organisations={organisations} onAdd={add} />
      {query.isPending ? (
        <Loader role="status" aria-label="Organisaties worden geladen" />
      ) : (
        <OrganisationsTable
          organisations={organisations}
          isProtected={isProtected}
          editingId={editingId}
          onEdit={setEditingId}
          onRename={rename}
          onDelete={setToDelete}
          saving={save.isPending}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        message="Weet u zeker dat u dit item wilt verwijderen?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        confirming={save.isPending}
      />
    </Stack>
  );
}
