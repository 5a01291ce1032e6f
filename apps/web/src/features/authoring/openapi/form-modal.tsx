import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import type { ApiForm } from '@/components/form/use-api-form';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { openApiTexts as texts } from './openapi-texts';

export interface FormModalProps<TInput extends FieldValues, TOutput> {
  title: string;
  api: ApiForm<TInput, TOutput>;
  /** Opslaan also waits for a change (an existing item that is saved whole). */
  unchanged?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The editor's modals (useApiForm): the fields, then Annuleren (nothing changes) and Opslaan (only while the form is valid). */
export function FormModal<TInput extends FieldValues, TOutput>({ title, api, unchanged = false, onClose, children }: FormModalProps<TInput, TOutput>) {
  return (
    <FocusReturningModal opened onClose={onClose} title={title} closeOnClickOutside={false}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          {children}
          <FormModalActions api={api} untilValid disabled={unchanged} onCancel={onClose}>
            {texts.save}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
