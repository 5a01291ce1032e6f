import { isSameOrganisationName } from '@afd/afd/organisations';
import { schemaChangeFeedPath } from '@afd/contracts';
import { Anchor, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { routeTitle } from '@/lib/paths';
import { showError } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useCurrentUser } from '@/lib/session/use-session';
import { exportPublicationInfo } from '../api/export-publication-info';
import { usePublishedColumnQuery } from '../api/get-published-column';
import { usePublishedRegisterQuery } from '../api/get-published-register';
import { organisationsForFilter, schemaFilters, type SchemaFilter } from '../schema-filter';
import { ChoiceColumn } from './choice-column';
import { SchemaColumn } from './schema-column';

/**
 * Ours (issue 32): the chosen organisation's changes as a JSON Feed for systems that poll, as a
 * small link and as the page's alternate (React places the <link> in the document's head).
 */
function ChangeFeedLink({ organisation }: { organisation: string }) {
  const href = schemaChangeFeedPath(organisation);
  const title = `Wijzigingen in schema's van ${organisation}`;
  return (
    <Text size="sm">
      <link rel="alternate" type="application/feed+json" title={title} href={href} />
      <Anchor href={href} target="_blank" rel="noopener">
        {title} (JSON Feed)
      </Anchor>
    </Text>
  );
}

/**
 * The register, 'Gecertificeerde AFD-definities' (spec 000 §2 screen 17, 001 §2): organisation ->
 * baseline -> schema, open to everybody. The tree call names organisations and baselines; the
 * chosen baseline's schemas come from the column call, so the page never loads every schema.
 * The query (`organization`, `baselineid`) holds the choice, so a link (e.g. back from a new
 * melding) opens the same column.
 */
export default function PublishedSchemaOverviewScreen() {
  const user = useCurrentUser();
  const signedIn = user !== null;
  const viewer = user?.oid ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<SchemaFilter>('all');
  const [exporting, setExporting] = useState(false);
  const register = usePublishedRegisterQuery();

  const organisations = organisationsForFilter(register.data?.organisations ?? [], filter);
  const wantedOrganisation = searchParams.get('organization');
  const organisation = wantedOrganisation === null ? undefined : organisations.find((candidate) => isSameOrganisationName(candidate.name, wantedOrganisation));
  const baseline = organisation?.baselines.find((candidate) => candidate.id === searchParams.get('baselineid'));
  const column = usePublishedColumnQuery(viewer, organisation?.name ?? null, baseline?.id ?? null);

  useFailureToast(register.isError, 'Ophalen van baselines is mislukt');
  useFailureToast(column.isError, 'Ophalen van schemas is mislukt');

  const choose = (organisationName: string, baselineId?: string) =>
    setSearchParams(baselineId === undefined ? { organization: organisationName } : { organization: organisationName, baselineid: baselineId }, { replace: true });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportPublicationInfo();
    } catch {
      showError('Export Csv is mislukt');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{routeTitle('publishedSchemaOverview', user)}</Title>
        {signedIn ? (
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            Exporteer CSV
          </Button>
        ) : null}
      </Group>
      {/* For a first visit: what the register is and what signing in adds. */}
      <Text maw={760}>
        Het register toont de AFD-definities die organisaties hebben laten certificeren en publiceren. Kies een organisatie en een baseline
        om de schema's te zien.{' '}
        {signedIn
          ? 'Klik op de naam van een schema om het te downloaden, of op de envelop om er een melding over te maken.'
          : "Meld u aan om schema's te downloaden of er een melding over te maken."}
      </Text>
      {register.data?.hasOpenApiDescriptions ? (
        <SegmentedControl
          aria-label="Soort definities"
          value={filter}
          onChange={(value) => setFilter(value as SchemaFilter)}
          data={schemaFilters.map(({ value, label }) => ({ value, label }))}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {register.isPending ? <Loader role="status" aria-label="Register wordt geladen" /> : null}
      {register.isSuccess ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ChoiceColumn
            title="Organisatie"
            items={organisations.map(({ name }) => ({ key: name, label: name }))}
            selected={organisation?.name ?? null}
            onSelect={(name) => choose(name)}
            emptyText="Er zijn nog geen gepubliceerde schema's."
          />
          <ChoiceColumn
            title="Baseline"
            items={organisation?.baselines.map(({ id, name }) => ({ key: id, label: name })) ?? []}
            selected={baseline?.id ?? null}
            onSelect={(id) => organisation && choose(organisation.name, id)}
            emptyText="Kies een organisatie."
          />
          <SchemaColumn baselineId={baseline?.id ?? null} schemas={column.data} loading={column.isPending} filter={filter} signedIn={signedIn} />
        </SimpleGrid>
      ) : null}
      {organisation ? <ChangeFeedLink organisation={organisation.name} /> : null}
    </Stack>
  );
}
