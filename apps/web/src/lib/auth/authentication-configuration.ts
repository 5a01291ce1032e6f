import { authenticationConfigurationSchema } from '@afd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/** `GET /AuthenticationConfiguration` (anonymous): where and how to sign in. */
export function getAuthenticationConfiguration() {
  return apiJson('/AuthenticationConfiguration', authenticationConfigurationSchema);
}

export function authenticationConfigurationQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('AuthenticationConfiguration'),
    queryFn: getAuthenticationConfiguration,
    // Fixed per deployment: fetch once per page load.
    staleTime: Infinity,
  });
}
