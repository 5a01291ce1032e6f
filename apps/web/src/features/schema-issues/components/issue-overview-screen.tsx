import type { SchemaIssue } from '@afd/contracts';
import { Loader, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OrganisationPicker } from '@/components/organisation-picker/organisation-picker';
import { useOrganisationChoice } from '@/components/organisation-picker/use-organisation-choice';
import { useCurrentUser } from '@/lib/session/use-session';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { useIssueOverview, type IssueDirection } from '../api/get-issue-overview';
import { editIssueHref, viewIssueHref } from '../issue-paths';
import { isOpenStatus } from '../status-label';
import { useFailureToast } from '@/components/use-failure-toast';
import { IssueTable } from './issue-table';

const titles: Record<IssueDirection, string> = {
  received: 'Overzicht ontvangen meldingen',
  reported: 'Overzicht verzonden meldingen',
};

/**
 * The received or sent meldingen of one organisation (001 §2 'Schema issues'), split into the
 * tabs Open and Gesloten. The organisation comes from `?organization=` or the 001 §6 rules.
 */
export function IssueOverviewScreen({ direction }: { direction: IssueDirection }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const resolved = useOrganisationChoice({
    authorised: user?.authorizationsForAfdOnlineSamenstellen,
    ownOrganisation: user?.organization,
    preselected: searchParams.get('organization'),
  });
  // A picked organisation goes into the address too, so going back from a melding returns to it.
  const choice = {
    ...resolved,
    select: (name: string) => {
      resolved.select(name);
      setSearchParams({ organization: name }, { replace: true });
    },
  };
  const issues = useIssueOverview(direction, choice.selected);
  const statuses = useSchemaIssueDictionary('status-dict');
  // 001 §8: the sent overview reports its failure with the same words.
  useFailureToast(issues.isError, 'Ophalen overzicht ontvangen meldingen mislukt');

  const { open, closed } = useMemo(() => {
    const all = issues.data ?? [];
    return { open: all.filter((issue) => isOpenStatus(issue.status)), closed: all.filter((issue) => !isOpenStatus(issue.status)) };
  }, [issues.data]);

  const onOpen = useCallback(
    (issue: SchemaIssue) => {
      const target = direction === 'received' ? editIssueHref(issue.organization, issue.id) : viewIssueHref(issue.reporter.organization, issue.organization, issue.id);
      void navigate(target);
    },
    [direction, navigate],
  );

  return (
    <Stack>
      <Title order={1}>{titles[direction]}</Title>
      <OrganisationPicker choice={choice} alwaysDropdown={user?.isAdministrator ?? false} />
      {choice.selected !== null && issues.isPending ? <Loader role="status" aria-label="Meldingen worden geladen" /> : null}
      {issues.isSuccess ? (
        <Tabs defaultValue="open">
          <Tabs.List>
            <Tabs.Tab value="open">Open</Tabs.Tab>
            <Tabs.Tab value="closed">Gesloten</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open" pt="sm">
            <IssueTable direction={direction} issues={open} statuses={statuses.data} label="Open meldingen" onOpen={onOpen} />
          </Tabs.Panel>
          <Tabs.Panel value="closed" pt="sm">
            <IssueTable direction={direction} issues={closed} statuses={statuses.data} label="Gesloten meldingen" onOpen={onOpen} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
