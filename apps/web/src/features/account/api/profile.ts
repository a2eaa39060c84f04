import { accountApi, type UpdateProfileRequest, type User } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi, endpointPath } from '@/lib/call-api';
import { toUser, useSession } from '@/lib/session';

// The profile and the avatar: each answer is the user as GET /api/auth/me reads it, put into the
// session at once so the navigation shows it (docs/account.md).

/** PATCH /api/user/profile */
export const updateProfile = async (body: UpdateProfileRequest): Promise<User> =>
  (await callApi(accountApi.updateProfile, { body })).data;

/** POST /api/user/avatar as multipart (`file`); the server re-encodes it to 256 and 64 px WebP. */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await longApiClient.post<{ data: User }>(endpointPath(accountApi.uploadAvatar), form)).data;
}

/** DELETE /api/user/avatar */
export const deleteAvatar = async (): Promise<User> => (await callApi(accountApi.deleteAvatar)).data;

/** A mutation whose answer (the user) replaces the session's user. */
function useUserMutation<A>(fn: (arg: A) => Promise<User>) {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      const read = toUser(user);
      if (read) updateUser(read);
    },
  });
}

export const useUpdateProfile = () => useUserMutation(updateProfile);
export const useUploadAvatar = () => useUserMutation(uploadAvatar);
export const useDeleteAvatar = () => useUserMutation((_: undefined) => deleteAvatar());
