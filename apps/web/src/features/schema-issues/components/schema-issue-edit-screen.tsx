import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { useIssue } from '../api/get-issue';
import { receivedOverviewHref } from '../issue-paths';
import { useFailureToast } from '@/components/use-failure-toast';
import { IssueDetails } from './issue-details';
import { IssueUpdateForm } from './issue-update-form';

/**
 * 'Melding behandelen' (/schema-issue-edit/:organization/:id): the receiving organisation reads
 * the melding and sets status, substatuses and comments; both buttons return to the received
 * overview of that organisation.
 */
export default function SchemaIssueEditScreen() {
  const { organization = '', id = '' } = useParams();
  const navigate = useNavigate();
  const issue = useIssue(organization, Number(id));
  const categories = useSchemaIssueDictionary('category-dict');
  useFailureToast(issue.isError, 'Ophalen melding mislukt');

  const backToOverview = useCallback(() => void navigate(receivedOverviewHref(organization)), [navigate, organization]);

  return (
    <Stack>
      <Title order={1}>Melding behandelen</Title>
      {issue.data && issue.isFetchedAfterMount ? (
        <>
          <IssueDetails issue={issue.data} categories={categories.data} />
          <IssueUpdateForm key={`${issue.data.organization}/${issue.data.id}`} issue={issue.data} onDone={backToOverview} />
        </>
      ) : issue.isError ? (
        <Stack align="flex-start">
          <Text>Deze melding kan niet worden getoond.</Text>
          <Button variant="default" onClick={backToOverview}>
            Terug
          </Button>
        </Stack>
      ) : (
        <Loader role="status" aria-label="Melding wordt geladen" />
      )}
    </Stack>
  );
}
