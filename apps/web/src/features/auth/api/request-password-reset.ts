import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/password-reset {email}. The answer is the same for known and unknown addresses. */
export const requestPasswordReset = (email: string) =>
  apiClient.post<{ success: boolean; message?: string }>(
    '/auth/password-reset',
    { email },
    { skipAuthRefresh: true },
  );

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
