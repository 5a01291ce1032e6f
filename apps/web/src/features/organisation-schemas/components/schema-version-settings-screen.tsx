import { Alert, Anchor, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { routeHref } from '@/lib/paths';
import { useSetVersionSettings, useVersionSettings } from '../api/version-settings';
import { SchemaScreenHeader } from './schema-screen-header';

// Texts of a schema's versions for its owner (issue 32; ours, in the plain style of 'Beheer schema's').
const texts = {
  title: 'Versies en compatibiliteit',
  intro:
    'Bij elke nieuwe versie van dit schema bepaalt het portaal of berichten van de nieuwe versie door de vorige gepubliceerde versie worden geaccepteerd, en omgekeerd.',
  checkAll: 'Vergelijk met alle eerdere versies',
  checkAllDescription:
    'Een nieuwe versie wordt dan met elke eerder gepubliceerde versie vergeleken, niet alleen met de laatste: stappen die elk compatibel zijn, kunnen samen versie 1 breken.',
  saved: 'Instelling opgeslagen.',
  saveFailed: (reason: string) => `Opslaan is mislukt: ${reason}`,
  loading: 'Instelling laden…',
  loadFailed: (reason: string) => `De instelling kon niet worden geladen: ${reason}`,
  publicVersions: 'Gepubliceerde versies in het register',
} as const;

const reasonOf = (error: Error) => (error instanceof ApiError ? (error.detail ?? error.title) : error.message);

/** The owner's per-schema setting for comparing new versions (administrators any organisation, certifiers their own). */
export default function SchemaVersionSettingsScreen() {
  const { organisation = '', schema = '' } = useParams();
  const settings = useVersionSettings(organisation, schema);
  const save = useSetVersionSettings(organisation, schema);

  return (
    <Stack>
      <SchemaScreenHeader title={texts.title} organisation={organisation} schema={schema} />
      <Text>{texts.intro}</Text>
      {settings.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{texts.loading}</Text>
        </Group>
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {texts.loadFailed(reasonOf(settings.error))}
        </Alert>
      ) : (
        <Switch
          label={texts.checkAll}
          description={texts.checkAllDescription}
          checked={save.isPending ? (save.variables?.checkAllVersions ?? settings.data.checkAllVersions) : settings.data.checkAllVersions}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ checkAllVersions: event.currentTarget.checked })}
        />
      )}
      {save.isSuccess ? <Text role="status">{texts.saved}</Text> : null}
      {save.isError ? (
        <Alert color="red" role="alert">
          {texts.saveFailed(reasonOf(save.error))}
        </Alert>
      ) : null}
      <Anchor component={Link} to={routeHref('schemaVersions', { organisation, schema })}>
        {texts.publicVersions}
      </Anchor>
    </Stack>
  );
}
