import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateSessions } from './keys';

/** POST /api/auth/revoke-all: signs out every other session. */
export const revokeAllSessions = () =>
  apiClient.post<{ success: boolean; message?: string }>('/auth/revoke-all', {});

export const useRevokeAllSessions = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: () => invalidateSessions(qc),
  });
};
