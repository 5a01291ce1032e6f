import type { SchemaIssue } from '@afd/contracts';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { useIssue } from '../api/get-issue';
import { reportedOverviewHref } from '../issue-paths';
import { AFGEHANDELD } from '../issue-update-form-values';
import { statusLabel, subStatusLabel } from '../status-label';
import { DateText } from '@/components/date-text';
import { CommentHistory, currentComment } from './comment-history';
import { useFailureToast } from '@/components/use-failure-toast';
import { IssueDetails } from './issue-details';

function ReadOnlyValue({ label, value, byline }: { label: string; value: string; byline?: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
      {byline ? (
        <Text component="dd" m={0} size="sm" c="dimmed">
          {byline}
        </Text>
      ) : null}
    </div>
  );
}

function CommentByline({ issue }: { issue: SchemaIssue }) {
  const current = currentComment(issue);
  if (!current) return null;
  return (
    <>
      <DateText value={current.date} withTime /> · {current.author}
    </>
  );
}

/**
 * 'Melding inzien' (/schema-issue-view/:reportingOrganization/:addressedOrganization/:id): the
 * reporter reads a sent melding and its handling; the substatuses show only once afgehandeld.
 */
export default function SchemaIssueViewScreen() {
  const { reportingOrganization = '', addressedOrganization = '', id = '' } = useParams();
  const navigate = useNavigate();
  const issue = useIssue(addressedOrganization, Number(id));
  const categories = useSchemaIssueDictionary('category-dict');
  const statuses = useSchemaIssueDictionary('status-dict');
  const afdSubStatuses = useSchemaIssueDictionary('afd-definition-substatus-dict');
  const documentationSubStatuses = useSchemaIssueDictionary('documentation-substatus-dict');
  useFailureToast(issue.isError, 'Ophalen melding mislukt');

  const data = issue.data;
  return (
    <Stack>
      <Title order={1}>Melding inzien</Title>
      {data ? (
        <>
          <IssueDetails issue={data} categories={categories.data} />
          <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-md)' }}>
            <ReadOnlyValue label="Status" value={statusLabel(data.status, statuses.data)} />
            {data.status === AFGEHANDELD ? (
              <>
                <ReadOnlyValue label="Substatus AFD-definitie" value={subStatusLabel(data.afdDefinitionSubStatus, afdSubStatuses.data)} />
                <ReadOnlyValue label="Substatus documentatie" value={subStatusLabel(data.documentationSubStatus, documentationSubStatuses.data)} />
              </>
            ) : null}
            <ReadOnlyValue label="Opmerkingen" value={data.comments} byline={currentComment(data) ? <CommentByline issue={data} /> : null} />
          </dl>
          <CommentHistory issue={data} statuses={statuses.data} withoutCurrent />
        </>
      ) : issue.isError ? (
        <Text>Deze melding kan niet worden getoond.</Text>
      ) : (
        <Loader role="status" aria-label="Melding wordt geladen" />
      )}
      <Group>
        <Button variant="default" onClick={() => void navigate(reportedOverviewHref(reportingOrganization))}>
          Terug
        </Button>
      </Group>
    </Stack>
  );
}
