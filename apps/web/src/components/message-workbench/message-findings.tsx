import type { MessageFinding } from '@afd/contracts';
import { Alert, Stack, Table, Title } from '@mantine/core';

// The findings of a checked test message (issue 18, point 5), shared by 'Bericht testen' on a
// definition and on a certified organisation schema: a table Soort / Plaats / Melding, or one
// plain success line when there is none.

const texts = {
  tableLabel: 'Bevindingen',
  columns: { kind: 'Soort', path: 'Plaats', message: 'Melding' },
  kinds: { schema: 'Schema', verbandscontrole: 'Verbandscontrole' },
  wholeMessage: '(het hele bericht)',
} as const;

export interface MessageFindingsProps {
  findings: readonly MessageFinding[];
  /** The heading over the table ('2 bevindingen voor functie ...'). */
  title: string;
  /** The line shown when there is no finding. */
  noFindings: string;
}

export function MessageFindings({ findings, title, noFindings }: MessageFindingsProps) {
  if (findings.length === 0) {
    return (
      <Alert color="green" role="status">
        {noFindings}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table striped aria-label={texts.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.kind}</Table.Th>
            <Table.Th>{texts.columns.path}</Table.Th>
            <Table.Th>{texts.columns.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {findings.map((finding, index) => (
            <Table.Tr key={`${finding.path}-${index}`}>
              <Table.Td>{texts.kinds[finding.kind]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{finding.path === '' ? texts.wholeMessage : finding.path}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{finding.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** '2 bevindingen voor functie 'melding''. */
export const findingsTitle = (count: number, subject: string) => `${count} ${count === 1 ? 'bevinding' : 'bevindingen'} voor ${subject}`;
