import { useEffect } from 'react';
import { showError } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useEnabledFeatureFlagsQuery } from '@/lib/feature-flags/get-enabled-feature-flags';

/**
 * Loads the feature flags after sign-in and reports a failure with the server's title and
 * detail (spec 000 §8); the flags then stay unset, i.e. off.
 */
export function FeatureFlagsFailureToast() {
  const { error } = useEnabledFeatureFlagsQuery();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError) showError(error.title, error.detail);
    else showError('Ophalen van gegevens is mislukt');
  }, [error]);
  return null;
}
