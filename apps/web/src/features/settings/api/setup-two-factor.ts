import { authApi, type EndpointResponse } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type TwoFactorSetup = EndpointResponse<typeof authApi.twoFactorSetup>['data'];

/** POST /api/auth/two-factor/setup: a new secret and its QR code (not active until enabled). */
export const setupTwoFactor = async (): Promise<TwoFactorSetup> =>
  (await callApi(authApi.twoFactorSetup, { body: {} })).data;

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
