import { appInsightsSettingsSchema } from '@afd/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/** `GET /api/AppSettings/AppInsights`: telemetry is on only with a connection string. */
export function getAppInsightsSettings() {
  return apiJson('/api/AppSettings/AppInsights', appInsightsSettingsSchema);
}

export function appInsightsSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('AppSettings', 'AppInsights'),
    queryFn: getAppInsightsSettings,
    staleTime: Infinity,
    retry: false,
  });
}
