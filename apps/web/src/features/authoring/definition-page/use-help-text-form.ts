import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { definitionPageTexts as texts } from './definition-page-texts';

/** The longest own help text the textarea takes. */
export const HELP_TEXT_MAX = 10_000;

/** The text as typed; only spaces (or nothing) is no own help text. */
const helpTextOf = (typed: string) => (typed.trim() === '' ? null : typed);
// An object, not the bare text: useApiForm takes a null result for 'not saved'.
const helpTextSchema = z.object({ text: z.string().max(HELP_TEXT_MAX) }).transform(({ text }) => ({ helpText: helpTextOf(text) }));

export interface HelpTextFormOptions {
  helpText: string | null;
  /** Hands the new help text (null: none) to the page's draft, which saves it. */
  onSave: (text: string | null) => void;
  onClose: () => void;
}

/**
 * The 'Eigen omschrijving' modal's form (useApiForm): Opslaan hands the text to the draft and
 * closes, and stays disabled while the text says what is already stored.
 */
export function useHelpTextForm({ helpText, onSave, onClose }: HelpTextFormOptions) {
  const api = useApiForm({
    schema: helpTextSchema,
    defaultValues: { text: helpText ?? '' },
    // Nothing to send from here: the checked values go to the draft as the modal closes, as one change.
    send: async () => SAVED,
    failureText: texts.updateFailed,
    onSaved: (next) => {
      onSave(next.helpText);
      onClose();
    },
  });
  const typed = useWatch({ control: api.form.control, name: 'text' });
  return { api, unchanged: helpTextOf(typed) === helpText };
}
