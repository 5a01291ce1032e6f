import type { FeatureFlag } from '@afd/contracts';
import { useEnabledFeatureFlagsQuery } from './get-enabled-feature-flags';

/**
 * Whether a feature flag is on. A flag is on only when the server lists it: while loading,
 * after a failed load and for anonymous visitors it is off.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const { data } = useEnabledFeatureFlagsQuery();
  return data?.includes(flag) ?? false;
}

/** The flags as a route guard needs them: settled (loaded or failed) or still loading. */
export function useFeatureFlagsState(): { settled: boolean; enabled: readonly string[] } {
  const query = useEnabledFeatureFlagsQuery();
  return { settled: query.isSuccess || query.isError, enabled: query.data ?? [] };
}
