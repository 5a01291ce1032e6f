import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. 'Weet u zeker dat u dit item wilt verwijderen?'. */
  message: ReactNode;
  /** Where the item is used; listed below the question when present. */
  usages?: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables 'Ja' while the confirmed action runs. */
  confirming?: boolean;
}

/** The spec's confirmation: title 'Bevestiging', answers 'Ja' and 'Nee'. Closing counts as 'Nee'. */
export function ConfirmDialog({ opened, message, usages, onConfirm, onCancel, confirming = false }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Bevestiging" centered>
      <Stack>
        <Text>{message}</Text>
        {usages && usages.length > 0 ? (
          <List size="sm" aria-label="In gebruik bij">
            {usages.map((usage) => (
              <List.Item key={usage}>{usage}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Nee
          </Button>
          <Button onClick={onConfirm} loading={confirming}>
            Ja
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
