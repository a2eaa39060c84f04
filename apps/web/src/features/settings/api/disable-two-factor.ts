import { authApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/auth/two-factor/disable {password}. */
export const disableTwoFactor = (password: string) =>
  callApi(authApi.twoFactorDisable, { body: { password } });

export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
