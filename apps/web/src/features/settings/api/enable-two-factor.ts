import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/two-factor/enable {code}: returns the one-time backup codes. */
export const enableTwoFactor = async (code: string): Promise<string[]> =>
  (
    await apiClient.post<{ data: { backupCodes: string[] } }>('/auth/two-factor/enable', {
      code: code.trim(),
    })
  ).data.backupCodes;

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
