import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { openApiTexts as texts } from './openapi-texts';

export interface ItemModalProps<T> {
  /** The item to edit, or null for a new one. */
  item: T | null;
  onSubmit: (item: T) => void;
  onClose: () => void;
}

export interface ItemListProps<T> {
  /** The list's heading ('Servers', 'Parameters', 'Responses'), also in its controls' names. */
  title: string;
  items: readonly T[];
  columns: readonly { header: string; cell: (item: T) => ReactNode }[];
  /** How the item is named in its edit and remove controls. */
  itemName: (item: T) => string;
  modal: (props: ItemModalProps<T>) => ReactNode;
  /** The list after an add, edit or removal; the caller sorts it and stores the description. */
  onChange: (items: T[]) => void;
  /** Heading level: 2 for a panel of its own, 3 inside the operation panel. */
  order?: 2 | 3;
}

/**
 * A list of servers, parameters or responses (001 §4): add and edit in a modal (cancelling leaves
 * the item as it was), remove after 'Weet u zeker dat u dit item wilt verwijderen?'.
 */
export function ItemList<T>({ title, items, columns, itemName, modal, onChange, order = 2 }: ItemListProps<T>) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [toRemove, setToRemove] = useState<number | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={order} size="h4">
          {title}
        </Title>
        <Button size="xs" onClick={() => setEditing({ index: null })} aria-label={`${title}: ${texts.add}`}>
          {texts.add}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      ) : (
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>Actie</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={`${index}-${itemName(item)}`}>
                {columns.map((column) => (
                  <Table.Td key={column.header} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing({ index })} aria-label={`${texts.edit} ${itemName(item)}`}>
                      {texts.edit}
                    </Button>
                    <ActionIcon variant="subtle" color="red" onClick={() => setToRemove(index)} aria-label={`${texts.remove} ${itemName(item)}`}>
                      ×
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing
        ? modal({
            item: editing.index === null ? null : (items[editing.index] ?? null),
            onSubmit: (item) => {
              onChange(editing.index === null ? [...items, item] : items.map((current, index) => (index === editing.index ? item : current)));
              setEditing(null);
            },
            onClose: () => setEditing(null),
          })
        : null}
      <ConfirmDialog
        opened={toRemove !== null}
        message={texts.confirmDelete}
        onConfirm={() => {
          onChange(items.filter((_, index) => index !== toRemove));
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
