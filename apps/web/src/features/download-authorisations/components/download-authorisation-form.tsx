import { isSameOrganisationName, sortOrganisationNames } from '@afd/afd/organisations';
import { Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appRoutes } from '@/lib/paths';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/data-table';
import { showError, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useSaveDownloadEnabledOrganisations } from '../api/save-download-enabled-organisations';
import { RestrictDownloadsWarning } from './restrict-downloads-warning';

export interface DownloadAuthorisationFormProps {
  /** The organisation whose definitions the choice is about. */
  organisation: string;
  /** Every organisation's name. */
  allOrganisations: readonly string[];
  /** The standards body's own organisation: always allowed, its switch locked on. */
  standardsOrganisation: string;
  /** The stored choice; null when the organisation never restricted downloads. */
  enabledOrganisations: readonly string[] | null;
  /** Whether the organisation restricted downloads before: otherwise saving first warns. */
  restricted: boolean;
}

const includesName = (names: readonly string[], name: string) => names.some((candidate) => isSameOrganisationName(candidate, name));

/** A switch per other organisation; saving (after 'Let op' the first time) leads to the schema list. */
export function DownloadAuthorisationForm({ organisation, allOrganisations, standardsOrganisation, enabledOrganisations, restricted }: DownloadAuthorisationFormProps) {
  const navigate = useNavigate();
  const save = useSaveDownloadEnabledOrganisations();
  const [enabled, setEnabled] = useState<string[]>(() => [...(enabledOrganisations ?? [])]);
  const [warning, setWarning] = useState(false);
  const others = sortOrganisationNames(allOrganisations.filter((name) => !isSameOrganisationName(name, organisation)));
  const isStandards = (name: string) => isSameOrganisationName(name, standardsOrganisation);

  const toggle = (name: string, on: boolean) =>
    setEnabled((current) => (on ? [...current, name] : current.filter((candidate) => !isSameOrganisationName(candidate, name))));

  const submit = async () => {
    setWarning(false);
    try {
      const allowed = others.filter((name) => isStandards(name) || includesName(enabled, name));
      await save.mutateAsync({ organisation, enabledOrganisations: allowed });
      showSuccess('Opgeslagen');
      await navigate(appRoutes.organisationSchemas.path);
    } catch (error) {
      showError('Opslaan is mislukt', error instanceof ApiError ? error.detail : null);
    }
  };

  return (
    <Stack>
      <Fieldset legend={`Organisaties die AFD-definities van ${organisation} mogen downloaden`}>
        <Stack gap="xs">
          {others.length === 0 ? <Text>{EMPTY_TABLE_TEXT}</Text> : null}
          {others.map((name) => (
            <Switch
              key={name}
              label={name}
              checked={isStandards(name) || includesName(enabled, name)}
              disabled={isStandards(name)}
              onChange={(event) => toggle(name, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Fieldset>
      <Group>
        <Button loading={save.isPending} onClick={() => (restricted ? void submit() : setWarning(true))}>
          Opslaan
        </Button>
      </Group>
      <RestrictDownloadsWarning opened={warning} organisation={organisation} onConfirm={() => void submit()} onCancel={() => setWarning(false)} />
    </Stack>
  );
}
