import { variantHeadProblems } from '@afd/afd/authoring';
import type { Variant } from '@afd/contracts';
import { useEffect } from 'react';
import { z } from 'zod';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { itemFieldErrors } from '../list-item-refusal';
import { variantTexts as texts } from './variant-texts';

/** What the modal edits of a variant; its functions stay as they are. */
export type VariantHead = Pick<Variant, 'name' | 'version' | 'isActive'>;

const headOf = (values: VariantHead): VariantHead => ({ name: values.name.trim(), version: values.version.trim(), isActive: values.isActive });

/** 001 §5 'Variants', the server's own rules, as the form's schema; it sends the trimmed head. */
const headSchemaFor = (others: readonly VariantHead[]) =>
  z
    .object({ name: z.string(), version: z.string(), isActive: z.boolean() })
    .superRefine((values, context) => {
      for (const [field, message] of Object.entries(variantHeadProblems(headOf(values), others))) if (message) context.addIssue({ code: 'custom', message, path: [field] });
    })
    .transform(headOf);

interface VariantFormOptions {
  variant: VariantHead | null;
  index: number;
  others: readonly VariantHead[];
  onSubmit: (head: VariantHead) => Promise<void>;
}

/**
 * The variant modal's form. A field's message shows once it changed; name and version are checked
 * together (the pair must be unused), so a change to one checks the other again when it was changed
 * too or shows a message, which also takes away a refusal of the server that no longer applies.
 */
export function useVariantForm({ variant, index, others, onSubmit }: VariantFormOptions) {
  const api = useApiForm({
    schema: headSchemaFor(others),
    defaultValues: { name: variant?.name ?? '', version: variant?.version ?? '', isActive: variant?.isActive ?? true },
    mode: 'onChange',
    send: async (head) => {
      try {
        await onSubmit(head);
        return SAVED;
      } catch (error) {
        // The screen has said the failure in a toast; what the server said of this variant's fields stands on them.
        return { ...NOT_SAVED, fieldErrors: itemFieldErrors(error, `variants.${index}`, ['name', 'version'] as const) };
      }
    },
    failureText: texts.saveFailed,
  });
  const { watch, trigger, getFieldState } = api.form;
  useEffect(() => {
    const changed = new Set<string>();
    const subscription = watch((_values, { name }) => {
      if (name !== 'name' && name !== 'version') return;
      changed.add(name);
      const other = name === 'name' ? 'version' : 'name';
      if (changed.has(other) || getFieldState(other).invalid) void trigger(other);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
  return api;
}
