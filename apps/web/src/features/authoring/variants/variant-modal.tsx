import type { Variant } from '@afd/contracts';
import { variantHeadProblems } from '@afd/afd/authoring';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { variantTexts as texts } from './variant-texts';

/** What the modal edits of a variant; its functions stay as they are. */
export type VariantHead = Pick<Variant, 'name' | 'version' | 'isActive'>;
type Field = 'name' | 'version';

export interface VariantModalProps {
  /** The variant to edit (a copy is edited), or null for 'Nieuwe Variant' (active by default). */
  variant: VariantHead | null;
  /** Where the variant stands in the saved list: the server's field errors for it are 'variants.{index}.{field}'. */
  index: number;
  others: readonly VariantHead[];
  /** Saves the list with this variant; rejects with the server's refusal (the caller has shown its toast). */
  onSubmit: (head: VariantHead) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Nieuwe Variant' / 'Bewerk Variant' (001 §2, §5): name, version nnn.nn and active (on for a new
 * variant). A field shows its problem once touched; save stays disabled while any field is invalid.
 * The server's field errors for this variant land on their fields.
 */
export function VariantModal({ variant, index, others, onSubmit, onClose }: VariantModalProps) {
  const [name, setName] = useState(variant?.name ?? '');
  const [version, setVersion] = useState(variant?.version ?? '');
  const [isActive, setActive] = useState(variant?.isActive ?? true);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const head: VariantHead = { name: name.trim(), version: version.trim(), isActive };
  // 001 §5 'Variants', the server's own rules.
  const problems = variantHeadProblems(head, others);
  const invalid = Object.values(problems).some(Boolean);
  const shown = (field: Field) => serverErrors[field] ?? (touched[field] ? problems[field] : undefined) ?? null;
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors({});
  };

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(head).catch((error: unknown) => {
        const own = (field: Field) => (error instanceof ApiError ? error.fieldErrors[`variants.${index}.${field}`]?.[0] : undefined);
        setServerErrors(Object.fromEntries((['name', 'version'] as const).flatMap((field) => (own(field) ? [[field, own(field)]] : []))));
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FocusReturningModal opened onClose={onClose} title={variant ? texts.editVariant : texts.newVariant} closeOnClickOutside={false}>
      <Stack>
        <TextInput label="Naam" required value={name} onChange={(event) => edit('name', setName)(event.currentTarget.value)} error={shown('name')} />
        <TextInput label="Versie" description="nnn.nn, bijvoorbeeld 001.00" required value={version} onChange={(event) => edit('version', setVersion)(event.currentTarget.value)} error={shown('version')} />
        <Switch label="Actief" checked={isActive} onChange={(event) => setActive(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={invalid}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
