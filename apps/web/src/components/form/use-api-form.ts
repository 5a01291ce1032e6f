import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Mode, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showError, showFailure } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from './server-field-errors';

/**
 * How `send` ended, besides throwing: saved (the form resets, to `resetTo` when the saved record
 * differs from what was typed), or not saved with messages for fields (a check only the server
 * can make) or without (the user cancelled a confirmation, or `send` already said why).
 */
export type SendOutcome<TInput extends FieldValues> =
  | { saved: true; resetTo?: DefaultValues<TInput> }
  | { saved: false; fieldErrors?: Partial<Record<FieldPath<TInput>, string>> };

export const SAVED = { saved: true } as const;
export const NOT_SAVED = { saved: false } as const;

export interface ApiFormOptions<TInput extends FieldValues, TOutput> {
  /** The contract's schema, or one built on it: its Dutch messages are the fields' messages. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: NoInfer<DefaultValues<TInput>>;
  /** Sends the checked values. A thrown ApiError's field errors land on their fields. */
  send: (values: TOutput) => Promise<NoInfer<SendOutcome<TInput>>>;
  /** The toast when the save fails and no message of the server landed on a field (per values when it depends on them). */
  failureText: string | ((values: TOutput) => string);
  /**
   * Also show `failureText` (without the server's detail) when the messages did land on fields: a
   * long form whose refused field may be out of sight.
   */
  announceFieldErrors?: boolean;
  /** The form field of a problem+json path; by default a path that names a field itself. */
  serverField?: (path: string) => NoInfer<FieldPath<TInput>> | null;
  /** When messages appear: 'onTouched' (default) after a field is left, 'all' from the start. */
  mode?: Mode;
  /** After a save, once the form has reset (the screen may close or leave). */
  onSaved?: (values: TOutput) => void;
}

export interface ApiForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's submit handler: checks, sends, places the server's answer. */
  submit: (event?: { preventDefault: () => void }) => Promise<void>;
  /** True from submit until the server answered: the submit button spins and stays disabled. */
  pending: boolean;
}

/**
 * One form on react-hook-form and zod, the way every form of the portal behaves: the schema's
 * messages on their fields, a failed save's field errors from the server on the same fields,
 * other failures in a toast, and a reset after a save so the form holds no unsaved changes.
 */
export function useApiForm<TInput extends FieldValues, TOutput>(options: ApiFormOptions<TInput, TOutput>): ApiForm<TInput, TOutput> {
  // The schema may be built per render (uniqueness against a list that changed); the resolver
  // always checks with the newest one.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const form = useForm<TInput, unknown, TOutput>({
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onTouched',
    resolver: (values, context, resolverOptions) => zodResolver(latest.current.schema)(values, context, resolverOptions),
  });
  const fieldNames = new Set(Object.keys(options.defaultValues as object));

  const placeOnFields = (messages: Iterable<[FieldPath<TInput>, string]>): number => {
    let placed = 0;
    for (const [field, message] of messages) {
      form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    return placed;
  };

  const sendChecked = async (values: TOutput): Promise<TOutput | null> => {
    const { send, serverField } = latest.current;
    const failureText = typeof latest.current.failureText === 'function' ? latest.current.failureText(values) : latest.current.failureText;
    try {
      const outcome = await send(values);
      if (outcome.saved) {
        form.reset(outcome.resetTo ?? latest.current.defaultValues);
        return values;
      }
      placeOnFields(Object.entries(outcome.fieldErrors ?? {}) as [FieldPath<TInput>, string][]);
    } catch (error) {
      const fieldOf = serverField ?? ((path: string) => (fieldNames.has(path) ? (path as FieldPath<TInput>) : null));
      const placed = error instanceof ApiError ? placeOnFields(serverFieldErrors(error.fieldErrors, fieldOf)) : 0;
      // The server's sentence shows once: on its field when it has one, else under the toast.
      if (placed === 0) showFailure(failureText, error);
      else if (latest.current.announceFieldErrors) showError(failureText);
    }
    return null;
  };

  const submit = async (event?: { preventDefault: () => void }) => {
    let saved: TOutput | null = null;
    await form.handleSubmit(async (values) => {
      saved = await sendChecked(values);
    })(event as Parameters<ReturnType<typeof form.handleSubmit>>[0]);
    if (saved !== null) latest.current.onSaved?.(saved);
  };

  return { form, submit, pending: form.formState.isSubmitting };
}
