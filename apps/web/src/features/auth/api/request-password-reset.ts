import { authApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/auth/password-reset {email}. The answer is the same for known and unknown addresses. */
export const requestPasswordReset = (email: string) =>
  callApi(authApi.passwordReset, { body: { email }, skipAuthRefresh: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
