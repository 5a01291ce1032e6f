import { showError } from '../../components/toasts';
import { ApiError } from '../../lib/api-error';

/** How a save of the list ended, for the form that started it. */
export type SaveOutcome = { saved: true } | { saved: false; fieldError: string | null };

/**
 * What the user sees when a save fails: the server's message on the field it concerns (entry
 * `index` of the saved list), or otherwise a toast with `toastText` and the server's detail.
 */
export function reportSaveFailure(error: unknown, index: number | null, toastText: string): SaveOutcome {
  const fieldError = error instanceof ApiError && index !== null ? error.fieldErrors[`${index}.name`]?.[0] : undefined;
  if (fieldError) return { saved: false, fieldError };
  showError(toastText, error instanceof ApiError ? error.detail : null);
  return { saved: false, fieldError: null };
}
