import { accountApi, type Preferences, type UpdatePreferencesRequest } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session';

/** PATCH /api/user/preferences: any of the fields; answers all of them. */
export const updatePreferences = async (body: UpdatePreferencesRequest): Promise<Preferences> =>
  (await callApi(accountApi.updatePreferences, { body })).data;

/** Saves and puts the answer into the session's user: every date and number follows at once. */
export function useUpdatePreferences() {
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      if (user) updateUser({ ...user, preferences });
    },
  });
}
