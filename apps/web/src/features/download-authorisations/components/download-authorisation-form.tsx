import { isSameOrganisationName, sortOrganisationNames } from '@afd/afd/organisations';
import { Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { appRoutes } from '@/lib/paths';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/data-table';
import { SubmitButton } from '@/components/form/submit-button';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
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

/** The switches as the form holds them: the names switched on (the standards body's is implied). */
const choiceSchema = z.object({ enabled: z.array(z.string()) });

/** A switch per other organisation; saving (after 'Let op' the first time) leads to the schema list. */
export function DownloadAuthorisationForm({ organisation, allOrganisations, standardsOrganisation, enabledOrganisations, restricted }: DownloadAuthorisationFormProps) {
  const navigate = useNavigate();
  const save = useSaveDownloadEnabledOrganisations();
  const [warning, setWarning] = useState(false);
  const others = sortOrganisationNames(allOrganisations.filter((name) => !isSameOrganisationName(name, organisation)));
  const isStandards = (name: string) => isSameOrganisationName(name, standardsOrganisation);

  const api = useApiForm({
    schema: choiceSchema,
    defaultValues: { enabled: [...(enabledOrganisations ?? [])] },
    send: async ({ enabled }) => {
      const allowed = others.filter((name) => isStandards(name) || includesName(enabled, name));
      await save.mutateAsync({ organisation, enabledOrganisations: allowed });
      showSuccess('Opgeslagen');
      return SAVED;
    },
    failureText: 'Opslaan is mislukt',
    onSaved: () => void navigate(appRoutes.organisationSchemas.path),
  });
  const enabled = useWatch({ control: api.form.control, name: 'enabled' });
  const toggle = (name: string, on: boolean) =>
    api.form.setValue('enabled', on ? [...enabled, name] : enabled.filter((candidate) => !isSameOrganisationName(candidate, name)), { shouldDirty: true });

  // The first restriction changes who may download at all: 'Let op' asks before it is sent.
  const askOrSubmit = (event: FormEvent) => {
    if (restricted) return void api.submit(event);
    event.preventDefault();
    setWarning(true);
  };
  const confirm = () => {
    setWarning(false);
    void api.submit();
  };

  return (
    <form noValidate aria-label="Downloadmachtigingen" onSubmit={askOrSubmit}>
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
          <SubmitButton api={api}>Opslaan</SubmitButton>
        </Group>
        <RestrictDownloadsWarning opened={warning} organisation={organisation} onConfirm={confirm} onCancel={() => setWarning(false)} />
      </Stack>
    </form>
  );
}
