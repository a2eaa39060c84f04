import type { LoginHistoryEntry } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getLoginHistory = async (): Promise<LoginHistoryEntry[]> =>
  (await apiClient.get<{ data: LoginHistoryEntry[] }>('/auth/login-history')).data ?? [];

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.loginHistory(), queryFn: getLoginHistory });

export const useLoginHistory = () => useQuery(loginHistoryQueryOptions());
