import { notificationSettingsSchema, type NotificationSettings } from '@afd/contracts';
import { Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormCheckbox } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useNotificationSettingsQuery } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const choices: { name: keyof NotificationSettings; label: string }[] = [
  { name: 'notifyOnAfdDefinitionsChange', label: 'Notificatie bij wijziging van AFD-definities' },
  { name: 'notifyOnAfdDefinitionsMeldingen', label: 'Notificatie bij meldingen over AFD-definities' },
];

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateNotificationSettings();
  const api = useApiForm({
    schema: notificationSettingsSchema,
    defaultValues: settings,
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
        <Group>
          <SubmitButton api={api} untilDirty>
            Opslaan
          </SubmitButton>
        </Group>
      </Stack>
    </FormElement>
  );
}

/** 'Instellingen' (spec 000 §2 screen 15, /usersettings): the signed-in user's own two notification choices. */
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
