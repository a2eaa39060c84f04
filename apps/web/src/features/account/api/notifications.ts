import {
  accountApi,
  type NotificationKind,
  type NotificationSettings,
  type UpdateNotificationsRequest,
} from '@sdp/shared';
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

/** The settings with a change applied (what the server will answer, shown while it saves). */
export function applyNotificationChange(
  current: NotificationSettings,
  change: UpdateNotificationsRequest,
): NotificationSettings {
  const kinds = { ...current.kinds };
  for (const [kind, choice] of Object.entries(change.kinds ?? {}) as [NotificationKind, object][])
    kinds[kind] = { ...kinds[kind], ...choice };
  return { kinds, digest: { ...current.digest, ...change.digest } };
}

/**
 * PATCH /api/user/notifications: the toggle moves at once (optimistic), goes back if the save
 * fails, and the answer replaces the cached settings.
 */
export function useUpdateNotifications() {
  const qc = useQueryClient();
  const key = accountKeys.notifications();
  return useMutation({
    mutationFn: async (body: UpdateNotificationsRequest) =>
      (await callApi(accountApi.updateNotifications, { body })).data as NotificationSettings,
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<NotificationSettings>(key);
      if (before) qc.setQueryData(key, applyNotificationChange(before, body));
      return { before };
    },
    onError: (_err, _body, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSuccess: (settings) => qc.setQueryData(key, settings),
  });
}
