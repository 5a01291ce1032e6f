import type { Dictionary, SchemaIssue } from '@afd/contracts';
import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateText } from '@/components/date-text';
import { AttachmentList } from './attachment-list';

// A description list (dl > div > dt + dd), so screen readers announce each value with its label.
const fieldGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 'var(--mantine-spacing-md)' } as const;

/** A grid cell may shrink below its content (min-width 0) and a long name wraps anywhere, so it never runs over its neighbour. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the reporter wrote, read-only: shown on both the edit and the view screen. */
export function IssueDetails({ issue, categories }: { issue: SchemaIssue; categories: Dictionary | undefined }) {
  const category = categories?.find((entry) => entry.key === issue.category)?.value ?? issue.category;
  return (
    <Stack>
      <Box component="dl" m={0} style={fieldGrid}>
        <Field label="Titel">{issue.title}</Field>
        <Field label="Categorie">{category}</Field>
        <Field label="Naam AFD-definitie">{issue.schema}</Field>
        <Field label="Organisatie ontvanger">{issue.organization}</Field>
        <Field label="Melder">{`${issue.reporter.name} (${issue.reporter.email})`}</Field>
        <Field label="Organisatie melder">{issue.reporter.organization}</Field>
        <Field label="Datum">
          <DateText value={issue.date} withTime />
        </Field>
      </Box>
      <Box component="dl" m={0}>
        <Field label="Omschrijving">{issue.description}</Field>
      </Box>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          Bijlagen
        </Text>
        <AttachmentList organisation={issue.organization} id={issue.id} fileNames={issue.attachments} />
      </Stack>
    </Stack>
  );
}
