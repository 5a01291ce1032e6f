import type { OpenApiDescription } from '@afd/contracts';
import { Stack, Table, Title } from '@mantine/core';

/** The root of the tree: what the description is, at a glance. */
export function RootPanel({ description }: { description: OpenApiDescription }) {
  const rows: [string, string][] = [
    ['OpenAPI', description.openApiSpecificationVersion],
    ['Title', description.info.title],
    ['Version', description.info.version],
    ['Servers', String(description.servers.length)],
    ['Paths', String(description.paths.length)],
  ];
  return (
    <Stack>
      <Title order={2} size="h3">
        OpenAPI
      </Title>
      <Table aria-label="Overzicht" withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
