import { authApi, type LoginHistoryEntry } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { settingsKeys } from './keys';

/** GET /api/auth/login-history */
export const getLoginHistory = async (): Promise<LoginHistoryEntry[]> =>
  (await callApi(authApi.loginHistory)).data ?? [];

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.loginHistory(), queryFn: getLoginHistory });

export const useLoginHistory = () => useQuery(loginHistoryQueryOptions());
