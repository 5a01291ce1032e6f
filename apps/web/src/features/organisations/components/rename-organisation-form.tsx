import type { Organisation } from '@afd/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkTypedName } from '../organisation-name-problem';
import type { SaveOutcome } from '../save-failure';

export interface RenameOrganisationFormProps {
  organisation: Organisation;
  organisations: readonly Organisation[];
  onRename: (name: string) => Promise<SaveOutcome>;
  onClose: () => void;
  saving: boolean;
}

/** The rename editor of one row: an empty or unchanged name just closes it (spec 000 §5). */
export function RenameOrganisationForm({ organisation, organisations, onRename, onClose, saving }: RenameOrganisationFormProps) {
  const [typed, setTyped] = useState(organisation.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = checkTypedName(typed, organisations, organisation.id);
    if (outcome.kind === 'ignore' || (outcome.kind === 'valid' && outcome.name === organisation.name)) {
      onClose();
      return;
    }
    if (outcome.kind === 'problem') {
      setError(outcome.message);
      return;
    }
    const saved = await onRename(outcome.name);
    if (saved.saved) onClose();
    else setError(saved.fieldError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label={`Nieuwe naam voor ${organisation.name}`}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          error={error}
          data-autofocus
          autoFocus
          w={300}
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
