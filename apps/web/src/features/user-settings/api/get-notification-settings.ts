import { notificationSettingsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const notificationSettingsQueryKey = apiQueryKey('users', 'me', 'settings');

/** `GET /api/users/me/settings`: the signed-in user's own two notification choices. */
export function getNotificationSettings() {
  return apiJson('/api/users/me/settings', notificationSettingsSchema);
}

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings, staleTime: 0 });
}

export function useNotificationSettingsQuery() {
  return useQuery(notificationSettingsQueryOptions());
}
