import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiForm } from './use-api-form';

export interface FormElementProps<TInput extends FieldValues, TOutput> extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> {
  api: ApiForm<TInput, TOutput>;
}

/** The <form> of a useApiForm: the browser's own checks stay off, the schema's messages speak. */
export function FormElement<TInput extends FieldValues, TOutput>({ api, children, ...props }: FormElementProps<TInput, TOutput>) {
  return (
    <form {...props} noValidate onSubmit={(event) => void api.submit(event)}>
      {children}
    </form>
  );
}
