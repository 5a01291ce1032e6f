import { Button, type ButtonProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { ApiForm } from './use-api-form';

export interface SubmitButtonProps<TInput extends FieldValues, TOutput> extends Omit<ButtonProps, 'type' | 'loading'> {
  api: ApiForm<TInput, TOutput>;
  /** Disabled while the form is invalid (the spec's 'Versturen', 'Opslaan' on the user form). */
  untilValid?: boolean;
  /** Disabled until something changed (a settings form that saves the whole record). */
  untilDirty?: boolean;
  children: string;
}

/** The form's submit button: spinning while the save is under way, so it cannot be sent twice. */
export function SubmitButton<TInput extends FieldValues, TOutput>({ api, untilValid = false, untilDirty = false, disabled, ...props }: SubmitButtonProps<TInput, TOutput>) {
  const { isValid, isDirty } = api.form.formState;
  const blocked = (untilValid && !isValid) || (untilDirty && !isDirty);
  return <Button {...props} type="submit" loading={api.pending} disabled={disabled === true || blocked} />;
}
