import type { Organisation } from '@afd/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkTypedName } from '../organisation-name-problem';
import type { SaveOutcome } from '@/components/save-failure';

export interface AddOrganisationFormProps {
  organisations: readonly Organisation[];
  onAdd: (name: string) => Promise<SaveOutcome>;
  saving: boolean;
}

/** The add field of 'Beheer organisaties': an empty name is ignored, a refused one says why. */
export function AddOrganisationForm({ organisations, onAdd, saving }: AddOrganisationFormProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = checkTypedName(typed, organisations);
    if (outcome.kind === 'ignore') return;
    if (outcome.kind === 'problem') {
      setError(outcome.message);
      return;
    }
    const saved = await onAdd(outcome.name);
    if (saved.saved) setTyped('');
    else setError(saved.fieldError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput
          label="Nieuwe organisatie"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={360}
        />
        <Button type="submit" mt={25} loading={saving}>
          Toevoegen
        </Button>
      </Group>
    </form>
  );
}
