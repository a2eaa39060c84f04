import { authApi, type EndpointBody } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type EnableTwoFactorInput = EndpointBody<typeof authApi.twoFactorEnable>;

/** POST /api/auth/two-factor/enable {code, password}: returns the one-time backup codes. */
export const enableTwoFactor = async ({ code, password }: EnableTwoFactorInput): Promise<string[]> =>
  (await callApi(authApi.twoFactorEnable, { body: { code: code.trim(), ...(password ? { password } : {}) } }))
    .data.backupCodes;

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
