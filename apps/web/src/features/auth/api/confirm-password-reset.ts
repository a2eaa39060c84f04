import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/password-reset/confirm {token, password}. */
export const confirmPasswordReset = (input: { token: string; password: string }) =>
  apiClient.post<{ success: boolean; message?: string }>('/auth/password-reset/confirm', input, {
    skipAuthRefresh: true,
  });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
