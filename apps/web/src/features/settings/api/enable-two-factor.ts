import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface EnableTwoFactorInput {
  code: string;
  /** The current password (asked of accounts that have one). */
  password?: string;
}

/** POST /api/auth/two-factor/enable {code, password}: returns the one-time backup codes. */
export const enableTwoFactor = async ({ code, password }: EnableTwoFactorInput): Promise<string[]> =>
  (
    await apiClient.post<{ data: { backupCodes: string[] } }>('/auth/two-factor/enable', {
      code: code.trim(),
      ...(password ? { password } : {}),
    })
  ).data.backupCodes;

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
