import { authApi, type EndpointBody } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/user/change-password {currentPassword, newPassword}; the server signs out other sessions. */
export const changePassword = (input: EndpointBody<typeof authApi.changePassword>) =>
  callApi(authApi.changePassword, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
