import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';

export interface RenameSchemaFormProps {
  name: string;
  /** What the user typed so far; kept by the screen, so the editor survives the table redrawing. */
  typed: string;
  error: string | null;
  onType: (typed: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  saving: boolean;
}

/** The inline rename editor of one schema; the screen checks the name (checkNewSchemaName) and confirms. */
export function RenameSchemaForm({ name, typed, error, onType, onSubmit, onClose, saving }: RenameSchemaFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={`Nieuwe naam voor ${name}`}
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          error={error}
          autoFocus
          w={260}
        />
        <Button type="submit" size="sm" loading={saving}>
          Opslaan
        </Button>
        <Button variant="default" size="sm" onClick={onClose}>
          Annuleren
        </Button>
      </Group>
    </form>
  );
}
