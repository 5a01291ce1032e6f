import type { RevalidationResult } from '@afd/contracts';
import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { MessageTable } from '@/components/message-table';
import { config } from '@/lib/config';

const keyOf = (result: RevalidationResult) => `${result.organisation}/${result.name}`;

/** The schemas that no longer validate; each row expands to its messages, all collapsed at first. */
export function RevalidationResultsTable({ results }: { results: readonly RevalidationResult[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Table withTableBorder aria-label="Niet meer valide schema's">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Meldingen</VisuallyHidden>
          </Table.Th>
          <Table.Th>{config.productName} Community</Table.Th>
          <Table.Th>Berichtsoort</Table.Th>
          <Table.Th>Domein</Table.Th>
          <Table.Th>Organisatie</Table.Th>
          <Table.Th>Naam schema</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => {
          const key = keyOf(result);
          const open = expanded.has(key);
          return (
            <Fragment key={key}>
              <Table.Tr>
                <Table.Td>
                  <ActionIcon variant="subtle" aria-expanded={open} aria-label={`Meldingen van ${result.organisation} ${result.name}`} onClick={() => toggle(key)}>
                    {open ? '▾' : '▸'}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>{result.certificationArea}</Table.Td>
                <Table.Td>{result.messageType}</Table.Td>
                <Table.Td>{result.applicationArea}</Table.Td>
                <Table.Td>{result.organisation}</Table.Td>
                <Table.Td>{result.name}</Table.Td>
              </Table.Tr>
              {open ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <MessageTable messages={result.messageList} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
