import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** POST /api/auth/two-factor/setup: a new secret and its QR code (not active until enabled). */
export const setupTwoFactor = async (): Promise<TwoFactorSetup> =>
  (await apiClient.post<{ data: TwoFactorSetup }>('/auth/two-factor/setup', {})).data;

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
