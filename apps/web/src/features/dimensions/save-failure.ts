import { showError } from '../../components/toasts';
import { ApiError } from '../../lib/api-error';
import { dimensionScreenTexts as texts } from './dimension-texts';

/** How a save ended, for the form that started it. */
export type SaveOutcome = { saved: true } | { saved: false; fieldError: string | null };

/** A refused name lands on its field; anything else is the 'Opslaan is mislukt' toast with the server's detail. */
export function reportSaveFailure(error: unknown): SaveOutcome {
  const fieldError = error instanceof ApiError ? error.fieldErrors.name?.[0] : undefined;
  if (fieldError) return { saved: false, fieldError };
  showError(texts.saveFailed, error instanceof ApiError ? error.detail : null);
  return { saved: false, fieldError: null };
}
