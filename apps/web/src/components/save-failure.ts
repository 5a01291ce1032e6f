import { ApiError } from '@/lib/api-error';
import { showError } from './toasts';

/** How a save ended, for the form that started it. */
export type SaveOutcome = { saved: true } | { saved: false; fieldError: string | null };

/**
 * What the user sees when a save fails: the server's message for `field` (a problem+json field
 * path such as 'name' or '2.name') on that field, or otherwise a toast with `toastText` and the
 * server's detail.
 */
export function reportSaveFailure(error: unknown, field: string | null, toastText: string): SaveOutcome {
  const fieldError = error instanceof ApiError && field !== null ? error.fieldErrors[field]?.[0] : undefined;
  if (fieldError) return { saved: false, fieldError };
  showError(toastText, error instanceof ApiError ? error.detail : null);
  return { saved: false, fieldError: null };
}
