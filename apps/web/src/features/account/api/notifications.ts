import { accountApi, type NotificationSettings, type UpdateNotificationsRequest } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './keys';

/** GET /api/user/notifications */
export const getNotificationSettings = async (signal?: AbortSignal): Promise<NotificationSettings> =>
  (await callApi(accountApi.notifications, { signal })).data as NotificationSettings;

export const notificationSettingsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled,
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** PATCH /api/user/notifications: the answer replaces the cached settings. */
export function useUpdateNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNotificationsRequest) =>
      (await callApi(accountApi.updateNotifications, { body })).data as NotificationSettings,
    onSuccess: (settings) => qc.setQueryData(accountKeys.notifications(), settings),
  });
}
