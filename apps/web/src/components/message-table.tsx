import { Table, VisuallyHidden } from '@mantine/core';
import type { MessageExample as Example } from '@afd/contracts';
import { MessageExample } from './message-example';

/** One message of an upload or validation result; severity 0 is a warning, otherwise an error. */
export interface ResultMessage {
  severity: number;
  message: string;
  description?: string | null;
  /** For a refusal of the restriction check: an example message to download, or why there is none. */
  example?: Example | undefined;
}

const severityStyle = {
  warning: { label: 'Waarschuwing', background: 'var(--mantine-color-yellow-1)' },
  error: { label: 'Fout', background: 'var(--mantine-color-red-1)' },
} as const;

export function severityOf(message: ResultMessage): keyof typeof severityStyle {
  return message.severity === 0 ? 'warning' : 'error';
}

/** The messages of a result, each row shaded as warning or error (spec 000 §8). */
export function MessageTable({ messages }: { messages: readonly ResultMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <Table withTableBorder aria-label="Meldingen">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Melding</Table.Th>
          <Table.Th>Omschrijving</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message, index) => {
          const severity = severityOf(message);
          const style = severityStyle[severity];
          return (
            <Table.Tr key={`${index}-${message.message}`} data-severity={severity} style={{ background: style.background }}>
              <Table.Td>
                {/* The shading alone would not reach screen-reader users. */}
                <VisuallyHidden>{style.label}: </VisuallyHidden>
                {message.message}
              </Table.Td>
              <Table.Td>
                {message.description ?? ''}
                {message.example && <MessageExample example={message.example} message={message.message} />}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
