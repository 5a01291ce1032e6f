import { notificationSettingsSchema, type NotificationSettings, type SchemaChangeNoticeChoice } from '@afd/contracts';
import { Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormCheckbox } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useNotificationSettingsQuery } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const choices: { name: 'notifyOnAfdDefinitionsChange' | 'notifyOnAfdDefinitionsMeldingen'; label: string }[] = [
  { name: 'notifyOnAfdDefinitionsChange', label: 'Notificatie bij wijziging van AFD-definities' },
  { name: 'notifyOnAfdDefinitionsMeldingen', label: 'Notificatie bij meldingen over AFD-definities' },
];

/**
 * Ours (issue 32): the e-mail about a change to a schema the user's organisation downloaded, per
 * organisation whose schemas it downloaded; on unless turned off.
 */
function SchemaChangeNoticeChoices({ control, choices }: { control: Control<NotificationSettings>; choices: readonly SchemaChangeNoticeChoice[] }) {
  return (
    <Fieldset legend="E-mail bij wijzigingen in gedownloade schema's">
      <Stack gap="sm">
        <Text size="sm">
          U krijgt een e-mail wanneer een schema dat uw organisatie uit het register heeft gedownload een nieuwe versie krijgt, wordt ingetrokken of zijn
          certificaat verliest. Zet het per organisatie uit.
        </Text>
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            Uw organisatie heeft nog geen schema's uit het register gedownload.
          </Text>
        ) : (
          choices.map((choice, index) => (
            <FormCheckbox
              key={choice.organisation}
              control={control}
              name={`schemaChangeNotices.${index}.enabled`}
              label={`Wijzigingen in schema's van ${choice.organisation}`}
            />
          ))
        )}
      </Stack>
    </Fieldset>
  );
}

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateNotificationSettings();
  const api = useApiForm({
    schema: notificationSettingsSchema,
    defaultValues: { ...settings, schemaChangeNotices: settings.schemaChangeNotices ?? [] },
    send: async (values) => ({ saved: true, resetTo: await save.mutateAsync(values) }),
    failureText: 'Wijzigen van gegevens is mislukt',
    onSaved: () => showSuccess('Wijzigen van gegevens is gelukt'),
  });

  return (
    <FormElement api={api} aria-label="Notificaties">
      <Stack>
        <Fieldset legend="Notificaties">
          <Stack gap="sm">
            {choices.map(({ name, label }) => (
              <FormCheckbox key={name} control={api.form.control} name={name} label={label} />
            ))}
          </Stack>
        </Fieldset>
        <SchemaChangeNoticeChoices control={api.form.control} choices={settings.schemaChangeNotices ?? []} />
        <Group>
          <SubmitButton api={api} untilDirty>
            Opslaan
          </SubmitButton>
        </Group>
      </Stack>
    </FormElement>
  );
}

/** 'Instellingen' (spec 000 §2 screen 15, /usersettings): the signed-in user's own two notification choices, and ours per organisation (issue 32). */
export default function UserSettingsScreen() {
  const settings = useNotificationSettingsQuery();
  useFailureToast(settings.error, 'Ophalen van gegevens is mislukt');

  return (
    <Stack>
      <Title order={1}>Instellingen</Title>
      {settings.data ? (
        <NotificationSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <Text>Uw instellingen kunnen nu niet worden getoond.</Text>
      ) : (
        <Loader aria-label="Instellingen worden geladen" />
      )}
    </Stack>
  );
}
