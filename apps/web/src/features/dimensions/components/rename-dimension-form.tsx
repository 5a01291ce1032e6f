import type { Dimension } from '@afd/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SaveOutcome } from '../save-failure';
import { checkTypedName } from '../typed-name';

export interface RenameDimensionFormProps {
  dimension: Dimension;
  list: readonly Dimension[];
  onRename: (name: string) => Promise<SaveOutcome>;
  onClose: () => void;
  saving: boolean;
}

/** The 'Wijzig naam' editor of one row; an unchanged name just closes it. */
export function RenameDimensionForm({ dimension, list, onRename, onClose, saving }: RenameDimensionFormProps) {
  const [typed, setTyped] = useState(dimension.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedName(typed, list, dimension.id);
    if (checked.kind === 'problem') {
      setError(checked.message);
      return;
    }
    if (checked.name === dimension.name) {
      onClose();
      return;
    }
    const outcome = await onRename(checked.name);
    if (outcome.saved) onClose();
    else setError(outcome.fieldError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={`Nieuwe naam voor ${dimension.name}`}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          error={error}
          autoFocus
          w={280}
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
