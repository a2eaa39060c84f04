import { authApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateSessions } from './keys';

/** POST /api/auth/revoke-all: signs out every other session. */
export const revokeAllSessions = () => callApi(authApi.revokeAll, { body: {} });

export const useRevokeAllSessions = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeAllSessions, onSuccess: () => invalidateSessions(qc) });
};
