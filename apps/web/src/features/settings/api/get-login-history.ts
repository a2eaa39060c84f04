import type { LoginHistoryEntry } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getLoginHistory = async (): Promise<LoginHistoryEntry[]> =>
  (await apiClient.get<{ data: LoginHistoryEntry[] }>('/auth/login-history')).data ?? [];

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'login-history'], queryFn: getLoginHistory });

export const useLoginHistory = () => useQuery(loginHistoryQueryOptions());
