import { authApi, type EndpointBody } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/auth/password-reset/confirm {token, password}. */
export const confirmPasswordReset = (input: EndpointBody<typeof authApi.passwordResetConfirm>) =>
  callApi(authApi.passwordResetConfirm, { body: input, skipAuthRefresh: true });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
