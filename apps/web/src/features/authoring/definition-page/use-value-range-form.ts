import { valueRangeProblems, type ValueRules } from '@afd/afd/authoring';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface ValueRange {
  minimum: string | null;
  maximum: string | null;
}

/** A bound as typed: trimmed, empty is 'Onbepaald' (none). */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * 001 §5 'Waardebeperking' as the form's schema: each bound in the attribute's format on its own
 * field, 'Minimum mag niet meer dan Maximum zijn.' on the form as a whole (root); it hands over
 * the trimmed bounds.
 */
const rangeSchemaFor = (rules: ValueRules) =>
  z
    .object({ minimum: z.string(), maximum: z.string() })
    .superRefine((typed, context) => {
      const problems = valueRangeProblems(rules, orNull(typed.minimum), orNull(typed.maximum));
      if (problems.minimum) context.addIssue({ code: 'custom', message: problems.minimum, path: ['minimum'] });
      if (problems.maximum) context.addIssue({ code: 'custom', message: problems.maximum, path: ['maximum'] });
      if (problems.range) context.addIssue({ code: 'custom', message: problems.range, path: ['root'] });
    })
    .transform((typed): ValueRange => ({ minimum: orNull(typed.minimum), maximum: orNull(typed.maximum) }));

export interface ValueRangeFormOptions extends ValueRange {
  rules: ValueRules;
  /** Hands the new bounds to the page's draft, which saves them. */
  onSave: (range: ValueRange) => void;
  onClose: () => void;
}

/**
 * The 'Waardebeperking' modal's form (useApiForm). The bounds are checked together as they are
 * typed, from the moment the modal opens: a change to one bound can make or take away the range's
 * message, so every change checks the whole form. Opslaan waits for a valid range that differs
 * from the stored one, hands it to the draft and closes.
 */
export function useValueRangeForm({ rules, minimum, maximum, onSave, onClose }: ValueRangeFormOptions) {
  const api = useApiForm({
    schema: rangeSchemaFor(rules),
    defaultValues: { minimum: minimum ?? '', maximum: maximum ?? '' },
    mode: 'onChange',
    // Nothing to send from here: the checked values go to the draft as the modal closes, as one change.
    send: async () => SAVED,
    failureText: texts.updateFailed,
    onSaved: (range) => {
      onSave(range);
      onClose();
    },
  });
  const { control, watch, trigger } = api.form;
  useEffect(() => {
    void trigger();
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  const typed = useWatch({ control });
  const unchanged = orNull(typed.minimum ?? '') === minimum && orNull(typed.maximum ?? '') === maximum;
  return { api, unchanged, rangeProblem: api.form.formState.errors.root?.message };
}
