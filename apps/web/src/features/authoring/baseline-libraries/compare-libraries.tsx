import type { BaselineLibraryUsage } from '@afd/contracts';
import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LibraryDifference } from '@/components/library-difference/library-difference';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useLibraryComparison } from '../api/baseline-libraries';

const libraryLabel = (library: BaselineLibraryUsage) =>
  `${formatDateTime(library.creationTime)}${library.datacatVersion ? ` (datacatalogus ${library.datacatVersion})` : ''}${library.isLatest ? ' – actueel' : ''}`;

const byTime = (a: BaselineLibraryUsage, b: BaselineLibraryUsage) => a.creationTime.localeCompare(b.creationTime);

/**
 * 'Vergelijk baseline libraries' (issue 18, point 4): pick a baseline and two of its libraries, see
 * what changed from the one to the other. Starts with the newest library and the one before it.
 */
export function CompareLibraries({ libraries }: { libraries: readonly BaselineLibraryUsage[] }) {
  const baselines = [...new Set(libraries.map((library) => library.basedOn))].sort((a, b) => a.localeCompare(b, 'nl'));
  const [basedOn, setBasedOn] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  const comparison = useLibraryComparison(compared);

  const ofBaseline = libraries.filter((library) => library.basedOn === basedOn).sort(byTime);
  const chooseBaseline = (name: string) => {
    const chosen = libraries.filter((library) => library.basedOn === name).sort(byTime);
    setBasedOn(name);
    setFrom(chosen.at(-2)?.id ?? '');
    setTo(chosen.at(-1)?.id ?? '');
    setCompared(null);
  };
  // Another choice drops the comparison shown: it no longer answers what the selects say.
  const choose = (set: (id: string) => void, id: string) => {
    set(id);
    setCompared(null);
  };
  const options = ofBaseline.map((library) => ({ value: library.id, label: libraryLabel(library) }));
  const canCompare = from !== '' && to !== '' && from !== to;

  return (
    <Card withBorder component="section" aria-labelledby="compare-libraries-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="compare-libraries-title">
          Vergelijk baseline libraries
        </Title>
        <Group align="flex-end">
          <NativeSelect label="Baseline" value={basedOn} onChange={(event) => chooseBaseline(event.currentTarget.value)} data={[{ value: '', label: 'Kies een baseline' }, ...baselines]} />
          <NativeSelect label="Van" value={from} onChange={(event) => choose(setFrom, event.currentTarget.value)} data={[{ value: '', label: '' }, ...options]} disabled={basedOn === ''} />
          <NativeSelect label="Naar" value={to} onChange={(event) => choose(setTo, event.currentTarget.value)} data={[{ value: '', label: '' }, ...options]} disabled={basedOn === ''} />
          <Button onClick={() => setCompared({ from, to })} disabled={!canCompare}>
            Vergelijk
          </Button>
        </Group>
        {basedOn !== '' && ofBaseline.length < 2 ? <Text>Deze baseline heeft maar één baseline library: er is niets te vergelijken.</Text> : null}
        {compared && comparison.isPending ? <Loader size="sm" role="status" aria-label="Vergelijking wordt geladen" /> : null}
        {compared && comparison.isError ? (
          <Alert color="red" title="Vergelijken van baseline libraries is mislukt." role="alert">
            {comparison.error instanceof ApiError ? (comparison.error.detail ?? comparison.error.title) : 'Probeer het opnieuw.'}
          </Alert>
        ) : null}
        {compared && comparison.isSuccess ? <LibraryDifference difference={comparison.data.difference} /> : null}
      </Stack>
    </Card>
  );
}
