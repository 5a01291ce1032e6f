import { Stack, Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { useVariantForm, type VariantHead } from './use-variant-form';
import { variantTexts as texts } from './variant-texts';

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
 * variant). A field shows its problem once changed; save stays disabled while any field is invalid.
 * The server's field errors for this variant land on their fields.
 */
export function VariantModal({ variant, index, others, onSubmit, onClose }: VariantModalProps) {
  const api = useVariantForm({ variant, index, others, onSubmit });
  const { control } = api.form;
  const title = variant ? texts.editVariant : texts.newVariant;
  return (
    <FocusReturningModal opened onClose={onClose} title={title} closeOnClickOutside={false}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          <FormTextInput control={control} name="name" label="Naam" required />
          <FormTextInput control={control} name="version" label="Versie" description="nnn.nn, bijvoorbeeld 001.00" required />
          <Controller control={control} name="isActive" render={({ field }) => <Switch label="Actief" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />} />
          <FormModalActions api={api} untilValid onCancel={onClose} />
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
