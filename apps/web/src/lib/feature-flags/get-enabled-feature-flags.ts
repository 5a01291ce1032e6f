import { enabledFeatureFlagsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { apiJson } from '../api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/** `GET /api/featureflags/enabled`: the ids of the enabled flags. */
export function getEnabledFeatureFlags() {
  return apiJson('/api/featureflags/enabled', enabledFeatureFlagsSchema);
}

export function enabledFeatureFlagsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('featureflags', 'enabled'),
    queryFn: getEnabledFeatureFlags,
    staleTime: Infinity,
  });
}

/** Flags load after sign-in (spec 000 §4); anonymous visitors have none. */
export function useEnabledFeatureFlagsQuery() {
  const auth = useAuth();
  return useQuery({ ...enabledFeatureFlagsQueryOptions(), enabled: auth.isAuthenticated });
}
