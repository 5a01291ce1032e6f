import type { PublishedSchema } from '@afd/contracts';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { matchesFilter, type SchemaFilter } from '../schema-filter';
import { SchemaRow } from './schema-row';

interface SchemaColumnProps {
  baselineId: string | null;
  schemas: readonly PublishedSchema[] | undefined;
  loading: boolean;
  filter: SchemaFilter;
  signedIn: boolean;
}

/** The third register column: the schemas of the chosen organisation and baseline. */
export function SchemaColumn({ baselineId, schemas, loading, filter, signedIn }: SchemaColumnProps) {
  const headingId = useId();
  const shown = schemas?.filter((schema) => matchesFilter(schema, filter)) ?? [];
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Schema
      </Title>
      {baselineId === null ? (
        <Text c="dimmed" size="sm">
          Kies een baseline.
        </Text>
      ) : loading ? (
        <Loader size="sm" role="status" aria-label="Schema's worden geladen" />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          Geen schema's.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 300, overflowY: 'auto' }}>
          {shown.map((schema) => (
            <SchemaRow key={schema.name} schema={schema} baselineId={baselineId} signedIn={signedIn} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
