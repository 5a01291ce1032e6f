import { Button, Group } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { SubmitButton, type SubmitButtonProps } from '@/components/form/submit-button';

export interface FormModalActionsProps<TInput extends FieldValues, TOutput> extends Omit<SubmitButtonProps<TInput, TOutput>, 'children'> {
  onCancel: () => void;
  /** The submit button's text: 'Opslaan' unless the modal says otherwise ('OK', 'Aanmaken'). */
  children?: string;
}

/** The Annuleren / submit row under an authoring modal's form (useApiForm): the submit button spins while the save is under way. */
export function FormModalActions<TInput extends FieldValues, TOutput>({ onCancel, children = 'Opslaan', ...submit }: FormModalActionsProps<TInput, TOutput>) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Annuleren
      </Button>
      <SubmitButton {...submit}>{children}</SubmitButton>
    </Group>
  );
}
