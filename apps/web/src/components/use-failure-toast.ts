import { useEffect } from 'react';
import { showError } from './toasts';

/**
 * Shows the spec's failure toast once each time a load fails. `failure` is the query's `isError`
 * or its `error`: the toast shows again when a new failure (a new error object) arrives.
 */
export function useFailureToast(failure: unknown, text: string): void {
  useEffect(() => {
    if (failure) showError(text);
  }, [failure, text]);
}
