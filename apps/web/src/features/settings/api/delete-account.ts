import { authApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/auth/delete-account {password}: deletes the user and everything they own. */
export const deleteAccount = (password: string) => callApi(authApi.deleteAccount, { body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
