import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/two-factor/disable {password}. */
export const disableTwoFactor = (password: string) =>
  apiClient.post<{ success: boolean; message?: string }>('/auth/two-factor/disable', { password });

export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
