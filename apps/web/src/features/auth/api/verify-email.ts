import { apiClient } from '@/lib/api-client';

/** POST /api/auth/verify-email {token}. */
export const verifyEmail = (token: string) =>
  apiClient.post<{ success: boolean; message?: string }>(
    '/auth/verify-email',
    { token },
    { skipAuthRefresh: true },
  );
