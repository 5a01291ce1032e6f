import { checkNewProductName } from '@afd/afd/authoring';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { SAVED, useApiForm } from '@/components/form/use-api-form';

export interface NameModalProps {
  title: string;
  /** The name a copy must differ from (duplicate); absent for a new definition. */
  original?: string;
  failureText: string;
  submitLabel: string;
  /** Shown below the name field (for a new definition: the functions it starts with). */
  note?: ReactNode;
  /** Creates or copies; a refusal throws the server's problem (a taken name lands on the field). */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** The name of a new definition, or of a copy (001 §5: trimmed, valid, a copy must differ). */
const nameSchemaFor = (original: string | undefined) =>
  z.object({
    name: z.string().transform((typed, context) => {
      const checked = checkNewProductName(typed, original);
      if (checked.ok) return checked.name;
      context.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
  });

/** 'Nieuwe definitie' and 'Dupliceren': one name, checked as the server checks it. */
export function NameModal({ title, original, failureText, submitLabel, note, onSubmit, onClose }: NameModalProps) {
  const api = useApiForm({
    schema: nameSchemaFor(original),
    defaultValues: { name: original ?? '' },
    send: async ({ name }) => {
      await onSubmit(name);
      return SAVED;
    },
    failureText,
    onSaved: onClose,
  });
  return (
    <FocusReturningModal opened onClose={onClose} title={title}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          <FormTextInput control={api.form.control} name="name" label="Naam" data-autofocus />
          {note}
          <FormModalActions api={api} onCancel={onClose}>
            {submitLabel}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
