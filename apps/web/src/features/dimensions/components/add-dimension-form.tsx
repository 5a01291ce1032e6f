import { dimensionVersions, type Dimension, type DimensionKind, type DimensionVersion } from '@afd/contracts';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { dimensionListTexts } from '../dimension-texts';
import type { SaveOutcome } from '@/components/save-failure';
import { checkTypedName } from '../typed-name';

export interface AddDimensionFormProps {
  kind: DimensionKind;
  list: readonly Dimension[];
  onAdd: (name: string, version: DimensionVersion | null) => Promise<SaveOutcome>;
  saving: boolean;
}

const versionOptions = [{ value: '', label: '' }, ...dimensionVersions.map((version) => ({ value: version, label: version }))];

/** The add field of one list; a community also needs its version (spec 000 §5), so 'Toevoegen' waits for both. */
export function AddDimensionForm({ kind, list, onAdd, saving }: AddDimensionFormProps) {
  const [typed, setTyped] = useState('');
  const [version, setVersion] = useState<DimensionVersion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const needsVersion = kind === 'certificationArea';
  const complete = typed.trim() !== '' && (!needsVersion || version !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTypedName(typed, list);
    if (checked.kind === 'problem') {
      setError(checked.message);
      return;
    }
    const outcome = await onAdd(checked.name, needsVersion ? version : null);
    if (outcome.saved) {
      setTyped('');
      setVersion(null);
    } else setError(outcome.fieldError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput
          label={dimensionListTexts[kind].addLabel}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={320}
        />
        {needsVersion ? (
          <NativeSelect
            label="Versie"
            data={versionOptions}
            value={version ?? ''}
            onChange={(event) => setVersion(dimensionVersions.find((option) => option === event.currentTarget.value) ?? null)}
            w={100}
          />
        ) : null}
        <Button type="submit" mt={25} disabled={!complete} loading={saving}>
          Toevoegen
        </Button>
      </Group>
    </form>
  );
}
