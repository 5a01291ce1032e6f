import type { PublishedSchema } from '@afd/contracts';
import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { routeHref } from '@/lib/paths';
import { showError } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { downloadPublishedSchema } from '../api/download-published-schema';
import { withBreaksAfterUnderscores } from '../display-name';
import { EnvelopeIcon } from './envelope-icon';
import { OpenApiMark } from './open-api-mark';

interface SchemaRowProps {
  schema: PublishedSchema;
  baselineId: string;
  signedIn: boolean;
}

/**
 * One schema of the register (000 §2 screen 17): for a signed-in user a downloadable schema's name
 * is a download link and an envelope reports a melding; otherwise the name is plain text. A
 * SUIV-restricted schema keeps its link: the server's refusal names the owner to ask, which a
 * silently plain name would not.
 */
export function SchemaRow({ schema, baselineId, signedIn }: SchemaRowProps) {
  const [downloading, setDownloading] = useState(false);
  const name = withBreaksAfterUnderscores(schema.displayName);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPublishedSchema(schema, baselineId);
    } catch (error) {
      // The server says why (not published, not offered, the owner's restriction): show it.
      showError(error instanceof ApiError ? (error.detail ?? error.title) : 'Downloaden is mislukt');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
      <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        {signedIn && schema.isDownloadable ? (
          <Anchor component="button" type="button" onClick={() => void download()} disabled={downloading} style={{ textAlign: 'left', wordBreak: 'normal' }}>
            {name}
          </Anchor>
        ) : (
          <Text span>{name}</Text>
        )}
        {schema.isOpenApiDescription ? <OpenApiMark /> : null}
        {schema.version > 1 ? (
          <Anchor
            component={Link}
            to={routeHref('schemaVersions', { organisation: schema.organisation, schema: schema.name })}
            size="sm"
            aria-label={`Versies van ${schema.name}`}
            style={{ whiteSpace: 'nowrap' }}
          >
            {`versie ${schema.version}`}
          </Anchor>
        ) : null}
      </Group>
      {signedIn && schema.isDownloadable ? (
        <Tooltip label="Melding maken" openDelay={300}>
          <ActionIcon
            component={Link}
            to={routeHref('schemaIssueNew', { organization: schema.organisation, baselineid: baselineId, schema: schema.name })}
            variant="subtle"
            aria-label={`Melding maken over ${schema.name}`}
          >
            <EnvelopeIcon />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
