import { notificationSettingsSchema, type NotificationSettings } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /api/users/me/settings`: saves the user's own notification choices; answers them as saved. */
export function updateNotificationSettings(settings: NotificationSettings) {
  return apiJson('/api/users/me/settings', notificationSettingsSchema, { method: 'PUT', body: settings });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
