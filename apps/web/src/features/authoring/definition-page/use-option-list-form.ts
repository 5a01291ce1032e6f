import { optionProblem, type ValueRules } from '@afd/afd/authoring';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface OptionListFormOptions {
  rules: ValueRules;
  options: readonly string[];
  /** Hands the list to the page's draft, which saves it. */
  onSave: (options: string[]) => void;
  onClose: () => void;
}

const listSchema = z.object({ options: z.array(z.string()) });

/**
 * One value for the list, trimmed: new (apart from the one being changed) and within the
 * attribute's format or facets, with the message that says which refuses it. Empty has no message;
 * Toevoegen simply waits for a value.
 */
const valueSchemaFor = (rules: ValueRules, options: readonly string[], editing: number | null) =>
  z.object({
    value: z
      .string()
      .transform((typed) => typed.trim())
      .superRefine((value, context) => {
        if (value === '') return;
        const duplicate = options.some((option, index) => option === value && index !== editing);
        const problem = duplicate ? `Optie '${value}' komt al voor.` : optionProblem(rules, value);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
  });

/**
 * The 'Definieer optielijst' modal's two forms (useApiForm): the list, which Opslaan hands to the
 * draft as the modal closes (Annuleren leaves it as it was when the modal opened), and the line
 * that adds a value or changes the one chosen with ✎, checked as it is typed.
 */
export function useOptionListForm({ rules, options, onSave, onClose }: OptionListFormOptions) {
  const list = useApiForm({
    schema: listSchema,
    defaultValues: { options: [...options] },
    // Nothing to send from here: the list goes to the draft as the modal closes, as one change.
    send: async () => SAVED,
    failureText: texts.updateFailed,
    onSaved: (saved) => {
      onSave(saved.options);
      onClose();
    },
  });
  const working = useWatch({ control: list.form.control, name: 'options' });
  const setWorking = (next: string[]) => list.form.setValue('options', next, { shouldDirty: true });
  const [editing, setEditing] = useState<number | null>(null);

  const line = useApiForm({
    schema: valueSchemaFor(rules, working, editing),
    defaultValues: { value: '' },
    mode: 'onChange',
    send: async ({ value }) => {
      if (value === '' || (editing !== null && working[editing] === value)) return NOT_SAVED;
      setWorking(editing === null ? [...working, value] : working.map((option, index) => (index === editing ? value : option)));
      setEditing(null);
      return SAVED;
    },
    failureText: texts.updateFailed,
  });
  const { getValues, trigger, reset } = line.form;
  const typed = useWatch({ control: line.form.control, name: 'value' }).trim();
  // The value is checked against the list and the value being changed as they are now.
  useEffect(() => {
    if (getValues('value') !== '') void trigger('value');
  }, [working, editing, getValues, trigger]);

  const stopEditing = () => {
    setEditing(null);
    reset({ value: '' });
  };
  const edit = (index: number) => {
    setEditing(index);
    reset({ value: working[index] ?? '' });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...working];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    setWorking(next);
  };
  const remove = (index: number) => {
    setWorking(working.filter((_, at) => at !== index));
    stopEditing();
  };

  const unchanged = editing !== null && working[editing] === typed;
  return { list, line, working, editing, canApply: typed !== '' && !unchanged, edit, stopEditing, move, remove };
}
