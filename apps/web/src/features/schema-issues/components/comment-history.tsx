import type { Dictionary, SchemaIssue } from '@afd/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { DateText } from '@/components/date-text';
import { statusLabel } from '../status-label';

type IssueComment = NonNullable<SchemaIssue['commentHistory']>[number];

/** The history's newest entry when it is the Opmerkingen the melding holds now (who wrote it, when). */
export function currentComment(issue: SchemaIssue): IssueComment | null {
  const [newest] = issue.commentHistory ?? [];
  return newest && newest.text === issue.comments ? newest : null;
}

/**
 * 'Eerdere opmerkingen' (issue 16): every handling that changed the Opmerkingen, newest first,
 * with when, who and the status it set — what the single field used to overwrite. Shown to the
 * handler above the field and to the reporter under the handling (without the current Opmerkingen,
 * which the reporter reads just above it: `withoutCurrent`); nothing when there is none.
 */
export function CommentHistory({ issue, statuses, withoutCurrent = false }: { issue: SchemaIssue; statuses: Dictionary | undefined; withoutCurrent?: boolean }) {
  const all = issue.commentHistory ?? [];
  const history = withoutCurrent && currentComment(issue) ? all.slice(1) : all;
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
