import type { BaselineLibraryUsage } from '@afd/contracts';
import { Anchor, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DateText } from '@/components/date-text';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDeleteObsoleteLibraries, useLibraryUsage } from '../api/baseline-libraries';
import { CompareLibraries } from './compare-libraries';

const texts = {
  title: 'Beheer baseline libraries',
  loadFailed: 'Ophalen van baseline libraries usage info is mislukt.',
  deleted: 'Baseline libraries zijn verwijderd.',
  deleteFailed: 'Verwijderen van verwijderbare baseline libraries is mislukt.',
} as const;

const cards = [
  { key: 'current', title: 'Actuele baseline libraries', empty: 'Er zijn geen actuele baseline libraries.', holds: (library: BaselineLibraryUsage) => library.isLatest },
  {
    key: 'in-use',
    title: 'Oudere baseline libraries in gebruik',
    empty: 'Er zijn geen oudere baseline libraries in gebruik.',
    holds: (library: BaselineLibraryUsage) => !library.isLatest && !library.isObsolete,
  },
  { key: 'obsolete', title: 'Vervallen baseline libraries', empty: 'Er zijn geen vervallen baseline libraries.', holds: (library: BaselineLibraryUsage) => library.isObsolete },
] as const;

/** Which definitions a list of libraries is used by, as 'organisatie/baseline/naam'. */
function DefinitionsDialog({ title, libraries, onClose }: { title: string; libraries: readonly BaselineLibraryUsage[]; onClose: () => void }) {
  const paths = libraries.flatMap((library) => library.usedByDefinitionPaths).sort((a, b) => a.localeCompare(b, 'nl'));
  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      {paths.length === 0 ? (
        <Text>Er is geen data om te tonen.</Text>
      ) : (
        <List>
          {paths.map((path) => (
            <List.Item key={path}>{path}</List.Item>
          ))}
        </List>
      )}
    </FocusReturningModal>
  );
}

/**
 * 'Beheer baseline libraries' (001 §2): the current libraries, older ones still in use and the
 * obsolete ones, each with baseline, creation time, catalogue version and number of definitions.
 * A row shows the definitions that use it; the obsolete ones can be deleted together.
 */
export default function BaselineLibrariesScreen() {
  const usage = useLibraryUsage();
  const remove = useDeleteObsoleteLibraries();
  const [shown, setShown] = useState<{ title: string; libraries: readonly BaselineLibraryUsage[] } | null>(null);
  useFailureToast(usage.error, texts.loadFailed);

  const libraries = usage.data ?? [];
  const obsolete = libraries.filter((library) => library.isObsolete);
  const columns = useMemo<ColumnDef<BaselineLibraryUsage>[]>(
    () => [
      {
        accessorKey: 'basedOn',
        header: 'Based On',
        cell: ({ row }) => (
          <Anchor component="button" type="button" onClick={() => setShown({ title: `AFD-definities op ${row.original.basedOn}`, libraries: [row.original] })}>
            {row.original.basedOn}
          </Anchor>
        ),
      },
      { accessorKey: 'creationTime', header: 'Aanmaakdatum', cell: ({ row }) => <DateText value={row.original.creationTime} withTime /> },
      { accessorKey: 'datacatVersion', header: 'Versie datacatalogus', cell: (info) => info.getValue<string | null>() ?? '' },
      { accessorKey: 'usageCount', header: 'Aantal AFD-definities', cell: (info) => info.getValue<number>() },
    ],
    [],
  );

  const deleteObsolete = async () => {
    try {
      await remove.mutateAsync();
      showSuccess(texts.deleted);
    } catch (error) {
      showFailure(texts.deleteFailed, error);
    }
  };

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      {usage.isPending ? <Loader role="status" aria-label="Baseline libraries worden geladen" /> : null}
      {usage.isSuccess ? (
        <>
          <Group>
            <Button variant="default" onClick={() => setShown({ title: 'Alle verwijzende AFD-definities', libraries })}>
              Alle verwijzende AFD-definities
            </Button>
            <Button color="red" variant="light" disabled={obsolete.length === 0} loading={remove.isPending} onClick={() => void deleteObsolete()}>
              {`Verwijder vervallen baseline libraries (${obsolete.length})`}
            </Button>
          </Group>
          {cards.map((card) => {
            const rows = libraries.filter(card.holds);
            return (
              <Card key={card.key} withBorder component="section" aria-label={card.title}>
                <Title order={2} size="h4" mb="sm">
                  {card.title}
                </Title>
                {rows.length === 0 ? <Text>{card.empty}</Text> : <DataTable data={rows} columns={columns} label={card.title} getRowId={(library) => library.id} initialSorting={[{ id: 'basedOn', desc: false }]} />}
              </Card>
            );
          })}
          <CompareLibraries libraries={libraries} />
        </>
      ) : null}
      {shown ? <DefinitionsDialog title={shown.title} libraries={shown.libraries} onClose={() => setShown(null)} /> : null}
    </Stack>
  );
}
