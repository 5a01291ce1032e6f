import type { Dictionary, SchemaIssue } from '@afd/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { DateText } from '@/components/date-text';
import { statusLabel } from '../status-label';

/**
 * 'Eerdere opmerkingen' (issue 16): every handling that changed the Opmerkingen, newest first,
 * with when, who and the status it set — what the single field used to overwrite. Shown to the
 * handler above the field and to the reporter under the handling; nothing when there is none.
 */
export function CommentHistory({ issue, statuses }: { issue: SchemaIssue; statuses: Dictionary | undefined }) {
  const history = issue.commentHistory ?? [];
  if (history.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="eerdere-opmerkingen">
        Eerdere opmerkingen
      </Title>
      <List aria-labelledby="eerdere-opmerkingen" listStyleType="none" spacing="sm">
        {history.map((entry) => (
          <List.Item key={`${entry.date}-${entry.text}`}>
            <Text size="sm" c="dimmed">
              <DateText value={entry.date} withTime /> · {entry.author} · {statusLabel(entry.status, statuses)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
