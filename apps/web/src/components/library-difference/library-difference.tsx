import type { CodeListChange, LibraryComparison, PathChange, PathChangeKind } from '@afd/contracts';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';

// The difference between two baseline libraries (issue 18, point 4; ADR 0045): how many paths of
// each kind, the paths with their change, and the code lists with their added and withdrawn
// values. Shown in the impact analysis of an upload and when two libraries are compared.

export const kindLabels: Record<PathChangeKind, string> = {
  added: 'Toegevoegd',
  removed: 'Vervallen',
  narrowed: 'Beperkt',
  widened: 'Verruimd',
  both: 'Beperkt en verruimd',
  other: 'Gewijzigd',
};

const kindColors: Record<PathChangeKind, string> = { added: 'teal', removed: 'red', narrowed: 'orange', widened: 'blue', both: 'grape', other: 'gray' };

const subjectLabels: Record<PathChange['subject'], string> = { entity: 'Entiteit', attribute: 'Attribuut' };

const pathColumns: ColumnDef<PathChange>[] = [
  { accessorKey: 'path', header: 'Pad' },
  { accessorKey: 'subject', header: 'Soort', cell: (info) => subjectLabels[info.getValue<PathChange['subject']>()] },
  {
    accessorKey: 'kind',
    header: 'Wijziging',
    cell: (info) => {
      const kind = info.getValue<PathChangeKind>();
      return (
        // The default badge (dark text on its own white ground): coloured light and outline badges
        // failed WCAG AA contrast (axe), the outline one on a hovered striped row.
        <Badge variant="default" leftSection={<span aria-hidden style={{ color: `var(--mantine-color-${kindColors[kind]}-9)` }}>●</span>}>
          {kindLabels[kind]}
        </Badge>
      );
    },
  },
  { id: 'lines', accessorFn: (row) => row.lines.join(' '), header: 'Toelichting', enableSorting: false },
];

const codeListColumns: ColumnDef<CodeListChange>[] = [
  { accessorKey: 'name', header: 'Codelijst' },
  { id: 'added', accessorFn: (row) => row.added.join(', '), header: 'Toegevoegde waarden', enableSorting: false },
  { id: 'withdrawn', accessorFn: (row) => row.withdrawn.join(', '), header: 'Ingetrokken waarden', enableSorting: false },
];

/** The counts as a small two-row table: one column per kind. */
function Counts({ counts }: { counts: LibraryComparison['counts'] }) {
  const cells: [string, number][] = [
    ...(Object.keys(kindLabels) as PathChangeKind[]).map((kind): [string, number] => [kindLabels[kind], counts[kind]]),
    ['Codewaarden toegevoegd', counts.codeValuesAdded],
    ['Codewaarden ingetrokken', counts.codeValuesWithdrawn],
  ];
  return (
    <Table withTableBorder withColumnBorders aria-label="Aantallen per soort wijziging" w="auto">
      <Table.Thead>
        <Table.Tr>
          {cells.map(([label]) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {cells.map(([label, count]) => (
            <Table.Td key={label}>{count}</Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Counts, paths and code lists; 'Geen verschillen' when there are none. Headings start at `level`. */
export function LibraryDifference({ difference, level = 3 }: { difference: LibraryComparison; level?: 2 | 3 | 4 }) {
  if (difference.paths.length === 0 && difference.codeLists.length === 0) return <Text>Geen verschillen</Text>;
  return (
    <Stack gap="sm">
      <Counts counts={difference.counts} />
      <Group gap="xs" align="baseline">
        <Title order={level} size="h5">
          Paden
        </Title>
        <Text size="sm">({difference.paths.length})</Text>
      </Group>
      {difference.paths.length === 0 ? (
        <Text>Geen verschillen in entiteiten en attributen.</Text>
      ) : (
        <DataTable data={difference.paths} columns={pathColumns} label="Verschillen per pad" getRowId={(row) => row.path} />
      )}
      <Title order={level} size="h5">
        Codelijsten
      </Title>
      {difference.codeLists.length === 0 ? (
        <Text>Geen verschillen in codelijsten.</Text>
      ) : (
        <DataTable data={difference.codeLists} columns={codeListColumns} label="Verschillen per codelijst" getRowId={(row) => row.name} />
      )}
    </Stack>
  );
}
