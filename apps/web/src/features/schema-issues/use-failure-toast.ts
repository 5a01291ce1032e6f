import { useEffect } from 'react';
import { showError } from '../../components/toasts';

/** Shows the spec's failure toast once each time a load fails. */
export function useFailureToast(failed: boolean, text: string): void {
  useEffect(() => {
    if (failed) showError(text);
  }, [failed, text]);
}
