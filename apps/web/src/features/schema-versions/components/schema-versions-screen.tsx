import type { CompatibilityAnswer, PublishedSchemaVersion } from '@afd/contracts';
import { Alert, Anchor, Badge, Button, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CompatibilityView, PairDetails } from '@/components/compatibility/compatibility-view';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { routeHref } from '@/lib/paths';
import { useCompatibility } from '../api/get-compatibility';
import { useSchemaVersions } from '../api/get-schema-versions';
import { schemaVersionsTexts as texts } from './schema-versions-texts';

/** What went wrong, in Dutch: the server's own text for a 404 (unknown or unpublished), else the reason. */
const problemText = (error: Error, failed: (reason: string) => string) => (error instanceof ApiError && error.status === 404 ? (error.detail ?? error.title) : failed(error.message));

/**
 * A published schema's versions (issue 32), public like the register: each version with its
 * compatibility with the earlier ones, and any two compared (both directions, with the
 * counterexample message when one breaks). The chosen pair is in the address (?van=&naar=).
 */
export default function SchemaVersionsScreen() {
  const { organisation = '', schema = '' } = useParams();
  const versions = useSchemaVersions(organisation, schema);

  return (
    <Stack gap="md">
      <Title order={1}>{texts.title(versions.data?.name ?? schema)}</Title>
      <Text>{texts.owner(versions.data?.organisation ?? organisation)}</Text>
      {versions.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{texts.loading}</Text>
        </Group>
      ) : versions.isError ? (
        <Alert color="red" role="alert">
          {problemText(versions.error, texts.loadFailed)}
        </Alert>
      ) : (
        <>
          <VersionTable versions={versions.data.versions} />
          <Comparison organisation={versions.data.organisation} name={versions.data.name} versions={versions.data.versions.map((version) => version.version)} />
        </>
      )}
      <Anchor component={Link} to={routeHref('publishedSchemaOverview')}>
        {texts.backToRegister}
      </Anchor>
    </Stack>
  );
}

function VersionTable({ versions }: { versions: PublishedSchemaVersion[] }) {
  const oldest = versions.at(-1)?.version;
  return (
    <Table captionSide="top" verticalSpacing="sm">
      <Table.Caption>{texts.versionsCaption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{texts.columns.version}</Table.Th>
          <Table.Th scope="col">{texts.columns.published}</Table.Th>
          <Table.Th scope="col">{texts.columns.compatibility}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((version) => (
          <Table.Tr key={version.version}>
            <Table.Th scope="row">{version.version}</Table.Th>
            <Table.Td>{formatDate(version.publishedAt)}</Table.Td>
            <Table.Td>
              {version.compatibility ? (
                <CompatibilityView compatibility={version.compatibility} />
              ) : (
                <Text size="sm" c="dimmed">
                  {version.version === oldest ? texts.firstVersion : texts.notDecided}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const parseVersion = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

function Comparison({ organisation, name, versions }: { organisation: string; name: string; versions: number[] }) {
  const [search, setSearch] = useSearchParams();
  const from = parseVersion(search.get('van'));
  const to = parseVersion(search.get('naar'));
  const pair = from !== null && to !== null && from !== to ? { from, to } : null;
  const [older, setOlder] = useState(String(from ?? versions.at(1) ?? ''));
  const [newer, setNewer] = useState(String(to ?? versions.at(0) ?? ''));
  const answer = useCompatibility(organisation, name, pair);

  if (versions.length < 2) return <Text>{texts.onlyOneVersion}</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ van: older, naar: newer });
  };
  const options = versions.map((version) => ({ value: String(version), label: String(version) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="compare-heading">
      <Title order={2} id="compare-heading">
        {texts.compareHeading}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <NativeSelect label={texts.older} data={options} value={older} onChange={(event) => setOlder(event.currentTarget.value)} />
          <NativeSelect label={texts.newer} data={options} value={newer} onChange={(event) => setNewer(event.currentTarget.value)} />
          <Button type="submit" disabled={older === newer}>
            {texts.compare}
          </Button>
        </Group>
      </form>
      {pair === null ? null : answer.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{texts.comparing}</Text>
        </Group>
      ) : answer.isError ? (
        <Alert color="red" role="alert">
          {problemText(answer.error, texts.compareFailed)}
        </Alert>
      ) : (
        <ComparisonResult answer={answer.data} />
      )}
    </Stack>
  );
}

function ComparisonResult({ answer }: { answer: CompatibilityAnswer }) {
  const verdicts = [answer.newAcceptedByOld.verdict, answer.oldAcceptedByNew.verdict];
  const summary = verdicts.every((verdict) => verdict === 'compatibel') ? texts.fullyCompatible : verdicts.includes('niet-compatibel') ? texts.notCompatible : texts.manual;
  return (
    <Stack gap="xs" data-testid="comparison-result">
      <Title order={3}>{texts.resultHeading(answer.from, answer.to)}</Title>
      <Badge color={summary === texts.fullyCompatible ? 'teal.9' : summary === texts.notCompatible ? 'red.9' : 'gray.7'} variant="filled" style={{ alignSelf: 'flex-start' }}>
        {summary}
      </Badge>
      <PairDetails pair={answer} />
      {answer.stored ? null : (
        <Text size="sm" c="dimmed">
          {texts.decidedNow}
        </Text>
      )}
    </Stack>
  );
}
