import { Button, Card, Group, ScrollArea, Table, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

/** The read-only 'Optielijst' (001 §2, column 'Waarde'), with 'Definieer optielijst' to change it. */
export function OptionListPanel({ options, onDefine }: { options: readonly string[]; onDefine: () => void }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{texts.optionList}</Text>
        <Button size="xs" variant="light" onClick={onDefine}>
          {texts.defineOptionList}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={300}>
        <Table aria-label={texts.optionList}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.value}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {options.map((option) => (
              <Table.Tr key={option}>
                <Table.Td>{option}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Er is geen data om te tonen.
          </Text>
        ) : null}
      </ScrollArea.Autosize>
    </Card>
  );
}
