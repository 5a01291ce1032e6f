import { notificationSettingsSchema, type NotificationSettings } from '@afd/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showError, showSuccess } from '@/components/toasts';
import { useNotificationSettingsQuery } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const choices: { name: keyof NotificationSettings; label: string }[] = [
  { name: 'notifyOnAfdDefinitionsChange', label: 'Notificatie bij wijziging van AFD-definities' },
  { name: 'notifyOnAfdDefinitionsMeldingen', label: 'Notificatie bij meldingen over AFD-definities' },
];

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const form = useForm<NotificationSettings>({ resolver: zodResolver(notificationSettingsSchema), defaultValues: settings });
  const save = useUpdateNotificationSettings();

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        showSuccess('Wijzigen van gegevens is gelukt');
      },
      onError: () => showError('Wijzigen van gegevens is mislukt'),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Notificaties">
      <Stack>
        <Fieldset legend="Notificaties">
          <Stack gap="sm">
            {choices.map(({ name, label }) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Checkbox label={label} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} onBlur={field.onBlur} />
                )}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Instellingen' (spec 000 §2 screen 15, /usersettings): the signed-in user's own two notification choices. */
export default function UserSettingsScreen() {
  const settings = useNotificationSettingsQuery();
  useEffect(() => {
    if (settings.error) showError('Ophalen van gegevens is mislukt');
  }, [settings.error]);

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
